// What ranks first (issue 21, items 2 and 8), on development questions written for it
// (test/retrieval-set.ts RANKING_SET, test/dev-near-miss-set.ts): the asked fact in the answer's
// lead — its direct answer and quote, before the supporting lines — from the expected document,
// cited first; and a near miss about the Sarpanch's honorarium never quotes a line from a document
// about something else.
import { localize, offlineAnswerTexts } from "@sachiv/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEvalKb, askChat, normaliseForFact, STARTER, type TEvalKb } from "./helpers/answer-eval.ts";
import { DEV_NEAR_MISS_SET } from "./dev-near-miss-set.ts";
import { RANKING_SET } from "./retrieval-set.ts";

let kb: TEvalKb;
beforeAll(async () => {
  kb = await buildEvalKb([STARTER]);
}, 120_000);
afterAll(async () => kb?.t.close());

const languageOf = (q: string) => (/[\u0900-\u097f]/.test(q) ? ("hindi" as const) : ("hinglish" as const));

describe("what ranks first", () => {
  it("puts the asked fact in the answer's lead, from the expected document cited first", async () => {
    const misses: string[] = [];
    for (const c of RANKING_SET) {
      const language = c.kind === "hindi" ? "hindi" : languageOf(c.query);
      const { response, sources } = await askChat(kb, c.query, language);
      const lead = normaliseForFact(response.split(localize(offlineAnswerTexts.supportIntro, language))[0]!);
      const first = kb.fileOfTitle.get(sources[0]?.title ?? "");
      const fact = c.facts.some((f) => lead.includes(normaliseForFact(f)));
      if (!fact || !first || !c.expected.includes(first)) misses.push(c.query);
    }
    // Measured: 6 of 9 missed before the ranking change (commit 705ff94), 1 after; of the 3 added
    // later for "how many days" alone after a scheme's name, 2 missed before the rule for it, 1
    // after. Left: the English plan question is answered from the GPDP document but with the
    // campaign's list, not the plan's steps (the answerer's choice of list). "MGNREGA how many
    // days?" missed until the lexicon's "day" group (days = din = दिन, reference rebuilt):
    // 2 misses → 1 (w3d/retrieval2).
    expect(misses).toEqual(["How does a gram panchayat prepare its yearly development plan?"]);
  });

  it("quotes no line of an unrelated document for the Sarpanch's honorarium, which no document states", async () => {
    const honorarium = DEV_NEAR_MISS_SET.filter((c) => /maandey|मानदेय|honorarium/i.test(c.question));
    expect(honorarium.length).toBeGreaterThanOrEqual(4);
    const wrong: string[] = [];
    for (const c of honorarium) {
      const language = c.script === "devanagari" ? "hindi" : "hinglish";
      const { response, sources } = await askChat(kb, c.question, language);
      const notFound = response.includes(localize(offlineAnswerTexts.notFound, language));
      if (notFound) continue;
      const first = kb.fileOfTitle.get(sources[0]?.title ?? "");
      if (
        !response.includes(localize(offlineAnswerTexts.notStatedMark, language)) ||
        !first ||
        !c.topic.includes(first)
      )
        wrong.push(c.question);
    }
    // Measured: 2 of 5 before and after the ranking change. "maandey" no longer means मंडी
    // (market), so the closest line is no longer a Jharkhand Gram Pradhan's; but it is cited from
    // PMAY-G ("Pradhan" Mantri), and the English question is answered from the glossary alone.
    expect(wrong).toEqual(["sarpanch ka maandey kitna hota hai", "What is the monthly honorarium of a sarpanch?"]);
  });
});
