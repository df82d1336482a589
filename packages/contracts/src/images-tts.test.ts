import { describe, expect, it } from "vitest";
import { ZDownloadImageQuery, ZGenerateImageRequest } from "./images.ts";
import { ZTtsSynthesizeRequest } from "./tts.ts";

describe("image generation", () => {
  it("trims the prompt and refuses an empty one", () => {
    expect(ZGenerateImageRequest.parse({ prompt: "  bar chart of MGNREGA days  " })).toEqual({
      prompt: "bar chart of MGNREGA days",
      language: "hinglish",
    });
    expect(ZGenerateImageRequest.safeParse({ prompt: "   " }).success).toBe(false);
    expect(ZGenerateImageRequest.safeParse({ prompt: "x".repeat(1001) }).success).toBe(false);
  });

  it("downloads only http(s) URLs", () => {
    expect(ZDownloadImageQuery.safeParse({ url: "https://example.org/i.png" }).success).toBe(true);
    expect(ZDownloadImageQuery.safeParse({ url: "data:image/png;base64,AAAA" }).success).toBe(false);
    expect(ZDownloadImageQuery.safeParse({}).success).toBe(false);
  });
});

describe("text-to-speech", () => {
  it("defaults to a female voice as MP3 and is lenient on language", () => {
    expect(ZTtsSynthesizeRequest.parse({ text: "namaste", language: "hi" })).toEqual({
      text: "namaste",
      language: "hinglish",
      gender: "female",
      format: "mp3",
    });
    expect(ZTtsSynthesizeRequest.parse({ text: "नमस्ते", format: "opus" }).format).toBe("opus");
    expect(ZTtsSynthesizeRequest.safeParse({ text: "नमस्ते", format: "flac" }).success).toBe(false);
    expect(ZTtsSynthesizeRequest.parse({ text: "नमस्ते", language: "hindi", gender: "male" }).gender).toBe("male");
  });

  it("rejects empty text and unknown genders", () => {
    expect(ZTtsSynthesizeRequest.safeParse({ text: " " }).success).toBe(false);
    expect(ZTtsSynthesizeRequest.safeParse({ text: "a", gender: "robot" }).success).toBe(false);
  });
});
