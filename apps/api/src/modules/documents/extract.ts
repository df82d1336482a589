// The text of an uploaded document, offline, for every type the document screen accepts:
// detected from the bytes, zip bombs refused, scans and photos read by OCR (Hindi + English).
import { ExtractionError, extractText as extractKnowledgeText } from "../../lib/extract-text.ts";
import { cleanText } from "../../lib/text/normalise.ts";
import { devanagariDamage, isDamaged } from "../../lib/text/devanagari-damage.ts";
import { OcrUnavailableError, recognise } from "../../ai/ocr.ts";
import { detectDocumentFormat, IMAGE_FORMATS, ZIP_FORMATS, type TDocumentFormat } from "./detect.ts";
import { DocumentError } from "./errors.ts";
import { extractDoc, extractPpt, extractPptx, extractRtf } from "./office.ts";
import { extractPdfPages } from "./pdf.ts";
import { assertSafeZip } from "./zip-guard.ts";
import { loadSharp } from "../../lib/sharp.ts";

/** Images above this many pixels are refused before decoding (decompression bombs). */
const MAX_IMAGE_PIXELS = 60_000_000;
/** Photos are scaled into this width band before OCR: small text grows, huge photos shrink. */
const OCR_MIN_WIDTH = 1400;
const OCR_MAX_WIDTH = 3000;

export type TExtractedDocument = {
  format: TDocumentFormat;
  mimeType: string;
  text: string;
  pages: number;
  ocrPages: number;
  /** Milliseconds spent in OCR (0 when none was needed). */
  ocrMs: number;
};

/** Tidy text: NFC, no trailing spaces, at most one blank line, no stray control characters. */
export function tidyText(text: string): string {
  return (
    cleanText(text)
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
      .split("\n")
      // trimEnd per line: the regex /[ \t]+\n/ is quadratic on a long run of spaces without a break
      .map((line) => line.trimEnd())
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

/** Greyscale, contrast-stretched, EXIF-upright PNG in a width band tesseract reads well. */
export async function prepareForOcr(bytes: Uint8Array): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, pages: 1 }).rotate();
  const { width = 0 } = await image.metadata();
  const target = width < OCR_MIN_WIDTH ? OCR_MIN_WIDTH : width > OCR_MAX_WIDTH ? OCR_MAX_WIDTH : undefined;
  return image
    .resize(target ? { width: target } : undefined)
    .greyscale()
    .normalise()
    .png()
    .toBuffer();
}

/** BMP is read by tesseract itself (sharp has no BMP decoder); its header gives the size. */
function assertBmpSize(bytes: Uint8Array): void {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 26) throw new DocumentError("UNREADABLE_DOCUMENT", "BMP header cut short");
  const pixels = Math.abs(buf.readInt32LE(18)) * Math.abs(buf.readInt32LE(22));
  // Decoded in JavaScript (4 bytes a pixel) by tesseract.js: kept smaller than other images.
  if (pixels === 0 || pixels > MAX_IMAGE_PIXELS / 2)
    throw new DocumentError("UNREADABLE_DOCUMENT", `BMP of ${pixels} pixels`);
}

function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  return new TextDecoder("utf-8").decode(bytes);
}

/**
 * What a parser worker hands back: the text of each page, and the drawn pages (scans, photos)
 * still to be read by OCR, which runs in the main thread's shared OCR queue.
 */
export type TParsedDocument = {
  format: TDocumentFormat;
  mimeType: string;
  pages: string[];
  /** `damage`: a page with text whose Hindi the PDF's fonts damaged; its OCR text must score better. */
  scans: { index: number; png: Uint8Array; damage?: number }[];
  /** PDF pages without text too large to draw. */
  oversizedPages: number;
};

export type TParseOptions = {
  mimeType?: string;
  fileName?: string;
  ocrMaxPages: number;
  /** false: read PDFs with pdf.js even where poppler is installed (tests). */
  poppler?: boolean;
};

/** Detects, guards and reads a file, everything but OCR: the part that runs in a parser worker. */
export async function parseDocument(
  bytes: Uint8Array,
  options: TParseOptions,
  log: (msg: string) => void = () => {},
): Promise<TParsedDocument> {
  const { format, mimeType } = await detectDocumentFormat(bytes, {
    mimeType: options.mimeType,
    fileName: options.fileName,
  });
  if (ZIP_FORMATS.has(format)) assertSafeZip(bytes);
  try {
    return { format, mimeType, oversizedPages: 0, scans: [], ...(await readByFormat(bytes, format, options, log)) };
  } catch (err) {
    if (err instanceof DocumentError) throw err;
    throw new DocumentError("UNREADABLE_DOCUMENT", `cannot read the ${format} file: ${(err as Error).message}`, {
      cause: err,
    });
  }
}

type TRead = Pick<TParsedDocument, "pages"> & Partial<Pick<TParsedDocument, "scans" | "oversizedPages">>;

