import { describe, expect, it } from "vitest";
import { SAME_GAP, SAME_QUESTION, isSameQuestion, questionTerms } from "./question-similarity.ts";

describe("question similarity", () => {
  it("finds a Hindi question and its Hinglish paraphrase the same", () => {
    const hindi = questionTerms("मनरेगा में कितने दिन काम मिलता है?");
    expect(isSameQuestion(hindi, questionTerms("manrega me kitne din kaam milta hai"), SAME_QUESTION)).toBe(true);
    expect(isSameQuestion(hindi, questionTerms("mnrega mein kitne din ka kaam milega"), SAME_GAP)).toBe(true);
  });
  it("keeps questions about other things apart", () => {
    const days = questionTerms("मनरेगा में कितने दिन काम मिलता है?");
    expect(isSameQuestion(days, questionTerms("manrega ki mazdoori kitni hai"), SAME_GAP)).toBe(false);
    expect(isSameQuestion(days, questionTerms("ग्राम सभा की बैठक कब होती है"), SAME_GAP)).toBe(false);
  });
});
