// A document that cannot be read, with the API error code (and status) the official is shown.
import type { TApiErrorCode } from "@sachiv/content";

export type TDocumentErrorCode = Extract<
  TApiErrorCode,
  | "FILE_TOO_LARGE"
  | "UNSUPPORTED_DOCUMENT_TYPE"
  | "PPT_NOT_SUPPORTED"
  | "UNREADABLE_DOCUMENT"
  | "UNSAFE_ARCHIVE"
  | "DOCUMENT_HAS_NO_TEXT"
  | "OCR_UNAVAILABLE"
>;

const STATUS: Record<TDocumentErrorCode, number> = {
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_DOCUMENT_TYPE: 415,
  PPT_NOT_SUPPORTED: 415,
  UNREADABLE_DOCUMENT: 422,
  UNSAFE_ARCHIVE: 422,
  DOCUMENT_HAS_NO_TEXT: 422,
  OCR_UNAVAILABLE: 503,
};

export class DocumentError extends Error {
  readonly code: TDocumentErrorCode;
  readonly statusCode: number;
  constructor(code: TDocumentErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "DocumentError";
    this.code = code;
    this.statusCode = STATUS[code];
  }
}
