import { describe, expect, it } from "vitest";
import { buildSystemPrompt, PROMPT_PASSAGES } from "./prompt.ts";
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
  });

  it("says when no passage matched", () => {
    expect(buildSystemPrompt("hinglish", [])).toContain("No passage from the knowledge base matched");
  });
});
