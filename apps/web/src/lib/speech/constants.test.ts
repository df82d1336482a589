import { describe, expect, it } from "vitest";
import { SPEECH_RECOGNITION_LANG, SPEECH_SYNTHESIS_LANG } from "./constants";

describe("speech constants", () => {
  it("maps languages to speech codes", () => {
    expect(SPEECH_RECOGNITION_LANG).toEqual({ hindi: "hi-IN", hinglish: "en-US" });
    expect(SPEECH_SYNTHESIS_LANG).toEqual({ hindi: "hi-IN", hinglish: "en-IN" });
  });
});
