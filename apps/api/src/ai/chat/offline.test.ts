import { describe, expect, it } from "vitest";
import { composeOfflineAnswer } from "./offline.ts";

describe("offline answer points", () => {
  it("says a sentence found in two passages once, and keeps different Hindi sentences apart", () => {
    const passage = (id: string, content: string) => ({
      chunkId: id,
      documentId: id,
      title: `Doc ${id}`,
      sourceUrl: null,
      snippet: "",
      content,
      score: 1,
      matchedBy: ["text" as const],
      relevance: 0.9,
    });
    const same = "Gram sabha ki baithak saal mein kam se kam do baar hoti hai.";
    const answer = composeOfflineAnswer(
      "gram sabha baithak saal",
      [passage("a", same), passage("b", `${same}\nGram sabha ka kaam sabhi ko batana hai.`)],
      "hinglish",
    );
    expect(answer.text.split(same).length - 1).toBe(1);
    const hindi = composeOfflineAnswer(
      "ग्राम सभा बैठक",
      [passage("c", "ग्राम सभा की बैठक साल में दो बार होती है।"), passage("d", "ग्राम सभा की बैठक में कोरम ज़रूरी है।")],
      "hindi",
    );
    expect(hindi.text).toContain("दो बार होती है");
    expect(hindi.text).toContain("कोरम ज़रूरी है");
  });
});
