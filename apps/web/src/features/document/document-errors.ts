// Which of the spec's §8 error titles and texts a failure of the document screen gets: analysis,
// follow-up question, image generation and camera. The server's own message (already in the
// official's language) is kept wherever it explains more than a generic text would.
import type { TUiKey } from "@sachiv/content";
import { isApiResponseError } from "@/lib/api";
import type { TAnalysisFailure } from "./document-state";

export type TFailureView = TAnalysisFailure;

/** The server answered 200 with success: false; `message` is its explanation. */
export class UnsuccessfulAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnsuccessfulAnswerError";
  }
}

/** The chosen file could not be read in the browser (moved, deleted, no permission any more). */
export class FileReadError extends Error {
  constructor(cause: unknown) {
    super("The file could not be read", { cause });
    this.name = "FileReadError";
  }
}

function isNetworkError(error: Error): boolean {
  if (error instanceof FileReadError) return false;
  if (isApiResponseError(error)) return false;
  return error.name === "TypeError" || /fetch|network/i.test(error.message);
}

function serverText(error: Error, fallback: TUiKey): { text: string } | { key: TUiKey } {
  if ((isApiResponseError(error) || error instanceof UnsuccessfulAnswerError) && error.message.trim() !== "") {
    return { text: error.message };
  }
  return { key: fallback };
}

// The server's codes (packages/content errors.ts) for a file it cannot take or read.
const FILE_ERROR_CODES = new Set([
  "UNSUPPORTED_DOCUMENT_TYPE",
  "PPT_NOT_SUPPORTED",
  "UNREADABLE_DOCUMENT",
  "UNSAFE_ARCHIVE",
  "UNSUPPORTED_MEDIA_TYPE",
]);
// A file it read but found nothing in, or could not look at right now.
const ANALYSIS_ERROR_CODES = new Set(["DOCUMENT_HAS_NO_TEXT", "OCR_UNAVAILABLE"]);

/** Spec §8 "Document analysis": Connection, Service, File, Analysis or Unknown Error. */
export function analysisFailure(error: unknown): TAnalysisFailure {
  if (!(error instanceof Error)) return { title: "document.unknownErrorTitle", message: { key: "chatError.unknown" } };
  if (error instanceof FileReadError)
    return { title: "document.fileErrorTitle", message: { key: "document.readFailed" } };
  if (isNetworkError(error)) return { title: "document.connectionErrorTitle", message: { key: "api.networkError" } };
  if (isApiResponseError(error)) {
    const code = error.code ?? "";
    if (code === "FILE_TOO_LARGE" || code === "PAYLOAD_TOO_LARGE" || error.status === 413) {
      return { title: "document.fileTooLargeTitle", message: serverText(error, "document.fileTooLarge") };
    }
    if (FILE_ERROR_CODES.has(code))
      return { title: "document.fileErrorTitle", message: serverText(error, "document.unsupportedType") };
    if (ANALYSIS_ERROR_CODES.has(code))
      return { title: "document.analysisErrorTitle", message: serverText(error, "document.chatError") };
    if (error.status === 413)
      return { title: "document.fileTooLargeTitle", message: serverText(error, "document.fileTooLarge") };
    if (error.status === 400 || error.status === 415) {
      return { title: "document.fileErrorTitle", message: serverText(error, "document.unsupportedType") };
    }
    if (error.status === 401 || error.status === 403 || error.status === 429 || error.status >= 500) {
      return { title: "document.serviceErrorTitle", message: serverText(error, "chatError.serviceTemporary") };
    }
  }
  return { title: "document.analysisErrorTitle", message: serverText(error, "document.chatError") };
}

/** A failed follow-up question: no analysis (anymore) on the server, or the spec's generic text. */
export function questionFailureKey(error: unknown): TUiKey {
  if (isApiResponseError(error) && (/ANALYSIS_REQUIRED/i.test(error.code ?? "") || error.status === 404)) {
    return "document.analysisRequired";
  }
  return "document.followUpFailed";
}

/**
 * Spec §8 "Image generation": Inappropriate Content when the message says the prompt is not
 * appropriate or suitable, Limit Exceeded for the daily limit, Connection Error, else Image Error.
 */
export function imageFailure(error: unknown): TFailureView {
  if (!(error instanceof Error)) return { title: "image.errorTitle", message: { key: "chatError.unknown" } };
  if (isNetworkError(error)) return { title: "image.connectionErrorTitle", message: { key: "api.networkError" } };
  const code = isApiResponseError(error) ? (error.code ?? "") : "";
  if (/appropriate|suitable/i.test(error.message) || /INAPPROPRIATE|NOT_PERMITTED/i.test(code)) {
    return { title: "image.inappropriateTitle", message: serverText(error, "image.inappropriate") };
  }
  const isDailyLimit =
    /limit exceeded/i.test(error.message) ||
    /IMAGE.*LIMIT|DAILY|QUOTA/i.test(code) ||
    (isApiResponseError(error) && error.status === 429 && code !== "RATE_LIMITED");
  if (isDailyLimit) return { title: "image.limitExceededTitle", message: { key: "image.limitExceeded" } };
  return { title: "image.errorTitle", message: serverText(error, "chatError.somethingWrong") };
}

/** getUserMedia's failure as the official should read it. */
export function cameraErrorKey(error: unknown): TUiKey {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  switch (name) {
    case "NotAllowedError":
    case "PermissionDeniedError":
    case "SecurityError":
      return "camera.denied";
    case "NotFoundError":
    case "DevicesNotFoundError":
    case "OverconstrainedError":
      return "camera.notFound";
    case "NotReadableError":
    case "TrackStartError":
    case "AbortError":
      return "camera.inUse";
    default:
      return "camera.unavailable";
  }
}
