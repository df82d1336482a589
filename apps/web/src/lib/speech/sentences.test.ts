import { describe, expect, it } from "vitest";
import { splitSentences, takeSentences } from "./sentences";

describe("takeSentences", () => {
  it("takes complete sentences (Latin and danda) and keeps the unfinished rest", () => {
    expect(takeSentences("ग्राम सभा साल में चार बार होती है। पहली बैठक 26 जन")).toEqual({
      sentences: ["ग्राम सभा साल में चार बार होती है।"],
      rest: "पहली बैठक 26 जन",
    });
    expect(takeSentences("Gram Sabha saal mein 4 baar hoti hai. Kya aap")).toEqual({
      sentences: ["Gram Sabha saal mein 4 baar hoti hai."],
      rest: "Kya aap",
    });
  });

  it("waits for the space after a full stop: it may be a decimal or an abbreviation", () => {
    expect(takeSentences("Amount is 2.").sentences).toEqual([]);
    expect(takeSentences("Amount is 2.5 lakh. Next").sentences).toEqual(["Amount is 2.5 lakh."]);
    expect(takeSentences("Rs. 500 milte hain. Aur").sentences).toEqual(["Rs. 500 milte hain."]);
    expect(takeSentences("Dr. Sharma ne kaha! Phir").sentences).toEqual(["Dr. Sharma ne kaha!"]);
  });

  it("ends list items and headings at line breaks, without their markdown marks", () => {
    const { sentences, rest } = takeSentences("**Gram Sabha**\n1. Pehli baithak\n- *Doosri* [link](https://x.in)\nAb");
    expect(sentences).toEqual(["Gram Sabha", "Pehli baithak", "Doosri link"]);
    expect(rest).toBe("Ab");
  });

  it("splits a whole reply, rest included", () => {
    expect(splitSentences("Ek. Do? Teen")).toEqual(["Ek.", "Do?", "Teen"]);
    expect(splitSentences("   ")).toEqual([]);
  });
});
