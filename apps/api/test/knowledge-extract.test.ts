// Each extractor on a small generated file with Hindi text (test/fixtures/documents.ts).
import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import {
  detectFormat,
  extractPdfWithPdftotext,
  extractPdfWithUnpdf,
  extractText,
  ExtractionError,
  glueDevanagariMarks,
  parseFrontMatter,
} from "../src/lib/extract-text.ts";
import { buildFixtures, buildPdf, type TFixture } from "./fixtures/documents.ts";
import { buildProtoPollutionXlsx } from "./fixtures/spreadsheets.ts";
import { stringMatching } from "./helpers/matchers.ts";

let fixtures: TFixture[];
const fixture = (name: string) => fixtures.find((f) => f.fileName === name)!;
const hasPdftotext = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

beforeAll(async () => {
  fixtures = await buildFixtures();
});

describe("extractText", () => {
  it.each(["gram-sabha.txt", "gram-sabha.md", "labharthi.csv", "gram-sabha.docx", "yojana.xlsx", "mgnrega.pdf"])(
    "reads %s",
    async (name) => {
      const f = fixture(name);
      expect(f.bytes.byteLength).toBeLessThan(200 * 1024);
      const out = await extractText(f.bytes, f.fileName);
      for (const s of f.mustContain) expect(out.text).toContain(s);
      expect(out.text).toBe(out.text.normalize("NFC"));
      expect(out.text).not.toMatch(/^\ufeff/);
    },
  );

  it("takes title and source from Markdown front matter and leaves it out of the text", async () => {
    const out = await extractText(fixture("gram-sabha.md").bytes, "gram-sabha.md");
    expect(out.meta).toEqual({ title: "ग्राम सभा", sourceUrl: "https://panchayat.gov.in/", language: undefined });
    expect(out.text).not.toContain("source_url");
    expect(parseFrontMatter("no front matter").fields).toEqual({});
  });

  it("recognises a file by its bytes when the name has no extension", () => {
    expect(detectFormat(fixture("mgnrega.pdf").bytes, "upload")).toBe("pdf");
    expect(detectFormat(fixture("gram-sabha.docx").bytes, "upload")).toBe("docx");
    expect(detectFormat(fixture("yojana.xlsx").bytes, "upload")).toBe("xlsx");
    expect(detectFormat(fixture("yojana.xls").bytes, "upload")).toBe("xls");
    expect(detectFormat(fixture("gram-sabha.txt").bytes, "upload")).toBe("txt");
    expect(detectFormat(new Uint8Array([0, 1, 2, 3]), "upload")).toBeUndefined();
    expect(detectFormat(new Uint8Array(), "x", "text/csv")).toBe("csv");
  });

  it("rejects unknown binaries and empty documents with a stable code", async () => {
    await expect(extractText(new Uint8Array([0, 159, 146, 150]), "photo.bin")).rejects.toMatchObject({
      code: "UNSUPPORTED_FILE_TYPE",
    });
    await expect(extractText(new TextEncoder().encode(" \n\n "), "empty.txt")).rejects.toBeInstanceOf(ExtractionError);
    await expect(extractText(new TextEncoder().encode("not a zip"), "broken.docx")).rejects.toMatchObject({
      code: "UNREADABLE_FILE",
    });
  });

  it("refuses old Excel (.xls), by name or by content, saying to save it as .xlsx or .csv", async () => {
    for (const name of ["yojana.xls", "upload"]) {
      await expect(extractText(fixture("yojana.xls").bytes, name)).rejects.toMatchObject({
        code: "XLS_NOT_SUPPORTED",
        message: stringMatching(/save it as \.xlsx or \.csv/),
      });
    }
  });

  it('a crafted .xlsx naming a cell "__proto__" (CVE-2023-30533 in SheetJS) leaves Object.prototype alone', async () => {
    const out = await extractText(await buildProtoPollutionXlsx(), "crafted.xlsx");
    expect(out.text).toContain("ग्राम पंचायत की बैठक");
    expect(Object.prototype).not.toHaveProperty("c");
    expect(({} as Record<string, unknown>).c).toBeUndefined();
  });
});

describe("PDF", () => {
  const pdf = buildPdf(["Gram Panchayat 2026", "Ward 7: 15 days"]);

  it("reads text with pdf.js (the fallback)", async () => {
    const text = (await extractPdfWithUnpdf(pdf)).join("\n\n");
    expect(text).toContain("Gram Panchayat 2026");
    expect(text).toContain("Ward 7: 15 days");
  });

  it.runIf(hasPdftotext)("reads text with poppler's pdftotext when it is installed", async () => {
    const text = (await extractPdfWithPdftotext(pdf)).join("\n\n");
    expect(text).toContain("Gram Panchayat 2026");
  });

  it("glues Devanagari vowel signs that pdf.js split off back onto their letters", () => {
    expect(glueDevanagariMarks("ग्र ाम सभा")).toBe("ग्राम सभा");
    expect(glueDevanagariMarks("प्र\nधानमंत्री")).toBe("प्र\nधानमंत्री");
    expect(glueDevanagariMarks("पंचायत\n ीय")).toBe("पंचायतीय");
    expect(glueDevanagariMarks("Gram sabha")).toBe("Gram sabha");
  });
});
