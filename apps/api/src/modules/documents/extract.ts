// The text of an uploaded document, offline, for every type the document screen accepts:
// detected from the bytes, zip bombs refused, scans and photos read by OCR (Hindi + English).
import { ExtractionError, extractText as extractKnowledgeText } from "../knowledge/extract.ts";
import { cleanText } from "../knowledge/normalise.ts";
import { OcrUnavailableError, recognise } from "../../ai/ocr.ts";
import { detectDocumentFormat, IMAGE_FORMATS, ZIP_FORMATS, type TDocumentFormat } from "./detect.ts";
import { DocumentError } from "./errors.ts";
import { extractDoc, extractPpt, extractPptx, extractRtf } from "./office.ts";
import { extractPdfPages } from "./pdf.ts";
import { assertSafeZip } from "./zip-guard.ts";

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

export type TExtractOptions = {
  mimeType?: string;
  fileName?: string;
  ocrMaxPages: number;
  log?: (msg: string) => void;
};

/** Tidy text: NFC, no trailing spaces, at most one blank line, no stray control characters. */
export function tidyText(text: string): string {
  return cleanText(text)
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
    .replace(/[ \t\u00a0]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Greyscale, contrast-stretched, EXIF-upright PNG in a width band tesseract reads well. */
async function prepareForOcr(bytes: Uint8Array): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
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
  if (pixels === 0 || pixels > MAX_IMAGE_PIXELS / 2) throw new DocumentError("UNREADABLE_DOCUMENT", `BMP of ${pixels} pixels`);
}

async function ocrText(image: Buffer): Promise<{ text: string; ms: number }> {
  try {
    const { text, ms } = await recognise(image);
    return { text, ms };
  } catch (err) {
    if (err instanceof OcrUnavailableError) throw new DocumentError("OCR_UNAVAILABLE", err.message, { cause: err });
    throw new DocumentError("UNREADABLE_DOCUMENT", `OCR failed: ${(err as Error).message ?? String(err)}`, { cause: err });
  }
}

function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  return new TextDecoder("utf-8").decode(bytes);
}

async function readByFormat(bytes: Uint8Array, format: TDocumentFormat, options: TExtractOptions): Promise<Omit<TExtractedDocument, "format" | "mimeType">> {
  let ocrMs = 0;
  const ocr = async (image: Buffer) => {
    const r = await ocrText(image);
    ocrMs += r.ms;
    return r.text;
  };
  const one = (text: string) => ({ text, pages: 1, ocrPages: 0, ocrMs: 0 });
  switch (format) {
    case "pdf": {
      const result = await extractPdfPages(bytes, { ocr: async (png) => ocr(await prepareForOcr(png)), ocrMaxPages: options.ocrMaxPages, log: options.log });
      return { text: result.pages.map((p) => p.trim()).filter(Boolean).join("\n\n"), pages: result.pages.length, ocrPages: result.ocrPages, ocrMs };
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
    case "pptx": {
      const slides = await extractPptx(bytes);
      return { text: slides.filter(Boolean).join("\n\n"), pages: slides.length, ocrPages: 0, ocrMs: 0 };
    }
    case "ppt": {
      let texts: string[];
      try {
        texts = extractPpt(bytes);
      } catch (err) {
        throw new DocumentError("PPT_NOT_SUPPORTED", `old PowerPoint file unreadable: ${(err as Error).message}`, { cause: err });
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
      let image: Buffer;
      if (format === "bmp") {
        assertBmpSize(bytes);
        image = Buffer.from(bytes);
      } else {
        image = await prepareForOcr(bytes);
      }
      const text = await ocr(image);
      return { text, pages: 1, ocrPages: 1, ocrMs };
    }
  }
}

export async function extractDocument(bytes: Uint8Array, options: TExtractOptions): Promise<TExtractedDocument> {
  const { format, mimeType } = await detectDocumentFormat(bytes, { mimeType: options.mimeType, fileName: options.fileName });
  if (ZIP_FORMATS.has(format)) assertSafeZip(bytes);
  let read: Omit<TExtractedDocument, "format" | "mimeType">;
  try {
    read = await readByFormat(bytes, format, options);
  } catch (err) {
    if (err instanceof DocumentError) throw err;
    throw new DocumentError("UNREADABLE_DOCUMENT", `cannot read the ${format} file: ${(err as Error).message}`, { cause: err });
  }
  const text = tidyText(read.text);
  if (text.replace(/\s/g, "").length === 0) throw new DocumentError("DOCUMENT_HAS_NO_TEXT", `no text in the ${format} file`);
  return { format, mimeType, ...read, text };
}
