import { describe, expect, it } from "vitest";
import { composeOfflineAnswer, isEnglish } from "./offline.ts";

const passage = (id: string, content: string, title = `Doc ${id}`) => ({
  chunkId: id,
  documentId: id,
  title,
  sourceUrl: null,
  snippet: "",
  content,
  score: 1,
  matchedBy: ["text" as const],
  relevance: 0.9,
});

describe("offline answer points", () => {
  it("quotes the point that states an amount when the question asks for one", () => {
    const filler = " and the Board may make rules about it, which are read out to the members at their next meeting";
    const content = [
      "## Chairman",
      `The Chairman holds office under the rules of the Board${filler}.`,
      `The Chairman holds office while the Board trusts him${filler}.`,
      `The Chairman holds office until a successor is chosen${filler}.`,
      `The Chairman holds office without any pay from the Board${filler}.`,
      `The Chairman holds office for three years from the date of election${filler}.`,
    ].join("\n");
    const answer = composeOfflineAnswer("How long does the Chairman hold office?", [passage("a", content)], "hinglish");
    expect(answer.found).toBe(true);
    expect(answer.text).toContain("for three years");
  });

  it("labels a sentence quoted in English for a Hindi or Hinglish reader", () => {
    const content = "The Chairman shall hold office for a term of three years from the date of election.";
    expect(composeOfflineAnswer("chairman term", [passage("a", content)], "hindi").text).toContain(
      "- (अंग्रेज़ी में:) The Chairman shall hold office",
    );
    expect(composeOfflineAnswer("chairman term", [passage("a", content)], "hinglish").text).toContain(
      "- (English mein:) The Chairman shall hold office",
    );
    expect(isEnglish("Gram sabha ki baithak saal mein kam se kam do baar hoti hai.")).toBe(false);
    expect(isEnglish("ग्राम सभा की बैठक")).toBe(false);
  });

  it("says a sentence found in two passages once, and keeps different Hindi sentences apart", () => {
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
