// Plain text out of an uploaded file: txt, md (with front matter), pdf, docx, xlsx, csv.
// The format comes from the file name, then the MIME type, then the first bytes. Old binary
// Excel (.xls) is recognised and refused with a clear message: no maintained reader on npm reads
// it safely (SheetJS 0.18.5, the last on npm, pollutes Object.prototype: CVE-2023-30533).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type ExcelJS from "exceljs";
import Papa from "papaparse";
import { runTool } from "./run-tool.ts";
import { PageTooLargeError, renderPagesWithPdfjs, renderPageWithPoppler } from "./pdf-render.ts";
import { devanagariDamage, isDamaged } from "./text/devanagari-damage.ts";
import { cleanText } from "./text/normalise.ts";

export type TFormat = "txt" | "md" | "pdf" | "docx" | "xlsx" | "xls" | "csv";

export type TExtracted = {
  text: string;
  format: TFormat;
  mimeType: string;
  /** From Markdown front matter (`title:`, `source_url:`, `language:`), when present. */
  meta: { title?: string; sourceUrl?: string; language?: string };
  /** A PDF's text page by page (tidied like `text`, which is them joined by blank lines). */
  pages?: string[];
  /** PDF: which reader gave the text. */
  reader?: "poppler" | "pdfjs";
  /**
   * PDF pages whose Hindi looks damaged by the PDF's fonts (text/devanagari-damage.ts), with
   * their damage score, drawn as PNG for OCR (the first REPAIR_MAX_PAGES that can be drawn);
   * repairDamagedPages reads them.
   */
  damagedPages?: { index: number; score: number; png?: Uint8Array }[];
};

export type TExtractOptions = {
  /** false: read PDFs with pdf.js even where poppler is installed (tests; a poppler that fails). */
  poppler?: boolean;
  /** At most this many damaged pages are drawn for OCR. */
  repairMaxPages?: number;
};

/**
 * Damaged PDF pages drawn for OCR per document, by default: drawing takes about a second a page
 * in the parser worker (whose time limit is DOCUMENT_PARSER_TIMEOUT_MS, 2 minutes by default) and
 * OCR a few seconds a page in the shared queue. Pages past it are reported unreadable.
 */
export const REPAIR_MAX_PAGES = 20;

export class ExtractionError extends Error {
  readonly code: "UNSUPPORTED_FILE_TYPE" | "EMPTY_DOCUMENT" | "UNREADABLE_FILE" | "XLS_NOT_SUPPORTED";
  constructor(code: ExtractionError["code"], message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "ExtractionError";
    this.code = code;
  }
}

const MIME: Record<TFormat, string> = {
  txt: "text/plain",
  md: "text/markdown",
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xls: "application/vnd.ms-excel",
  csv: "text/csv",
};
const EXTENSIONS: Record<string, TFormat> = {
  txt: "txt",
  text: "txt",
  md: "md",
  markdown: "md",
  pdf: "pdf",
  docx: "docx",
  xlsx: "xlsx",
  xls: "xls",
  csv: "csv",
};

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

function zipHolds(bytes: Uint8Array, entryPrefix: string): boolean {
  // Local file headers store entry names uncompressed: a byte search is enough to tell them apart.
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(entryPrefix, 0, "latin1");
}

export function detectFormat(bytes: Uint8Array, fileName: string, mimeType?: string): TFormat | undefined {
  const ext = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (ext && EXTENSIONS[ext]) return EXTENSIONS[ext];
  const byMime = (Object.keys(MIME) as TFormat[]).find((f) => MIME[f] === mimeType?.split(";")[0]?.trim());
  if (byMime) return byMime;
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return "pdf"; // %PDF
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    if (zipHolds(bytes, "word/")) return "docx";
    if (zipHolds(bytes, "xl/")) return "xlsx";
    return undefined;
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) return "xls"; // OLE2: the old Excel (a .doc would fail to parse)
  // No NUL byte in the first 4 KB: treat as text.
  return bytes.subarray(0, 4096).includes(0) ? undefined : "txt";
}

function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder("utf-16le").decode(bytes);
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder("utf-16be").decode(bytes);
  return new TextDecoder("utf-8").decode(bytes); // drops a UTF-8 BOM
}

