// The document screen's file handling in the browser: which files the upload box takes (type and
// the spec's 50 MB limit, checked before anything is read or sent), sizes for people, and the
// file's bytes as base64 for POST /document's image_data.
import { DOCUMENT_ACCEPTED_EXTENSIONS, isAcceptedDocumentFileName, MAX_DOCUMENT_BYTES } from "@sachiv/contracts";
import type { TUiKey } from "@sachiv/content";

/** Value for the upload box's `<input type="file" accept>`. */
export const DOCUMENT_ACCEPT = DOCUMENT_ACCEPTED_EXTENSIONS.map((e) => `.${e}`).join(",");

export type TFileProblem = { title: TUiKey; message: TUiKey };

/** What is wrong with a chosen file, or null when it may be analysed. Reads nothing. */
export function checkDocumentFile(file: { name: string; size: number }): TFileProblem | null {
  if (file.size > MAX_DOCUMENT_BYTES) return { title: "document.fileTooLargeTitle", message: "document.fileTooLarge" };
  if (!isAcceptedDocumentFileName(file.name))
    return { title: "document.fileErrorTitle", message: "document.unsupportedType" };
  if (file.size === 0) return { title: "document.fileErrorTitle", message: "document.emptyFile" };
  return null;
}

const SIZE_UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/** "0 Bytes", "512 Bytes", "1.5 KB", "12.3 MB" (spec §9: Bytes, KB, MB, GB; 1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  const rounded = exponent === 0 ? value : Math.round(value * 10) / 10;
  return `${rounded} ${SIZE_UNITS[exponent]}`;
}

// A multiple of 3, so every chunk encodes to whole base64 quads and the pieces join cleanly.
const CHUNK_BYTES = 3 * 8 * 1024;

/**
 * The bytes of a file or blob as bare base64 (no data-URL prefix). Browsers encode natively
 * (FileReader: a 50 MB file in ~0.2 s in Chromium, where encoding in JavaScript took ~1.8 s);
 * elsewhere the bytes are encoded in chunks.
 */
export async function readBlobAsBase64(blob: Blob): Promise<string> {
  if (typeof FileReader !== "undefined") return readWithFileReader(blob);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
    parts.push(btoa(String.fromCharCode(...bytes.subarray(start, start + CHUNK_BYTES))));
  }
  return parts.join("");
}

function readWithFileReader(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = typeof reader.result === "string" ? reader.result : "";
      resolve(dataUrl.slice(dataUrl.indexOf(",") + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(blob);
  });
}

export type TDataUrl = { mimeType: string; base64: string };

/** Splits `data:image/jpeg;base64,AAAA` into its type and payload; null if it is not base64 data. */
export function parseDataUrl(dataUrl: string): TDataUrl | null {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w.+-]+=[\w.+-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl);
  if (!match || !match[2]) return null;
  return { mimeType: match[1] ?? "application/octet-stream", base64: match[2] };
}

/** Bytes in a base64 payload (for the size shown with a camera photo). */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** True for the image types the upload box takes, by MIME type or, failing that, by name. */
export function isImageFile(file: { name: string; type: string }): boolean {
  if (file.type.startsWith("image/")) return true;
  return /\.(jpe?g|png|gif|bmp|webp|tiff)$/i.test(file.name);
}
