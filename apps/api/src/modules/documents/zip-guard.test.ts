import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { buildHeavyDocx, buildZipBombDocx, writeZip } from "../../../test/fixtures/documents/make-fixtures.ts";
import { DocumentError } from "./errors.ts";
import { assertSafeZip, DEFAULT_ZIP_LIMITS } from "./zip-guard.ts";

const codeOf = (fn: () => void) => {
  try {
    fn();
    return "ok";
  } catch (err) {
    return err instanceof DocumentError ? err.code : String(err);
  }
};

let honestBomb: Uint8Array;
let lyingBomb: Uint8Array;
let smallBomb: Uint8Array;
beforeAll(async () => {
  [honestBomb, lyingBomb, smallBomb] = await Promise.all([
    buildZipBombDocx(150, true),
    buildZipBombDocx(150, false),
    buildZipBombDocx(20, true),
  ]);
});

describe("assertSafeZip", () => {
  it("lets an ordinary office file through", async () => {
    const zip = new JSZip();
    zip.file("word/document.xml", `<w:document>${"ग्राम पंचायत ".repeat(2000)}</w:document>`);
    zip.file("word/media/image1.png", new Uint8Array(5000));
    const bytes = await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
    expect(codeOf(() => assertSafeZip(bytes))).toBe("ok");
  });

  it("refuses declared sizes over the budget, extreme ratios, and entries that inflate past their claim", () => {
    expect(codeOf(() => assertSafeZip(honestBomb))).toBe("UNSAFE_ARCHIVE");
    expect(codeOf(() => assertSafeZip(lyingBomb))).toBe("UNSAFE_ARCHIVE");
    expect(
      codeOf(() =>
        assertSafeZip(smallBomb, {
          ...DEFAULT_ZIP_LIMITS,
          maxRatio: Number.POSITIVE_INFINITY,
          maxTotalBytes: 10 * 1024 * 1024,
        }),
      ),
    ).toBe("UNSAFE_ARCHIVE");
  });

  it("refuses an XML part past 10 MB (a 12 MB document.xml, honest about its size), sized to the parser's heap", async () => {
    const heavy = await buildHeavyDocx(12);
    expect(heavy.byteLength).toBeLessThan(DEFAULT_ZIP_LIMITS.maxTotalBytes);
    expect(codeOf(() => assertSafeZip(heavy))).toBe("UNSAFE_ARCHIVE");
    const fine = await buildHeavyDocx(2);
    expect(codeOf(() => assertSafeZip(fine))).toBe("ok");
  });

  it("a broken zip is unreadable, not unsafe", () => {
    const zip = writeZip([{ name: "a.xml", method: 8, data: Buffer.from([1, 2, 3, 4]), size: 10, crc: 0 }]);
    expect(codeOf(() => assertSafeZip(zip))).toBe("UNREADABLE_DOCUMENT");
    expect(codeOf(() => assertSafeZip(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])))).toBe("UNREADABLE_DOCUMENT");
  });
});
