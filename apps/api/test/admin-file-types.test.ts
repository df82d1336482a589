// The admin upload's type check: by content, not by name.
import { describe, expect, it } from "vitest";
import { checkFileContent, cleanFileName } from "../src/modules/admin/file-types.ts";
import { buildFixtures } from "./fixtures/documents.ts";

describe("checkFileContent", () => {
  it("accepts real PDF, Word, Excel (xlsx and xls), text and markdown files", async () => {
    const fixtures = (await buildFixtures()).filter((f) => !f.fileName.endsWith(".csv"));
    expect(fixtures.map((f) => f.fileName.split(".").pop()).sort()).toEqual([
      "docx",
      "md",
      "pdf",
      "txt",
      "xls",
      "xlsx",
    ]);
    for (const f of fixtures) expect(await checkFileContent(f.fileName, f.bytes), f.fileName).toBeUndefined();
  });

  it("refuses a file whose content is not what its name says, or a type not on the list", async () => {
    const [txt, , , docx, xlsx, , pdf] = await buildFixtures();
    expect(await checkFileContent("report.pdf", docx!.bytes)).toMatch(/not PDF \(found \.docx content\)/);
    expect(await checkFileContent("sheet.xlsx", docx!.bytes)).toMatch(/not Excel/);
    expect(await checkFileContent("letter.docx", txt!.bytes)).toMatch(/not Word/);
    expect(await checkFileContent("notes.txt", pdf!.bytes)).toMatch(/not plain text \(found \.pdf content\)/);
    expect(await checkFileContent("notes.md", new Uint8Array([0x66, 0x6f, 0xff, 0xfe, 0x00]))).toMatch(/not markdown/);
    expect(await checkFileContent("data.csv", xlsx!.bytes)).toMatch(/^Unsupported file type/);
    expect(await checkFileContent("setup.exe", new Uint8Array([0x4d, 0x5a]))).toMatch(/^Unsupported file type/);
  });

  it("keeps only the last part of a file name, without control characters", () => {
    expect(cleanFileName("C:\\Users\\sarpanch\\योजना.pdf")).toBe("योजना.pdf");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("a\u0000b\nc.txt")).toBe("abc.txt");
    expect(cleanFileName(undefined)).toBe("file");
  });
});