/** Splits `---\nkey: value\n---` front matter off a Markdown text. */
export function parseFrontMatter(text: string): { body: string; fields: Record<string, string> } {
  const m = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!m) return { body: text, fields: {} };
  const fields: Record<string, string> = {};
  for (const line of m[1]!.split(/\r?\n/)) {
    const kv = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (kv) fields[kv[1]!.toLowerCase()] = kv[2]!.trim().replace(/^(["'])(.*)\1$/, "$2");
  }
  return { body: text.slice(m[0].length), fields };
}

/**
 * pdf.js emits a Devanagari vowel sign, virama or nasal mark that opens a line or text run as a
 * separate "word" ("ग्र ाम"). Such a mark can never begin a word, so the whitespace before it goes.
 */
export function glueDevanagariMarks(text: string): string {
  return text.replace(/\s+(?=[\u0900-\u0903\u093a-\u094f\u0955-\u0957\u0962\u0963])/g, "");
}

const execFileAsync = promisify(execFile);
let pdftotextAvailable: Promise<boolean> | undefined;

function hasPdftotext(): Promise<boolean> {
  pdftotextAvailable ??= execFileAsync("pdftotext", ["-v"], { timeout: 5000 }).then(
    () => true,
    () => false,
  );
  return pdftotextAvailable;
}

/** Poppler's pdftotext, page by page: shapes Devanagari conjuncts correctly (pdf.js does not). */
export async function extractPdfWithPdftotext(bytes: Uint8Array): Promise<string[]> {
  const out = (await runTool("pdftotext", ["-enc", "UTF-8", "-q", "-", "-"], bytes, 60_000)).toString("utf8");
  const pages = out.split("\f");
  if (pages.length > 1 && pages.at(-1)!.trim() === "") pages.pop(); // text after the last page break
  return pages;
}

export async function extractPdfWithUnpdf(bytes: Uint8Array): Promise<string[]> {
  const { extractText, getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text.map(glueDevanagariMarks);
  } finally {
    await pdf.destroy();
  }
}

async function extractPdf(
  bytes: Uint8Array,
  usePoppler: boolean,
): Promise<{ pages: string[]; reader: "poppler" | "pdfjs" }> {
  if (usePoppler && (await hasPdftotext())) {
    try {
      return { pages: await extractPdfWithPdftotext(bytes), reader: "poppler" };
    } catch {
      // A PDF poppler rejects may still open in pdf.js.
    }
  }
  return { pages: await extractPdfWithUnpdf(bytes), reader: "pdfjs" };
}

/**
 * The pages whose Devanagari looks damaged, the first `max` of them drawn (by the reader that
 * read the text: pdftoppm or pdf.js) for OCR. A page that cannot be drawn keeps no image.
 */
async function damagedPdfPages(
  bytes: Uint8Array,
  pages: string[],
  reader: "poppler" | "pdfjs",
  max: number,
): Promise<NonNullable<TExtracted["damagedPages"]>> {
  const damaged = pages.flatMap((page, index) => {
    const damage = devanagariDamage(page);
    return isDamaged(damage) ? [{ index, score: damage.score }] : [];
  });
  const toDraw = damaged.slice(0, max).map((d) => d.index);
  const images = new Map<number, Uint8Array>();
  try {
    if (reader === "poppler") {
      for (const index of toDraw) {
        try {
          images.set(index, new Uint8Array(await renderPageWithPoppler(bytes, index + 1)));
        } catch (err) {
          if (!(err instanceof PageTooLargeError)) throw err;
        }
      }
    } else {
      for (const { index, png } of (await renderPagesWithPdfjs(bytes, toDraw)).rendered) images.set(index, png);
    }
  } catch {
    // Drawing failed (no canvas, a broken page): the pages stay as read, counted unreadable.
  }
  return damaged.map((d) => ({ ...d, ...(images.has(d.index) ? { png: images.get(d.index) } : {}) }));
}

export type TTextRepair = {
  /** Pages of the PDF. */
  pages: number;
  /** Pages whose Hindi was damaged by the PDF's fonts. */
  damaged: number;
  /** Of those, read again by OCR with a better result. */
  repaired: number;
  /** Of those, left as they were: OCR did no better, or could not run, or the page was not drawn. */
  unreadable: number;
};

/**
 * Reads a PDF's damaged pages again by OCR (in the caller's thread: the app's shared OCR queue)
 * and takes the OCR text where its Devanagari scores better. Other files pass through unchanged.
 */
export async function repairDamagedPages(
  extracted: TExtracted,
  ocr: (png: Uint8Array) => Promise<{ text: string }>,
  log: (msg: string) => void = () => {},
): Promise<{ extracted: TExtracted; repair?: TTextRepair }> {
  const { pages, damagedPages } = extracted;
  if (!pages) return { extracted };
  const repair: TTextRepair = { pages: pages.length, damaged: damagedPages?.length ?? 0, repaired: 0, unreadable: 0 };
  if (!damagedPages || damagedPages.length === 0) return { extracted, repair };
  const fixed = [...pages];
  for (const page of damagedPages) {
    if (!page.png) {
      repair.unreadable++;
      continue;
    }
    try {
      const text = tidy((await ocr(page.png)).text);
      const damage = devanagariDamage(text);
      if (damage.words > 0 && damage.score < page.score && !isDamaged(damage)) {
        fixed[page.index] = text;
        repair.repaired++;
      } else repair.unreadable++;
    } catch (err) {
      log(`pdf: OCR of damaged page ${page.index + 1} failed: ${(err as Error).message}`);
      repair.unreadable++;
    }
  }
  const { damagedPages: _drawn, ...rest } = extracted;
  return { extracted: { ...rest, pages: fixed, text: fixed.filter(Boolean).join("\n\n") }, repair };
}

function rowsToText(rows: string[][]): string {
  return rows
    .map((row) =>
      row
        .map((cell) => String(cell ?? "").trim())
        .filter(Boolean)
        .join(" | "),
    )
    .filter(Boolean)
    .join("\n");
}

/** A cell as the sheet shows it: dates as dd/mm/yyyy (Indian order), formulas by their result. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  const shown = value !== null && typeof value === "object" && "result" in value ? value.result : value;
  if (shown instanceof Date) {
    const dd = String(shown.getUTCDate()).padStart(2, "0");
    const mm = String(shown.getUTCMonth() + 1).padStart(2, "0");
    return `${dd}/${mm}/${shown.getUTCFullYear()}`;
  }
  if (shown !== value) return shown === undefined || shown === null || typeof shown === "object" ? "" : String(shown);
  return cell.text ?? "";
}

async function extractWorkbook(bytes: Uint8Array): Promise<string> {
  // Loaded on first use, as mammoth below: files are read in parser workers, not the main thread.
  const { default: Excel } = await import("exceljs");
  const book = new Excel.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheets: string[] = [];
  book.eachSheet((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: false }, (cell) => {
        if (cell.isMerged && cell.master !== cell) return; // a merged range is read once
        cells.push(cellText(cell));
      });
      rows.push(cells);
    });
    const body = rowsToText(rows);
    if (body) sheets.push(`## ${sheet.name}\n${body}`);
  });
  return sheets.join("\n\n");
}

function extractCsv(text: string): string {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  return rowsToText(parsed.data);
}

/** Tidies whitespace: no trailing spaces, at most one blank line, Unicode NFC. */
function tidy(text: string): string {
  return (
    cleanText(text)
      .replace(/\r\n?/g, "\n")
      .split("\n")
      // trimEnd per line: the regex /[ \t]+\n/ is quadratic on a long run of spaces without a break
      .map((line) => line.trimEnd())
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

export async function extractText(
  bytes: Uint8Array,
  fileName: string,
  mimeType?: string,
  options: TExtractOptions = {},
): Promise<TExtracted> {
  const format = detectFormat(bytes, fileName, mimeType);
  if (!format) {
    throw new ExtractionError(
      "UNSUPPORTED_FILE_TYPE",
      `Cannot read ${fileName}: supported are ${Object.keys(EXTENSIONS).join(", ")}`,
    );
  }
  let text: string;
  let meta: TExtracted["meta"] = {};
  let pages: string[] | undefined;
  let pdf: Pick<TExtracted, "reader" | "damagedPages"> = {};
  try {
    switch (format) {
      case "txt":
        text = decodeText(bytes);
        break;
      case "md": {
        const { body, fields } = parseFrontMatter(decodeText(bytes));
        text = body;
        meta = {
          title: fields.title || undefined,
          sourceUrl: fields.source_url || undefined,
          language: fields.language || undefined,
        };
        break;
      }
      case "csv":
        text = extractCsv(decodeText(bytes));
        break;
      case "pdf": {
        const read = await extractPdf(bytes, options.poppler ?? true);
        pages = read.pages.map(tidy);
        text = pages.filter(Boolean).join("\n\n");
        const damagedPages = await damagedPdfPages(
          bytes,
          pages,
          read.reader,
          options.repairMaxPages ?? REPAIR_MAX_PAGES,
        );
        pdf = { reader: read.reader, ...(damagedPages.length > 0 ? { damagedPages } : {}) };
        break;
      }
      case "docx":
        text = (await (await import("mammoth")).default.extractRawText({ buffer: Buffer.from(bytes) })).value;
        break;
      case "xlsx":
        text = await extractWorkbook(bytes);
        break;
      case "xls":
        throw new ExtractionError(
          "XLS_NOT_SUPPORTED",
          `${fileName} is an old Excel 97-2003 (.xls) file: save it as .xlsx or .csv and upload that`,
        );
    }
  } catch (err) {
    if (err instanceof ExtractionError) throw err;
    throw new ExtractionError("UNREADABLE_FILE", `Cannot read ${fileName} as ${format}: ${(err as Error).message}`, {
      cause: err,
    });
  }
  text = tidy(text);
  if (!text) throw new ExtractionError("EMPTY_DOCUMENT", `${fileName} contains no text`);
  return { text, format, mimeType: MIME[format], meta, ...(pages ? { pages } : {}), ...pdf };
}

/** "hindi" (mostly Devanagari), "hinglish" (mostly Latin) or "mixed". */
export function guessLanguage(text: string): "hindi" | "hinglish" | "mixed" {
  const deva = text.match(/[\u0900-\u097f]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  const share = deva / Math.max(1, deva + latin);
  return share >= 0.7 ? "hindi" : share <= 0.2 ? "hinglish" : "mixed";
}
