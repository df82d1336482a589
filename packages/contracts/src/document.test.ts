import { describe, expect, it } from "vitest";
import {
  MAX_DOCUMENT_BYTES,
  ZDocumentAnalyzeRequest,
  ZDocumentCleanupRequest,
  ZDocumentQuestionRequest,
  isAcceptedDocumentFileName,
} from "./document.ts";

const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

describe("document analysis request", () => {
  it("accepts bare base64 and data URLs", () => {
    expect(ZDocumentAnalyzeRequest.parse({ image_data: PNG, document_type: "image/png" })).toMatchObject({
      image_data: PNG,
      language: "hinglish",
    });
    expect(ZDocumentAnalyzeRequest.safeParse({ image_data: `data:image/jpeg;base64,${PNG}` }).success).toBe(true);
  });

  it("rejects non-base64 data and a missing file", () => {
    expect(ZDocumentAnalyzeRequest.safeParse({ image_data: "not base64!" }).success).toBe(false);
    expect(ZDocumentAnalyzeRequest.safeParse({ image_data: "" }).success).toBe(false);
    const missing = ZDocumentAnalyzeRequest.safeParse({ document_type: "application/pdf" });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(["image_data"]);
  });

  it("allows image_url instead of image_data", () => {
    expect(ZDocumentAnalyzeRequest.safeParse({ image_url: "http://localhost:3000/images/1.png" }).success).toBe(true);
    expect(ZDocumentAnalyzeRequest.safeParse({ image_url: "file:///etc/passwd" }).success).toBe(false);
  });

  it("checks the file name's extension against the accepted list", () => {
    expect(ZDocumentAnalyzeRequest.safeParse({ image_data: PNG, file_name: "Circular.PDF" }).success).toBe(true);
    expect(ZDocumentAnalyzeRequest.safeParse({ image_data: PNG, file_name: "scan" }).success).toBe(true);
    expect(ZDocumentAnalyzeRequest.safeParse({ image_data: PNG, file_name: "setup.exe" }).success).toBe(false);
  });

  it("has a 50 MB limit and an accept list", () => {
    expect(MAX_DOCUMENT_BYTES).toBe(52428800);
    expect(isAcceptedDocumentFileName("a.tiff")).toBe(true);
    expect(isAcceptedDocumentFileName("a.xlsx")).toBe(false);
  });
});

describe("document follow-ups", () => {
  const ids = { assistant_id: "a1", thread_id: "t1" };

  it("needs a non-empty question and the session ids", () => {
    expect(ZDocumentQuestionRequest.parse({ ...ids, question: " due date? ", language: "hindi" })).toEqual({
      ...ids,
      question: "due date?",
      language: "hindi",
    });
    expect(ZDocumentQuestionRequest.safeParse({ ...ids, question: "  " }).success).toBe(false);
    expect(ZDocumentQuestionRequest.safeParse({ question: "why?" }).success).toBe(false);
  });

  it("needs all three ids to clean up", () => {
    expect(ZDocumentCleanupRequest.safeParse({ ...ids, file_id: "f1" }).success).toBe(true);
    expect(ZDocumentCleanupRequest.safeParse({ ...ids, file_id: "" }).success).toBe(false);
  });
});
