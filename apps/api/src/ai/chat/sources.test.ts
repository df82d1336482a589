import { describe, expect, it } from "vitest";
import { coverage, weightedConcepts } from "./sources.ts";

const terms = (question: string) => weightedConcepts(question).map((c) => c.alternatives[0]!.term);

describe("what a question asks", () => {
  it("keeps a lexicon term only when the question's word is one of its words, not a spelling coincidence", () => {
    expect(terms("What is the GST rate on cement?")).not.toContain("rti");
    expect(terms("RTI ka jawab kitne din mein")).toContain("rti");
    expect(terms("पैन कार्ड खो जाए तो क्या करें")).not.toContain("water");
    expect(terms("हर घर जल में प्रति व्यक्ति कितना पानी")).toContain("water");
    expect(terms("chhua chhoot ke baare mein samvidhan kya kehta hai")).toContain("untouchability");
  });

  it("gives a short skeleton no credit for a different word with the same consonants", () => {
    const concepts = weightedConcepts("पैन कार्ड");
    const pan = coverage(concepts, { content: "पैन कार्ड बनवाने के लिए" });
    const pani = coverage(concepts, { content: "पानी का कार्ड" });
    expect(pan).toBe(1);
    expect(pani).toBeLessThan(0.5);
  });

  it("counts a Hindi word's English translation in English text, not an English loan word in Hindi text", () => {
    const concepts = weightedConcepts("बिजली का बिल कैसे भरें");
    const hindi = coverage(concepts, { content: "सोलर पंप से बिजली" });
    const english = coverage(concepts, { content: "बिजली: pump the tank" });
    expect(english).toBeGreaterThan(hindi);
  });
});