async function readByFormat(
  bytes: Uint8Array,
  format: TDocumentFormat,
  options: TParseOptions,
  log: (msg: string) => void,
): Promise<TRead> {
  const one = (text: string): TRead => ({ pages: [text] });
  switch (format) {
    case "pdf": {
      const result = await extractPdfPages(bytes, {
        renderScans: options.ocrMaxPages > 0,
        ocrMaxPages: options.ocrMaxPages,
        ...(options.poppler === false ? { poppler: false } : {}),
        log,
      });
      const scans = [];
      for (const scan of result.scans)
        scans.push({
          index: scan.index,
          png: new Uint8Array(await prepareForOcr(scan.png)),
          ...(scan.damage !== undefined ? { damage: scan.damage } : {}),
        });
      return { pages: result.pages.map((p) => p.trim()), scans, oversizedPages: result.oversizedPages };
    }
    case "xls":
      // No maintained, safe reader of the binary format on npm (SheetJS 0.18.5: CVE-2023-30533).
      throw new DocumentError("XLS_NOT_SUPPORTED", "old Excel 97-2003 (.xls) file: save as .xlsx or .csv");
    case "docx":
    case "xlsx":
    case "csv":
    case "txt":
      // The knowledge base's readers (mammoth, exceljs, Papa Parse), told the format by name.
      if (format === "txt") return one(decodeText(bytes));
      try {
        return one((await extractKnowledgeText(bytes, `upload.${format}`)).text);
      } catch (err) {
        if (err instanceof ExtractionError && err.code === "EMPTY_DOCUMENT") return one("");
        throw err;
      }
    case "pptx":
      return { pages: await extractPptx(bytes) };
    case "ppt": {
      let texts: string[];
      try {
        texts = extractPpt(bytes);
      } catch (err) {
        throw new DocumentError("PPT_NOT_SUPPORTED", `old PowerPoint file unreadable: ${(err as Error).message}`, {
          cause: err,
        });
      }
      if (texts.length === 0) throw new DocumentError("PPT_NOT_SUPPORTED", "no text found in the old PowerPoint file");
      return one(texts.join("\n"));
    }
    case "doc":
      return one(await extractDoc(bytes));
    case "rtf":
      return one(extractRtf(new TextDecoder("latin1").decode(bytes)));
    default: {
      if (!IMAGE_FORMATS.has(format)) throw new DocumentError("UNSUPPORTED_DOCUMENT_TYPE", `no reader for ${format}`);
      if (options.ocrMaxPages <= 0) return { pages: [""], scans: [] };
      if (format === "bmp") {
        assertBmpSize(bytes);
        return { pages: [""], scans: [{ index: 0, png: new Uint8Array(bytes) }] };
      }
      return { pages: [""], scans: [{ index: 0, png: new Uint8Array(await prepareForOcr(bytes)) }] };
    }
  }
}

export type TExtractOptions = TParseOptions & {
  log?: (msg: string) => void;
  /** Runs parseDocument, in a parser worker in the app; in this thread when absent. */
  parse?: (bytes: Uint8Array, options: TParseOptions) => Promise<TParsedDocument>;
  /** Reads one drawn page; the shared OCR queue when absent. */
  ocr?: (png: Uint8Array) => Promise<{ text: string; ms: number }>;
  /** The user's OCR budget granted fewer pages than DOCUMENT_OCR_MAX_PAGES (the error when no text is left). */
  ocrBudgetCut?: boolean;
  /** The server's pages in flight for OCR were taken by other documents (the error when no text is left). */
  ocrBusy?: boolean;
};

async function ocrText(
  image: Uint8Array,
  ocr: NonNullable<TExtractOptions["ocr"]>,
): Promise<{ text: string; ms: number }> {
  try {
    return await ocr(image);
  } catch (err) {
    if (err instanceof DocumentError) throw err;
    if (err instanceof OcrUnavailableError) throw new DocumentError("OCR_UNAVAILABLE", err.message, { cause: err });
    throw new DocumentError("UNREADABLE_DOCUMENT", `OCR failed: ${(err as Error).message ?? String(err)}`, {
      cause: err,
    });
  }
}

const recogniseHere = async (png: Uint8Array) => recognise(Buffer.from(png.buffer, png.byteOffset, png.byteLength));

export async function extractDocument(bytes: Uint8Array, options: TExtractOptions): Promise<TExtractedDocument> {
  const log = options.log ?? (() => {});
  const parseOptions: TParseOptions = {
    mimeType: options.mimeType,
    fileName: options.fileName,
    ocrMaxPages: options.ocrMaxPages,
    ...(options.poppler === false ? { poppler: false } : {}),
  };
  const parsed = options.parse
    ? await options.parse(bytes, parseOptions)
    : await parseDocument(bytes, parseOptions, log);
  const pages = [...parsed.pages];
  let ocrMs = 0;
  for (const scan of parsed.scans) {
    const r = await ocrText(scan.png, options.ocr ?? recogniseHere);
    ocrMs += r.ms;
    if (!r.text.trim()) continue;
    if (scan.damage !== undefined) {
      // A page whose Hindi the PDF's fonts damaged keeps its text unless OCR reads it better.
      const damage = devanagariDamage(r.text);
      if (damage.words === 0 || damage.score >= scan.damage || isDamaged(damage)) continue;
    }
    pages[scan.index] = r.text;
  }
  const text = tidyText(pages.filter((p) => p.trim()).join("\n\n"));
  if (text.replace(/\s/g, "").length === 0) {
    if (parsed.oversizedPages > 0)
      throw new DocumentError(
        "PDF_PAGE_TOO_LARGE",
        `${parsed.oversizedPages} page(s) too large to draw, no text elsewhere`,
      );
    if (options.ocrBusy && parsed.scans.length === 0)
      throw new DocumentError("DOCUMENTS_BUSY", "the server's OCR pages in flight are all taken");
    if (options.ocrBudgetCut && parsed.scans.length === 0)
      throw new DocumentError("OCR_RATE_LIMITED", "the user's OCR pages for this minute are used up");
    throw new DocumentError("DOCUMENT_HAS_NO_TEXT", `no text in the ${parsed.format} file`);
  }
  return {
    format: parsed.format,
    mimeType: parsed.mimeType,
    text,
    pages: pages.length,
    ocrPages: parsed.scans.length,
    ocrMs,
  };
}
