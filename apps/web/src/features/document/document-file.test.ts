import { MAX_DOCUMENT_BYTES } from "@sachiv/contracts";
import { t } from "@sachiv/content";
import { describe, expect, it } from "vitest";
import {
  base64ByteLength,
  DOCUMENT_ACCEPT,
  checkDocumentFile,
  formatFileSize,
  isImageFile,
  parseDataUrl,
  readBlobAsBase64,
} from "./document-file";

describe("DOCUMENT_ACCEPT", () => {
  it("lists the spec's fifteen extensions for the file picker", () => {
    expect(DOCUMENT_ACCEPT).toBe(".pdf,.doc,.docx,.ppt,.pptx,.txt,.jpg,.jpeg,.png,.gif,.bmp,.webp,.tiff,.csv,.rtf");
  });
});

describe("checkDocumentFile", () => {
  it("rejects a file over 50 MB with the spec's title and text", () => {
    const problem = checkDocumentFile({ name: "budget.pdf", size: MAX_DOCUMENT_BYTES + 1 });
    expect(problem).not.toBeNull();
    expect(t(problem!.title, "hinglish")).toBe("File too large");
    expect(t(problem!.message, "hinglish")).toBe("Please upload a file smaller than 50MB.");
  });

  it("takes a file of exactly 50 MB", () => {
    expect(checkDocumentFile({ name: "budget.pdf", size: MAX_DOCUMENT_BYTES })).toBeNull();
  });

  it.each([
    "circular.PDF",
    "a.doc",
    "a.docx",
    "a.ppt",
    "a.pptx",
    "a.txt",
    "a.csv",
    "a.rtf",
    "photo.JPG",
    "a.jpeg",
    "a.png",
    "a.gif",
    "a.bmp",
    "a.webp",
    "scan.tiff",
  ])("takes %s", (name) => {
    expect(checkDocumentFile({ name, size: 10 })).toBeNull();
  });

  it.each(["setup.exe", "sheet.xlsx", "notes", "archive.zip", "page.html"])("refuses %s as a file error", (name) => {
    const problem = checkDocumentFile({ name, size: 10 });
    expect(problem && t(problem.title, "hinglish")).toBe("File mein dikkat");
  });

  it("refuses an empty file", () => {
    expect(checkDocumentFile({ name: "khaali.txt", size: 0 })?.message).toBe("document.emptyFile");
  });

  it("says too large before anything else (a huge unsupported file)", () => {
    expect(checkDocumentFile({ name: "movie.mkv", size: MAX_DOCUMENT_BYTES * 2 })?.title).toBe(
      "document.fileTooLargeTitle",
    );
  });
});

describe("formatFileSize", () => {
  it.each([
    [0, "0 Bytes"],
    [512, "512 Bytes"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [5 * 1024 * 1024, "5 MB"],
    [MAX_DOCUMENT_BYTES + 1, "50 MB"],
    [3.25 * 1024 ** 3, "3.3 GB"],
  ])("%d bytes → %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe("readBlobAsBase64", () => {
  it("encodes text, including Hindi, exactly like Node's base64", async () => {
    const text = "ग्राम पंचायत — ₹2.5 lakh, 15/08/2025";
    const base64 = await readBlobAsBase64(new Blob([text]));
    expect(base64).toBe(Buffer.from(text, "utf8").toString("base64"));
    expect(Buffer.from(base64, "base64").toString("utf8")).toBe(text);
  });

  it("round-trips every byte value across many chunks", async () => {
    const bytes = new Uint8Array(200_003);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 256;
    const base64 = await readBlobAsBase64(new File([bytes], "x.pdf"));
    expect(base64).toBe(Buffer.from(bytes).toString("base64"));
    expect(base64ByteLength(base64)).toBe(bytes.length);
  });

  it("gives an empty string for an empty blob", async () => {
    expect(await readBlobAsBase64(new Blob([]))).toBe("");
  });
});

describe("parseDataUrl", () => {
  it("splits a camera JPEG data URL", () => {
    expect(parseDataUrl("data:image/jpeg;base64,/9j/4AAQ")).toEqual({ mimeType: "image/jpeg", base64: "/9j/4AAQ" });
  });

  it("refuses what is not base64 data", () => {
    expect(parseDataUrl("data:,")).toBeNull();
    expect(parseDataUrl("data:text/plain,hello")).toBeNull();
    expect(parseDataUrl("https://example.org/a.png")).toBeNull();
  });
});

describe("base64ByteLength", () => {
  it.each(["", "a", "ab", "abc", "abcd"])("counts the bytes of %j", (text) => {
    expect(base64ByteLength(Buffer.from(text).toString("base64"))).toBe(text.length);
  });
});

describe("isImageFile", () => {
  it("knows pictures by type or by name", () => {
    expect(isImageFile({ name: "scan", type: "image/webp" })).toBe(true);
    expect(isImageFile({ name: "scan.TIFF", type: "" })).toBe(true);
    expect(isImageFile({ name: "circular.pdf", type: "application/pdf" })).toBe(false);
  });
});
