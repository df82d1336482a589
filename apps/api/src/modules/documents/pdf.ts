// PDF text, page by page. Poppler's pdftotext when installed (Debian poppler-utils): it maps a
// Devanagari font's shaped glyphs back to the right letters, where pdf.js (unpdf) drops or
// reorders them. Pages without a text layer (scans) are drawn with pdftoppm for OCR, at a
// resolution chosen from the page's size so that no page becomes more than RENDER_MAX_PIXELS.
// Runs inside a parser worker (lib/worker-pool.ts): one render at a time per worker, so at most
// DOCUMENT_PARSER_WORKERS pdftoppm processes run at once.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { runTool as run } from "../../lib/run-tool.ts";
import { glueDevanagariMarks } from "../../lib/extract-text.ts";

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

/** Body text is read well at 200 dpi; a bigger page is drawn coarser to stay under the pixel cap. */
const RENDER_DPI = 200;
/** Pixels of one rendered page at most: 12 MP is A4 at 200 dpi with room (3.7 MP) up to A2. */
export const RENDER_MAX_PIXELS = 12_000_000;
/** Below this resolution text is unreadable: such a page (a poster, a 5 m "page") is not drawn. */
const RENDER_MIN_DPI = 70;

export class PageTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PageTooLargeError";
  }
}

/** Width and height in points of a page as drawn (MediaBox, turned by /Rotate), read by pdfinfo. */
async function pageSize(file: string, page: number): Promise<{ width: number; height: number }> {
  const info = (
    await run("pdfinfo", ["-f", String(page), "-l", String(page), "-box", file], undefined, 15_000)
  ).toString("utf8");
  const box = new RegExp(`^Page\\s+${page} MediaBox:\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)`, "m").exec(info);
  if (!box) throw new Error(`pdfinfo gave no MediaBox for page ${page}`);
  const [x0, y0, x1, y1] = box.slice(1, 5).map(Number) as [number, number, number, number];
  const rot = Number(new RegExp(`^Page\\s+${page} rot:\\s+(-?\\d+)`, "m").exec(info)?.[1] ?? 0);
  const [w, h] = [Math.abs(x1 - x0), Math.abs(y1 - y0)];
  if (!(w > 0 && h > 0)) throw new Error(`page ${page} has no size`);
  return Math.abs(rot) % 180 === 90 ? { width: h, height: w } : { width: w, height: h };
}

/** The output size of a page: 200 dpi, or less so that width × height stays under the cap. */
export function renderSize(
  points: { width: number; height: number },
  maxPixels = RENDER_MAX_PIXELS,
): { width: number; height: number; dpi: number } {
  const inches = { width: points.width / 72, height: points.height / 72 };
  const dpi = Math.min(RENDER_DPI, Math.sqrt(maxPixels / (inches.width * inches.height)));
  if (dpi < RENDER_MIN_DPI) {
    throw new PageTooLargeError(
      `page of ${Math.round(points.width)} x ${Math.round(points.height)} pt would need ${Math.round(dpi)} dpi to stay under ${maxPixels} pixels`,
    );
  }
  // Floors keep the product under the cap; pdftoppm draws exactly this size (-scale-to-x/-y).
  return {
    width: Math.max(1, Math.floor(inches.width * dpi)),
    height: Math.max(1, Math.floor(inches.height * dpi)),
    dpi,
  };
}

/** One page drawn as a greyscale PNG, at most RENDER_MAX_PIXELS; PageTooLargeError for absurd pages. */
async function renderPage(bytes: Uint8Array, page: number): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "sachiv-pdf-"));
  try {
    const file = path.join(dir, "in.pdf");
    await fs.writeFile(file, bytes);
    const size = renderSize(await pageSize(file, page));
    const prefix = path.join(dir, "page");
    const args = [
      "-f",
      String(page),
      "-l",
      String(page),
      "-scale-to-x",
      String(size.width),
      "-scale-to-y",
      String(size.height),
      "-gray",
      "-png",
      "-singlefile",
      file,
      prefix,
    ];
    await run("pdftoppm", args, undefined, 60_000);
    return await fs.readFile(`${prefix}.png`);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export type TPdfText = {
  pages: string[];
  /** Pages without text, drawn for OCR (index into pages), at most ocrMaxPages of them. */
  scans: { index: number; png: Buffer }[];
  scannedPagesSkipped: number;
  /** Pages without text too large to draw (see renderSize). */
  oversizedPages: number;
  reader: "poppler" | "pdfjs";
};

export type TPdfOptions = {
  /** Draw pages without text for OCR; false = count them as skipped. */
  renderScans: boolean;
  ocrMaxPages: number;
  log?: (msg: string) => void;
};

/** Throws when neither reader can open the file (the caller reports it as unreadable). */
export async function extractPdfPages(bytes: Uint8Array, options: TPdfOptions): Promise<TPdfText> {
  const log = options.log ?? (() => {});
  const poppler = await hasPoppler();
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
  const scans: TPdfText["scans"] = [];
  let scannedPagesSkipped = 0;
  let oversizedPages = 0;
  for (let i = 0; i < pages.length; i++) {
    if (pages[i]!.replace(/\s/g, "").length >= MIN_PAGE_CHARS) continue;
    if (!options.renderScans || !poppler || scans.length >= options.ocrMaxPages) {
      scannedPagesSkipped++;
      continue;
    }
    try {
      scans.push({ index: i, png: await renderPage(bytes, i + 1) });
    } catch (err) {
      if (!(err instanceof PageTooLargeError)) throw err;
      log(`documents: PDF page ${i + 1} not drawn: ${err.message}`);
      oversizedPages++;
    }
  }
  if (scannedPagesSkipped > 0) {
    log(
      `documents: ${scannedPagesSkipped} PDF page(s) without text were not OCR'd (${poppler ? `limit ${options.ocrMaxPages}` : "pdftoppm not installed"})`,
    );
  }
  return { pages, scans, scannedPagesSkipped, oversizedPages, reader };
}
