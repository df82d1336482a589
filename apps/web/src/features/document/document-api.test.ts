import { ZDocumentAnalyzeRequest } from "@sachiv/contracts";
import { describe, expect, it } from "vitest";
import { fileNameFromDisposition } from "@/lib/download";
import { absoluteImageUrl, buildAnalyzeRequest } from "./document-api";

describe("buildAnalyzeRequest", () => {
  it("sends a chosen file as base64 with its type and name, valid for POST /document", async () => {
    const text = "ग्राम पंचायत रामपुर\nपत्रांक 123/2025";
    const file = new File([text], "circular.txt", { type: "text/plain" });
    const body = await buildAnalyzeRequest(
      { kind: "file", file, name: file.name, size: file.size, mimeType: file.type },
      "hindi",
    );
    expect(body).toMatchObject({ document_type: "text/plain", file_name: "circular.txt", language: "hindi" });
    expect(Buffer.from(body.image_data!, "base64").toString("utf8")).toBe(text);
    expect(ZDocumentAnalyzeRequest.safeParse(body).success).toBe(true);
  });

  it("sends a camera photo as bare base64 JPEG without a file name", async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString("base64");
    const body = await buildAnalyzeRequest(
      { kind: "photo", dataUrl: `data:image/jpeg;base64,${jpeg}`, size: 7 },
      "hinglish",
    );
    expect(body).toEqual({ image_data: jpeg, document_type: "image/jpeg", language: "hinglish" });
    expect(ZDocumentAnalyzeRequest.safeParse(body).success).toBe(true);
  });

  it("sends the bytes of a generated image given as a data URL", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString("base64");
    const body = await buildAnalyzeRequest(
      { kind: "generated", imageUrl: `data:image/png;base64,${png}`, prompt: "p" },
      "hinglish",
    );
    expect(body).toEqual({ image_data: png, document_type: "image/png", language: "hinglish" });
  });
});

describe("absoluteImageUrl", () => {
  it("resolves an API path against the page's origin and leaves data URLs alone", () => {
    expect(absoluteImageUrl("/api/images/abc", "https://sachiv.example")).toBe("https://sachiv.example/api/images/abc");
    expect(absoluteImageUrl("https://cdn.example/x.png", "https://sachiv.example")).toBe("https://cdn.example/x.png");
    expect(absoluteImageUrl("data:image/png;base64,AAAA", "https://sachiv.example")).toBe("data:image/png;base64,AAAA");
  });
});

describe("fileNameFromDisposition", () => {
  it.each([
    ['attachment; filename="chart-2025.png"', "chart-2025.png"],
    ["attachment; filename=chart.png", "chart.png"],
    [`attachment; filename="chart.png"; filename*=UTF-8''${encodeURIComponent("चार्ट.png")}`, "चार्ट.png"],
    ["attachment", null],
    [null, null],
  ])("%s → %s", (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});
