// PDF text, page by page. Poppler's pdftotext when installed (Debian poppler-utils): it maps a
// Devanagari font's shaped glyphs back to the right letters, where pdf.js (unpdf) drops or
// reorders them. Pages without a text layer (scans), and pages whose Hindi the PDF's fonts
// damaged, are drawn for OCR — by pdftoppm, or by pdf.js where poppler is absent (lib/pdf-render.ts).
// Runs inside a parser worker (lib/worker-pool.ts): one render at a time per worker, so at most
// DOCUMENT_PARSER_WORKERS pdftoppm processes run at once.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { runTool as run } from "../../lib/run-tool.ts";
import { glueDevanagariMarks } from "../../lib/extract-text.ts";
import { PageTooLargeError, renderPagesWithPdfjs, renderPageWithPoppler as renderPage } from "../../lib/pdf-render.ts";
import { devanagariDamage, isDamaged } from "../../lib/text/devanagari-damage.ts";

export { PageTooLargeError, RENDER_MAX_PIXELS, renderSize } from "../../lib/pdf-render.ts";

const execFileAsync = promisify(execFile);
/** A page with fewer visible characters than this has no real text layer. */
const MIN_PAGE_CHARS = 20;

let popplerAvailable: Promise<boolean> | undefined;

export function hasPoppler(): Promise<boolean> {
  popplerAvailable ??= Promise.all([
    execFileAsync("pdftotext", ["-v"], { timeout: 5000 }),
    execFileAsync("pdftoppm", ["-v"], { timeout: 5000 }),
    execFileAsync("pdfinfo", ["-v"], { timeout: 5000 }),
  ]).then(
    () => true,
    () => false,
  );
  return popplerAvailable;
}

/**
 * Repairs what pdf.js does to Devanagari when a PDF has no poppler to read it: a vowel sign or
 * virama split off as its own "word" is glued back, and the short-i sign (ि), which is drawn
 * before its consonant and so extracted before it, is put back after the consonant (cluster).
 */
export function repairPdfjsDevanagari(text: string): string {
  // First the short-i sign that opens a word (it belongs after the cluster it precedes), then the glue.
  const reordered = text.replace(
    /(^|[^\u0900-\u097f])\u093f\s?((?:[\u0915-\u0939\u0958-\u095f]\u093c?\u094d)*[\u0915-\u0939\u0958-\u095f]\u093c?)/gm,
    "$1$2\u093f",
  );
  return glueDevanagariMarks(reordered);
}

async function pagesWithPoppler(bytes: Uint8Array): Promise<string[]> {
  const out = (await run("pdftotext", ["-enc", "UTF-8", "-q", "-", "-"], bytes, 120_000)).toString("utf8");
  const pages = out.split("\f");
  if (pages.length > 1 && pages.at(-1)!.trim() === "") pages.pop(); // text after the last page break
  return pages;
}

async function pagesWithPdfjs(bytes: Uint8Array): Promise<string[]> {
  const { extractText, getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text.map(repairPdfjsDevanagari);
  } finally {
    await pdf.destroy();
  }
}

export type TPdfText = {
  pages: string[];
  /**
   * Pages drawn for OCR (index into pages), at most ocrMaxPages of them: pages without text, then
   * pages whose Hindi the PDF's fonts damaged (with their damage score: the OCR text replaces
   * theirs only when its Devanagari scores better, lib/text/devanagari-damage.ts).
   */
  scans: { index: number; png: Buffer; damage?: number }[];
  scannedPagesSkipped: number;
  /** Pages with damaged Hindi not drawn (over the OCR limit, or not drawable). */
  damagedPagesSkipped: number;
  /** Pages without text too large to draw (see renderSize). */
  oversizedPages: number;
  reader: "poppler" | "pdfjs";
};

export type TPdfOptions = {
  /** Draw pages without text (and pages with damaged Hindi) for OCR; false = count them as skipped. */
  renderScans: boolean;
  ocrMaxPages: number;
  /** false: read with pdf.js even where poppler is installed (tests). */
  poppler?: boolean;
  log?: (msg: string) => void;
};

