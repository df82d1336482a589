import { describe, expect, it } from "vitest";
import type { TApiErrorCode } from "@sachiv/content";
import { ApiResponseError } from "@/lib/api";
import {
  analysisFailure,
  cameraErrorKey,
  FileReadError,
  imageFailure,
  questionFailureKey,
  UnsuccessfulAnswerError,
} from "./document-errors";

// Only the server's own codes compile here: a test cannot pass through a code the server never sends.
const apiError = (status: number, code: TApiErrorCode, message: string) =>
  new ApiResponseError(status, message, { statusCode: status, code, error: "x", message });

describe("analysisFailure", () => {
  it("a lost connection is a Connection Error", () => {
    expect(analysisFailure(new TypeError("Failed to fetch")).title).toBe("document.connectionErrorTitle");
  });

  it("a refused file is a File Error with the server's own explanation", () => {
    // 422 alone would be an Analysis Error: the code decides.
    const failure = analysisFailure(apiError(422, "UNSUPPORTED_DOCUMENT_TYPE", "Yeh file kharab hai"));
    expect(failure).toEqual({ title: "document.fileErrorTitle", message: { text: "Yeh file kharab hai" } });
  });

  it.each<TApiErrorCode>(["UNSUPPORTED_DOCUMENT_TYPE", "PPT_NOT_SUPPORTED", "UNREADABLE_DOCUMENT", "UNSAFE_ARCHIVE"])(
    "the server's %s is a File Error",
    (code) => {
      expect(analysisFailure(apiError(422, code, "m")).title).toBe("document.fileErrorTitle");
    },
  );

  // 503 alone would be a Service Error: the code decides.
  it.each<TApiErrorCode>(["DOCUMENT_HAS_NO_TEXT", "OCR_UNAVAILABLE"])(
    "the server's %s is an Analysis Error",
    (code) => {
      expect(analysisFailure(apiError(503, code, "m")).title).toBe("document.analysisErrorTitle");
    },
  );

  it("a file the server finds too large gets the File too large title", () => {
    expect(analysisFailure(apiError(413, "PAYLOAD_TOO_LARGE", "Bahut bada")).title).toBe("document.fileTooLargeTitle");
    expect(analysisFailure(apiError(400, "FILE_TOO_LARGE", "File too large.")).title).toBe(
      "document.fileTooLargeTitle",
    );
  });

  it.each([500, 503, 401, 429])("HTTP %d is a Service Error", (status) => {
    expect(analysisFailure(apiError(status, "INTERNAL", "m")).title).toBe("document.serviceErrorTitle");
  });

  it("an unreadable document or an unsuccessful answer is an Analysis Error", () => {
    // 400 alone would be a File Error: the code decides.
    expect(analysisFailure(apiError(400, "DOCUMENT_HAS_NO_TEXT", "Koi text nahi mila")).title).toBe(
      "document.analysisErrorTitle",
    );
    expect(analysisFailure(new UnsuccessfulAnswerError("Analysis nahi ho saka"))).toEqual({
      title: "document.analysisErrorTitle",
      message: { text: "Analysis nahi ho saka" },
    });
  });

  it("a file the browser can no longer read is a File Error, not a connection problem", () => {
    expect(analysisFailure(new FileReadError(new DOMException("gone", "NotReadableError")))).toEqual({
      title: "document.fileErrorTitle",
      message: { key: "document.readFailed" },
    });
  });

  it("a thrown non-Error is an Unknown Error", () => {
    expect(analysisFailure("boom").title).toBe("document.unknownErrorTitle");
  });
});

describe("imageFailure", () => {
  it("a message saying the prompt is not appropriate or suitable is Inappropriate Content", () => {
    expect(imageFailure(new UnsuccessfulAnswerError("This prompt is not suitable for official use")).title).toBe(
      "image.inappropriateTitle",
    );
    expect(imageFailure(apiError(400, "VALIDATION_FAILED", "Inappropriate request")).title).toBe(
      "image.inappropriateTitle",
    );
  });

  it("a refusal in Hindi is recognised by its code and keeps the Hindi message", () => {
    const failure = imageFailure(apiError(422, "INAPPROPRIATE_IMAGE_PROMPT", "यह विवरण उपयुक्त नहीं है"));
    expect(failure).toEqual({ title: "image.inappropriateTitle", message: { text: "यह विवरण उपयुक्त नहीं है" } });
  });

  it("the daily limit is Limit Exceeded with the spec's text", () => {
    expect(imageFailure(apiError(429, "IMAGE_LIMIT_EXCEEDED", "Aaj ki seema poori"))).toEqual({
      title: "image.limitExceededTitle",
      message: { key: "image.limitExceeded" },
    });
  });

  it("the general request rate limit is not the daily limit", () => {
    expect(imageFailure(apiError(429, "RATE_LIMITED", "Bahut saari requests")).title).toBe("image.errorTitle");
  });

  it("no connection is a Connection Error; anything else an Image Error", () => {
    expect(imageFailure(new TypeError("NetworkError when attempting to fetch resource.")).title).toBe(
      "image.connectionErrorTitle",
    );
    expect(imageFailure(apiError(500, "INTERNAL", "Kuch galat")).title).toBe("image.errorTitle");
  });
});

describe("questionFailureKey", () => {
  it("an expired or missing analysis asks for an analysis first", () => {
    expect(questionFailureKey(apiError(409, "ANALYSIS_REQUIRED", "x"))).toBe("document.analysisRequired");
    expect(questionFailureKey(apiError(404, "NOT_FOUND", "x"))).toBe("document.analysisRequired");
  });

  it("anything else is the spec's follow-up failure", () => {
    expect(questionFailureKey(new TypeError("Failed to fetch"))).toBe("document.followUpFailed");
    expect(questionFailureKey(apiError(500, "INTERNAL", "x"))).toBe("document.followUpFailed");
  });
});

describe("cameraErrorKey", () => {
  it.each([
    ["NotAllowedError", "camera.denied"],
    ["SecurityError", "camera.denied"],
    ["NotFoundError", "camera.notFound"],
    ["OverconstrainedError", "camera.notFound"],
    ["NotReadableError", "camera.inUse"],
    ["SomethingElse", "camera.unavailable"],
  ])("%s → %s", (name, key) => {
    expect(cameraErrorKey(new DOMException("x", name))).toBe(key);
  });

  it("a non-error is 'Camera not available.'", () => {
    expect(cameraErrorKey(undefined)).toBe("camera.unavailable");
  });
});
