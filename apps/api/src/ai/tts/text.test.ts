import { describe, expect, it } from "vitest";
import { cleanForSpeech } from "./text.ts";

describe("cleanForSpeech", () => {
  it("drops link targets, URLs and citation marks, keeping the words", () => {
    expect(cleanForSpeech("Gram sabha 4 baar [1]. [Portal](https://x.gov.in) dekhein [2, 3] ya https://y.in")).toBe(
      "Gram sabha 4 baar. Portal dekhein ya",
    );
  });
});