/** Throws when neither reader can open the file (the caller reports it as unreadable). */
export async function extractPdfPages(bytes: Uint8Array, options: TPdfOptions): Promise<TPdfText> {
  const log = options.log ?? (() => {});
  const poppler = options.poppler !== false && (await hasPoppler());
  let pages: string[] | undefined;
  let reader: TPdfText["reader"] = "pdfjs";
  if (poppler) {
    try {
      pages = await pagesWithPoppler(bytes);
      reader = "poppler";
    } catch (err) {
      log(`documents: pdftotext could not read the PDF, trying pdf.js: ${(err as Error).message}`);
    }
  }
  if (!pages || pages.every((p) => p.trim() === "")) {
    // pdf.js as well when poppler found nothing: it may open what poppler rejects.
    try {
      const viaPdfjs = await pagesWithPdfjs(bytes);
      if (!pages || viaPdfjs.some((p) => p.trim() !== "")) {
        pages = viaPdfjs;
        reader = "pdfjs";
      }
    } catch (err) {
      if (!pages) throw err;
    }
  }
  // What to draw: pages without text first, then pages with damaged Hindi, up to the OCR limit.
  const textless: number[] = [];
  const damaged: { index: number; score: number }[] = [];
  pages.forEach((page, i) => {
    if (page.replace(/\s/g, "").length < MIN_PAGE_CHARS) textless.push(i);
    else {
      const damage = devanagariDamage(page);
      if (isDamaged(damage)) damaged.push({ index: i, score: damage.score });
    }
  });
  const room = options.renderScans ? options.ocrMaxPages : 0;
  const drawTextless = textless.slice(0, room);
  const drawDamaged = damaged.slice(0, Math.max(0, room - drawTextless.length));
  const damageOf = new Map(drawDamaged.map((d) => [d.index, d.score]));
  const toDraw = [...drawTextless, ...drawDamaged.map((d) => d.index)];
  const scans: TPdfText["scans"] = [];
  let oversizedPages = 0;
  if (poppler) {
    for (const i of toDraw) {
      try {
        scans.push({ index: i, png: await renderPage(bytes, i + 1), ...withDamage(damageOf, i) });
      } catch (err) {
        if (!(err instanceof PageTooLargeError)) throw err;
        log(`documents: PDF page ${i + 1} not drawn: ${err.message}`);
        if (!damageOf.has(i)) oversizedPages++;
      }
    }
  } else if (toDraw.length > 0) {
    // No poppler: pdf.js draws the pages itself (its canvas shows the font's own glyphs).
    try {
      const { rendered, oversized } = await renderPagesWithPdfjs(bytes, toDraw, log);
      for (const { index, png } of rendered)
        scans.push({
          index,
          png: Buffer.from(png.buffer, png.byteOffset, png.byteLength),
          ...withDamage(damageOf, index),
        });
      oversizedPages += oversized;
    } catch (err) {
      log(`documents: pdf.js could not draw PDF pages for OCR: ${(err as Error).message}`);
    }
  }
  const drawn = new Set(scans.map((scan) => scan.index));
  const scannedPagesSkipped = textless.filter((i) => !drawn.has(i)).length;
  const damagedPagesSkipped = damaged.filter((d) => !drawn.has(d.index)).length;
  if (scannedPagesSkipped > 0 || damagedPagesSkipped > 0) {
    log(
      `documents: ${scannedPagesSkipped} PDF page(s) without text and ${damagedPagesSkipped} with damaged Hindi were not OCR'd (limit ${options.ocrMaxPages})`,
    );
  }
  return {
    pages,
    scans,
    scannedPagesSkipped,
    damagedPagesSkipped,
    oversizedPages,
    reader,
  };
}

function withDamage(damageOf: Map<number, number>, index: number): { damage?: number } {
  const score = damageOf.get(index);
  return score === undefined ? {} : { damage: score };
}
