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
  | "XLS_NOT_SUPPORTED"
  | "DOCUMENT_TOO_COMPLEX"
  | "PDF_PAGE_TOO_LARGE"
  | "DOCUMENT_QUEUE_FULL"
  | "DOCUMENTS_BUSY"
  | "OCR_RATE_LIMITED"
>;

const STATUS: Record<TDocumentErrorCode, number> = {
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_DOCUMENT_TYPE: 415,
  PPT_NOT_SUPPORTED: 415,
  UNREADABLE_DOCUMENT: 422,
  UNSAFE_ARCHIVE: 422,
  DOCUMENT_HAS_NO_TEXT: 422,
  OCR_UNAVAILABLE: 503,
  XLS_NOT_SUPPORTED: 415,
  DOCUMENT_TOO_COMPLEX: 422,
  PDF_PAGE_TOO_LARGE: 422,
  DOCUMENT_QUEUE_FULL: 429,
  DOCUMENTS_BUSY: 503,
  OCR_RATE_LIMITED: 429,
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
