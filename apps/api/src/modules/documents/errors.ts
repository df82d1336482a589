// A document that cannot be read, with the API error code (and status) the official is shown.
import { apiErrorStatus, type TApiErrorCode } from "@sachiv/content";

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

export class DocumentError extends Error {
  readonly code: TDocumentErrorCode;
  readonly statusCode: number;
  constructor(code: TDocumentErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "DocumentError";
    this.code = code;
    this.statusCode = apiErrorStatus[code];
  }
}
