// Which files the admin may feed the knowledge base: PDF, Word (.docx), Excel (.xlsx, .xls),
// plain text and markdown — judged by their content, not only by their extension.
import { isUtf8 } from "node:buffer";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { ADMIN_UPLOAD_ACCEPTED_EXTENSIONS } from "@sachiv/contracts";

type TAccepted = (typeof ADMIN_UPLOAD_ACCEPTED_EXTENSIONS)[number];

const KIND_NAMES: Record<TAccepted, string> = {
  ".pdf": "PDF",
  ".docx": "Word (.docx)",
  ".xlsx": "Excel (.xlsx)",
  ".xls": "Excel (.xls)",
  ".txt": "plain text",
  ".md": "markdown",
};

export function acceptedExtension(fileName: string): TAccepted | undefined {
  const ext = path.extname(fileName).toLowerCase();
  return (ADMIN_UPLOAD_ACCEPTED_EXTENSIONS as readonly string[]).includes(ext) ? (ext as TAccepted) : undefined;
}

/** A file name safe to show and store: its last path part, no control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  const last = (name ?? "").split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = last.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (base || "file").slice(0, 255);
}

/** Undefined when the bytes are what the extension says; else why the file is refused (English). */
export async function checkFileContent(fileName: string, bytes: Uint8Array): Promise<string | undefined> {
  const ext = acceptedExtension(fileName);
  if (!ext) return `Unsupported file type: only ${ADMIN_UPLOAD_ACCEPTED_EXTENSIONS.join(", ")} are accepted`;
  const detected = await fileTypeFromBuffer(bytes);
  const ok = (() => {
    switch (ext) {
      case ".pdf":
        return detected?.ext === "pdf";
      case ".docx":
        return detected?.ext === "docx";
      case ".xlsx":
        return detected?.ext === "xlsx";
      case ".xls":
        // Excel 97–2003 is an OLE compound file ("cfb"), the container Word .doc shares.
        return detected?.ext === "xls" || detected?.ext === "cfb";
      case ".txt":
      case ".md":
        // Text: valid UTF-8 without NUL bytes, and not a known binary format.
        return detected === undefined && isUtf8(bytes) && !bytes.includes(0);
    }
  })();
  if (ok) return undefined;
  const found = detected ? `.${detected.ext} content` : "content that is not valid UTF-8 text";
  return `The content is not ${KIND_NAMES[ext]} (found ${found})`;
}
