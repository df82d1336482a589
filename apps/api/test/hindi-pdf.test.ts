// Hindi from a government PDF whose fonts damage its text (issue 21, item 7): the committed
// circular (Chromium's print-to-PDF with an embedded Noto Sans Devanagari subset) loses its
// short-i signs and reph under pdf.js. With poppler installed its text is read by pdftotext; without
// (forced here with `poppler: false`, as on a machine without poppler-utils) the damaged page is
// drawn by pdf.js and read by OCR. Measured as the share of the circular's words read correctly.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { tAdmin } from "@sachiv/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopOcr } from "../src/ai/ocr.ts";
import { extractText, repairDamagedPages } from "../src/lib/extract-text.ts";
import { devanagariDamage } from "../src/lib/text/devanagari-damage.ts";
import { extractDocument } from "../src/modules/documents/extract.ts";
import { ingestDocument, searchChunks } from "../src/modules/knowledge/index.ts";
import { CIRCULAR_TEXT, HINDI_WORDS } from "./fixtures/documents/circular.ts";
import { FIXTURE_DIR } from "./fixtures/documents/make-fixtures.ts";
import { createTestApp, type TTestApp } from "./helper.ts";

const bytes = new Uint8Array(fs.readFileSync(path.join(FIXTURE_DIR, "hindi-circular.pdf")));
const hasPoppler = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
const withoutPoppler = (b: Uint8Array, fileName: string, mimeType?: string) =>
  extractText(b, fileName, mimeType, { poppler: false });

const words = (text: string) =>
  text
    .normalize("NFC")
    .split(/[\s,.:;।|()\-–—/]+/)
    .filter(Boolean);

/** Share of the true text's words (each counted as often as it occurs) found in the extracted text. */
function correctWords(extracted: string, truth = CIRCULAR_TEXT): number {
  const bag = new Map<string, number>();
  for (const w of words(extracted)) bag.set(w, (bag.get(w) ?? 0) + 1);
  const truthWords = words(truth);
  let hits = 0;
  for (const w of truthWords) {
    const n = bag.get(w) ?? 0;
    if (n > 0) {
      hits++;
      bag.set(w, n - 1);
    }
  }
  return hits / truthWords.length;
}

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await stopOcr();
});

describe("a Hindi PDF whose fonts damage its text", () => {
  it("is damaged as pdf.js reads it: about 63% of its words right, the page flagged and drawn", async () => {
    const raw = await withoutPoppler(bytes, "hindi-circular.pdf");
    expect(raw.reader).toBe("pdfjs");
    const share = correctWords(raw.text);
    expect(share).toBeLessThan(0.7); // measured 82/130 = 63.1%
    expect(raw.text).not.toContain("मुखिया");
    expect(raw.damagedPages).toHaveLength(1);
    expect(raw.damagedPages![0]).toMatchObject({ index: 0 });
    expect(raw.damagedPages![0]!.score).toBeGreaterThan(0.5);
    expect(raw.damagedPages![0]!.png!.byteLength).toBeGreaterThan(10_000);
  });

  it.runIf(hasPoppler)("reads correctly with poppler: nothing to repair", async () => {
    const read = await extractText(bytes, "hindi-circular.pdf");
    expect(read.reader).toBe("poppler");
    expect(correctWords(read.text)).toBeGreaterThanOrEqual(0.98); // measured 129/130 = 99.2%
    expect(read.damagedPages).toBeUndefined();
    for (const w of HINDI_WORDS) expect(read.text).toContain(w);
  });

  it("without poppler, OCR of the damaged page gives correct Hindi, and the admin is told", async () => {
    const { documentId, status, textRepair } = await ingestDocument(
      t.app.db,
      { bytes, fileName: "hindi-circular.pdf" },
      { extract: withoutPoppler },
    );
    expect(status).toBe("created");
    expect(textRepair).toEqual({ pages: 1, damaged: 1, repaired: 1, unreadable: 0 });
    const passages = await t.app.db.knowledgeChunk.findMany({
      where: { documentId },
      orderBy: { ordinal: "asc" },
      select: { content: true, page: true },
    });
    const text = passages.map((p) => p.content).join("\n");
    expect(correctWords(text)).toBeGreaterThanOrEqual(0.98); // measured 130/130 = 100%
    for (const w of [...HINDI_WORDS, "मुखिया", "किस्तों", "कार्यालय"]) expect(text).toContain(w);
    expect(devanagariDamage(text).score).toBeLessThan(0.02);
    expect(passages.every((p) => p.page === 1)).toBe(true);

    const stored = await t.app.db.knowledgeDocument.findUniqueOrThrow({ where: { id: documentId } });
    expect(stored.textRepair).toEqual(textRepair);
    const list = await t.app.knowledge.listDocuments({ status: "all", page: 1, page_size: 10 });
    expect(list.documents.find((d) => d.id === documentId)?.text_repair).toEqual(textRepair);
    const vars = { filename: "hindi-circular.pdf", ...textRepair };
    expect(tAdmin("admin.notice.textRepaired", "en", vars)).toBe(
      "hindi-circular.pdf: the PDF's fonts damaged the Hindi on 1 of 1 page; 1 read again by OCR, 0 still unreadable",
    );
    expect(tAdmin("admin.notice.textRepaired", "hi", vars)).toContain("1 OCR से दोबारा पढ़े गए");

    const [hit] = await searchChunks(t.app.db, "मुखिया ग्राम पंचायत रामपुर सत्यापन");
    expect(hit).toMatchObject({ documentId, page: 1 });
  }, 120_000);

  it("counts a damaged page that OCR cannot read better as unreadable, and keeps its text", async () => {
    const raw = await withoutPoppler(bytes, "hindi-circular.pdf");
    const { extracted, repair } = await repairDamagedPages(raw, () => Promise.resolve({ text: "" }));
    expect(repair).toEqual({ pages: 1, damaged: 1, repaired: 0, unreadable: 1 });
    expect(extracted.text).toBe(raw.text);
  });

  it("document analysis takes the same path: without poppler the page is drawn by pdf.js and read by OCR", async () => {
    const doc = await extractDocument(bytes, { fileName: "hindi-circular.pdf", ocrMaxPages: 5, poppler: false });
    expect(doc.ocrPages).toBe(1);
    expect(correctWords(doc.text)).toBeGreaterThanOrEqual(0.98);
    for (const w of HINDI_WORDS) expect(doc.text).toContain(w);
    // With no OCR pages granted, the damaged text is all there is.
    const none = await extractDocument(bytes, { fileName: "hindi-circular.pdf", ocrMaxPages: 0, poppler: false });
    expect(none.ocrPages).toBe(0);
    expect(correctWords(none.text)).toBeLessThan(0.7);
  }, 120_000);

  it("draws the damaged page inside a parser worker too (the app's path: pdf.js and its native canvas in a worker thread)", async () => {
    const parsed = await t.app.parsers.parseDocument("user-1", bytes, {
      fileName: "hindi-circular.pdf",
      ocrMaxPages: 5,
      poppler: false,
    });
    expect(parsed.scans).toHaveLength(1);
    expect(parsed.scans[0]!.damage).toBeGreaterThan(0.5);
    expect(parsed.scans[0]!.png.byteLength).toBeGreaterThan(10_000);
  }, 120_000);
});
