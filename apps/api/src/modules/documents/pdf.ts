// PDF text, page by page. Poppler's pdftotext when installed (Debian poppler-utils): it maps a
// Devanagari font's shaped glyphs back to the right letters, where pdf.js (unpdf) drops or
// reorders them. Pages without a text layer (scans) are drawn with pdftoppm and read by OCR.
import { execFile, spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { glueDevanagariMarks } from "../knowledge/extract.ts";

const execFileAsync = promisify(execFile);
/** A page with fewer visible characters than this has no real text layer. */
const MIN_PAGE_CHARS = 20;

let popplerAvailable: Promise<boolean> | undefined;

export function hasPoppler(): Promise<boolean> {
  popplerAvailable ??= Promise.all([
    execFileAsync("pdftotext", ["-v"], { timeout: 5000 }),
    execFileAsync("pdftoppm", ["-v"], { timeout: 5000 }),
  ]).then(
    () => true,
    () => false,
  );
  return popplerAvailable;
}

function run(command: string, args: string[], input: Uint8Array | undefined, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { timeout: timeoutMs });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (d: Buffer) => out.push(d));
    child.stderr.on("data", (d: Buffer) => err.push(d));
    child.on("error", reject);
    child.on("close", (code, signal) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(new Error(`${command} failed (${signal ?? code}): ${Buffer.concat(err).toString("utf8").trim().slice(0, 300)}`)),
    );
    child.stdin.on("error", () => {}); // an early exit is reported by "close"
    child.stdin.end(input ? Buffer.from(input) : undefined);
  });
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

/** One page drawn as a greyscale PNG at 200 dpi (enough for OCR of body text). */
async function renderPage(bytes: Uint8Array, page: number): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "sachiv-pdf-"));
  try {
    const file = path.join(dir, "in.pdf");
    await fs.writeFile(file, bytes);
    const prefix = path.join(dir, "page");
    await run("pdftoppm", ["-f", String(page), "-l", String(page), "-r", "200", "-gray", "-png", "-singlefile", file, prefix], undefined, 60_000);
    return await fs.readFile(`${prefix}.png`);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export type TPdfText = { pages: string[]; ocrPages: number; scannedPagesSkipped: number; reader: "poppler" | "pdfjs" };

export type TPdfOptions = {
  /** Reads one rendered page image; absent = no OCR. */
  ocr?: (png: Buffer) => Promise<string>;
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
  let ocrPages = 0;
  let scannedPagesSkipped = 0;
  for (let i = 0; i < pages.length; i++) {
    if (pages[i]!.replace(/\s/g, "").length >= MIN_PAGE_CHARS) continue;
    if (!options.ocr || !poppler || ocrPages >= options.ocrMaxPages) {
      scannedPagesSkipped++;
      continue;
    }
    const text = await options.ocr(await renderPage(bytes, i + 1));
    ocrPages++;
    if (text.trim()) pages[i] = text;
  }
  if (scannedPagesSkipped > 0) {
    log(`documents: ${scannedPagesSkipped} PDF page(s) without text were not OCR'd (${poppler ? `limit ${options.ocrMaxPages}` : "pdftoppm not installed"})`);
  }
  return { pages, ocrPages, scannedPagesSkipped, reader };
}
