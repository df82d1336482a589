import { describe, expect, it } from "vitest";
import { buildSystemPrompt, PROMPT_PASSAGES, replyStatus } from "./prompt.ts";
import type { TPassage } from "./types.ts";

const passage = (i: number): TPassage => ({
  title: `Circular ${i}`,
  content: `Passage number ${i} of the knowledge base.`,
  snippet: "",
  sourceUrl: null,
  relevance: 1 - i / 100,
});

describe("the model's system prompt", () => {
  it("holds the best passages in rank order, at most PROMPT_PASSAGES of them", () => {
    const prompt = buildSystemPrompt(
      "hindi",
      Array.from({ length: 12 }, (_, i) => passage(i + 1)),
    );
    expect(PROMPT_PASSAGES).toBe(8);
    expect(prompt).toContain("[1] Circular 1\nPassage number 1 ");
    expect(prompt).toContain("[8] Circular 8\nPassage number 8 ");
    expect(prompt).not.toContain("Circular 9");
    expect(prompt.indexOf("Circular 2")).toBeLessThan(prompt.indexOf("Circular 3"));
    expect(prompt).toContain("Only the numbers [1] to [8] exist");
  });

  it("heads each passage with its title, section and page, as its source shows them", () => {
    const prompt = buildSystemPrompt("hinglish", [
      { ...passage(1), sectionPath: ["Chapter 3", "Fees"], page: 12, sourceUrl: "https://example.gov.in/a.pdf" },
      { ...passage(2), section: "Benefits" },
    ]);
    expect(prompt).toContain("[1] Circular 1 · Chapter 3 › Fees · page 12 (https://example.gov.in/a.pdf)\n");
    expect(prompt).toContain("[2] Circular 2 · Benefits\n");
  });

  it("asks for the direct answer, the quote with its marker, and 'not stated' in the offline answer's words", () => {
    const hindi = buildSystemPrompt("hindi", [passage(1)]);
    expect(hindi).toContain("The direct answer first");
    expect(hindi).toContain('"दस्तावेज़ में लिखा है:"');
    expect(hindi).toMatch(/दस्तावेज़ों में <विषय> की <राशि \/ संख्या .*> नहीं दी गई है।/);
    expect(hindi).toContain("सबसे नज़दीकी बात:");
    expect(hindi).toContain("Devanagari");
    const hinglish = buildSystemPrompt("hinglish", [passage(1)]);
    expect(hinglish).toContain('"Document mein likha hai:"');
    expect(hinglish).toMatch(/Documents mein <vishay> ki <rashi \/ sankhya .*> nahi di gayi hai\./);
    expect(hinglish).toContain("Latin (Roman) script");
    expect(hinglish).toContain("Maaf kijiye, is sawaal ka jawab mere documents mein nahi mila.");
  });

  it("says when no passage matched", () => {
    expect(buildSystemPrompt("hinglish", [])).toContain("No passage from the knowledge base matched");
  });
});

describe("a model reply's status", () => {
  it("reads 'not stated' and 'not found' from the offline answer's own words", () => {
    expect(replyStatus("Documents mein PMAY-G ki rashi nahi di gayi hai.\n\nSabse nazdeeki baat: …")).toBe(
      "not_stated",
    );
    expect(replyStatus("दस्तावेज़ों में समिति की संख्या नहीं दी गई है।")).toBe("not_stated");
    expect(replyStatus("माफ़ कीजिए, इस सवाल का जवाब मेरे दस्तावेज़ों में नहीं मिला। ब्लॉक ऑफिस से पूछें।")).toBe("not_found");
    expect(replyStatus("Gram sabha saal mein do baar hoti hai.")).toBe("answered");
  });
});
