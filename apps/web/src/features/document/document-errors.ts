// Which of the spec's §8 error titles and texts a failure of the document screen gets: analysis,
// follow-up question, image generation and camera. The server's own message (already in the
// official's language) is kept wherever it explains more than a generic text would.
import type { TApiErrorCode, TUiKey } from "@sachiv/content";
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

/** A set of the server's error codes (packages/content errors.ts): a renamed code fails to compile. */
const codeSet = (...codes: TApiErrorCode[]): ReadonlySet<string> => new Set<string>(codes);
const hasCode = (codes: ReadonlySet<string>, error: unknown): boolean =>
  isApiResponseError(error) && error.code !== undefined && codes.has(error.code);

// The server's codes for a file it cannot take or read.
const FILE_ERROR_CODES = codeSet(
  "UNSUPPORTED_DOCUMENT_TYPE",
  "PPT_NOT_SUPPORTED",
  "UNREADABLE_DOCUMENT",
  "UNSAFE_ARCHIVE",
  "UNSUPPORTED_MEDIA_TYPE",
);
const TOO_LARGE_CODES = codeSet("FILE_TOO_LARGE", "PAYLOAD_TOO_LARGE");
// A file it read but found nothing in, or could not look at right now.
const ANALYSIS_ERROR_CODES = codeSet("DOCUMENT_HAS_NO_TEXT", "OCR_UNAVAILABLE");
const ANALYSIS_REQUIRED_CODES = codeSet("ANALYSIS_REQUIRED");
const INAPPROPRIATE_CODES = codeSet("INAPPROPRIATE_IMAGE_PROMPT");
const DAILY_LIMIT_CODES = codeSet("IMAGE_LIMIT_EXCEEDED");

/** Spec §8 "Document analysis": Connection, Service, File, Analysis or Unknown Error. */
export function analysisFailure(error: unknown): TAnalysisFailure {
  if (!(error instanceof Error)) return { title: "document.unknownErrorTitle", message: { key: "chatError.unknown" } };
  if (error instanceof FileReadError)
    return { title: "document.fileErrorTitle", message: { key: "document.readFailed" } };
  if (isNetworkError(error)) return { title: "document.connectionErrorTitle", message: { key: "api.networkError" } };
  if (isApiResponseError(error)) {
    if (hasCode(TOO_LARGE_CODES, error) || error.status === 413) {
      return { title: "document.fileTooLargeTitle", message: serverText(error, "document.fileTooLarge") };
    }
    if (hasCode(FILE_ERROR_CODES, error))
      return { title: "document.fileErrorTitle", message: serverText(error, "document.unsupportedType") };
    if (hasCode(ANALYSIS_ERROR_CODES, error))
      return { title: "document.analysisErrorTitle", message: serverText(error, "document.chatError") };
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
  if (hasCode(ANALYSIS_REQUIRED_CODES, error) || (isApiResponseError(error) && error.status === 404)) {
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
  if (/appropriate|suitable/i.test(error.message) || hasCode(INAPPROPRIATE_CODES, error)) {
    return { title: "image.inappropriateTitle", message: serverText(error, "image.inappropriate") };
  }
  const isDailyLimit =
    /limit exceeded/i.test(error.message) ||
    hasCode(DAILY_LIMIT_CODES, error) ||
    (isApiResponseError(error) && error.status === 429 && error.code !== "RATE_LIMITED");
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
