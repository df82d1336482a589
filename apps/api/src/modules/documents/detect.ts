// What a file is, decided by its bytes (file-type's signatures, the streams inside an OLE2
// compound file, text sniffing), never by its name; the name or browser MIME type only tells a
// CSV from other plain text.
import { fileTypeFromBuffer } from "file-type";
import { DocumentError } from "./errors.ts";

export type TDocumentFormat =
  | "pdf"
  | "doc"
  | "docx"
  | "ppt"
  | "pptx"
  | "xls"
  | "xlsx"
  | "txt"
  | "csv"
  | "rtf"
  | "jpg"
  | "png"
  | "gif"
  | "bmp"
  | "webp"
  | "tif";

export const IMAGE_FORMATS: ReadonlySet<TDocumentFormat> = new Set(["jpg", "png", "gif", "bmp", "webp", "tif"]);
export const ZIP_FORMATS: ReadonlySet<TDocumentFormat> = new Set(["docx", "pptx", "xlsx"]);

export const MIME_TYPES: Record<TDocumentFormat, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  txt: "text/plain",
  csv: "text/csv",
  rtf: "application/rtf",
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  bmp: "image/bmp",
  webp: "image/webp",
  tif: "image/tiff",
};

const BY_FILE_TYPE: Record<string, TDocumentFormat> = {
  pdf: "pdf",
  docx: "docx",
  pptx: "pptx",
  xlsx: "xlsx",
  rtf: "rtf",
  jpg: "jpg",
  png: "png",
  gif: "gif",
  bmp: "bmp",
  webp: "webp",
  tif: "tif",
};

/** Stream names of the OLE2 formats, as stored in the directory (UTF-16LE). */
const OLE_STREAMS: [string, TDocumentFormat][] = [
  ["WordDocument", "doc"],
  ["PowerPoint Document", "ppt"],
  ["Workbook", "xls"],
  ["Book", "xls"],
];

function oleFormat(bytes: Uint8Array): TDocumentFormat | undefined {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return OLE_STREAMS.find(([name]) => buf.includes(Buffer.from(name, "utf16le")))?.[1];
}

/** UTF-8 (or UTF-16 with a byte-order mark) text without control bytes other than whitespace. */
function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const head = bytes.subarray(0, 64 * 1024);
  let text: string;
  try {
    // A multi-byte character cut at the end of the sample is not an error.
    text = new TextDecoder("utf-8", { fatal: true }).decode(
      head.subarray(0, head.length === bytes.length ? head.length : lastCharBoundary(head)),
    );
  } catch {
    return false;
  }
  // Control characters other than tab, newlines, form feed and escape mean binary data.
  // eslint-disable-next-line no-control-regex -- looking for exactly those bytes
  return !/[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/.test(text);
}

function lastCharBoundary(bytes: Uint8Array): number {
  let end = bytes.length;
  while (end > 0 && (bytes[end - 1]! & 0xc0) === 0x80) end--;
  return end > 0 && bytes[end - 1]! >= 0xc0 ? end - 1 : bytes.length;
}

/** Comma-, semicolon- or tab-separated rows: the same separator count on most of the first lines. */
function looksLikeCsv(text: string): boolean {
  const lines = text
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "")
    .slice(0, 20);
  if (lines.length < 2) return false;
  // Separators inside "quoted, fields" do not count.
  const unquoted = lines.map((l) => l.replace(/"(?:[^"]|"")*"/g, '""'));
  return [",", ";", "\t"].some((sep) => {
    const counts = unquoted.map((l) => l.split(sep).length - 1);
    const first = counts[0]!;
    return first >= 1 && counts.filter((c) => c === first).length >= Math.ceil(lines.length * 0.8);
  });
}

export type TDetected = { format: TDocumentFormat; mimeType: string };

export async function detectDocumentFormat(
  bytes: Uint8Array,
  hints: { mimeType?: string; fileName?: string } = {},
): Promise<TDetected> {
  const found = await fileTypeFromBuffer(bytes);
  let format: TDocumentFormat | undefined;
  if (found?.ext === "cfb") {
    format = oleFormat(bytes);
  } else if (found) {
    format = BY_FILE_TYPE[found.ext];
    if (!format) throw new DocumentError("UNSUPPORTED_DOCUMENT_TYPE", `unsupported file type ${found.mime}`);
  } else if (looksLikeText(bytes)) {
    const head = new TextDecoder().decode(bytes.subarray(0, 8));
    if (head.startsWith("{\\rtf")) format = "rtf";
    else {
      const saysCsv = /csv|comma-separated/i.test(hints.mimeType ?? "") || /\.csv$/i.test(hints.fileName ?? "");
      const sample = new TextDecoder().decode(bytes.subarray(0, 16 * 1024));
      format = saysCsv || looksLikeCsv(sample) ? "csv" : "txt";
    }
  }
  if (!format) throw new DocumentError("UNSUPPORTED_DOCUMENT_TYPE", "unrecognised file content");
  return { format, mimeType: MIME_TYPES[format] };
}
