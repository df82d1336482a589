// Answer quality on real documents (issue 11), through the real ingestion and POST /api/chat,
// offline. The held-out set (test/fixtures/heldout) was written before any run and is never
// tuned on; the thresholds are exactly the figures measured (see the README there): passages that
// tie in the search order are ordered by a stable key (migration
// 20261126220000_knowledge_search_stable_ties), so a run gives the same figures every time, and a
// change that moves them, up or down, shows here and its figures are written down.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bilingualDictionary, DEFAULT_DICTIONARY_PATH } from "../src/modules/knowledge/index.ts";
import {
  buildEvalKb,
  devCases,
  devNearMissCases,
  devRealAddedCases,
  devRealCases,
  DEV_SCHEMES_DIR,
  devSchemesCases,
  formatReport,
  HELD_OUT_DIR,
  heldOutCases,
  nearMissCases,
  runEval,
  shapeProblems,
  STARTER,
  UNRELATED_DIR,
  type TEvalCase,
  type TEvalKb,
  type TReport,
} from "./helpers/answer-eval.ts";
import { DEV_NEAR_MISS_SET } from "./dev-near-miss-set.ts";

const TIMEOUT = 600_000;

/**
 * In the enclosing suite: a throwaway knowledge base of `dirs`, asked `cases` once before the
 * tests (the report printed), closed after them. Returns the report's getter.
 */
function measuredOn(dirs: string[], cases: () => TEvalCase[], label: string, showMisses = true): () => TReport {
  let kb: TEvalKb | undefined;
  let report: TReport | undefined;
  beforeAll(async () => {
    kb = await buildEvalKb(dirs);
    report = await runEval(kb, cases());
    console.log(formatReport(`${label} (${kb.passages} passages)`, report, showMisses));
  }, TIMEOUT);
  afterAll(async () => kb?.t.close());
  return () => report!;
}

/**
 * Every answer of a set as a phone shows it (issue 21): the median under 600 characters; no
 * heading, question, link-only line or image quoted; one script per reader.
 */
function itIsShapedForAPhone(report: () => TReport) {
  it("reads as shaped for a phone: short, nothing but facts quoted, one script", () => {
    expect(shapeProblems(report().results)).toEqual([]);
    expect(report().medianChars).toBeLessThanOrEqual(600);
  });
}

describe("held-out documents beside ~550 unrelated passages", () => {
  // The figures below are measured with the English–Hindi dictionary (.ci/run installs it).
  beforeAll(() => {
    expect(bilingualDictionary(), `apt-get install dict-freedict-eng-hin (${DEFAULT_DICTIONARY_PATH})`).not.toBeNull();
  });
  const report = measuredOn([HELD_OUT_DIR, UNRELATED_DIR], heldOutCases, "held-out");

  it("cites the right document in its top 3 sources, overall and in each script", () => {
    const s = report().byScript;
    expect(s.all.n).toBe(40);
    expect(s.all.docHits).toBe(39);
    expect(s.english.docHits).toBe(12);
    expect(s.hinglish.docHits).toBe(14);
    expect(s.devanagari.docHits).toBe(13);
  });

  // Measured at w3b/answers (issue 21): 26/40 — English 11, Hinglish 7, Devanagari 7–8 (ties);
  // with ties ordered stably (w3c/answers): 26/40 — English 11, Hinglish 7, Devanagari 8.
  // w3d/answers (tuned on the development sets only): 27/40 — English 11, Hinglish 8, Devanagari 8.
  it("puts the key fact in the answer", () => {
    const s = report().byScript;
    expect(s.all.factHits).toBe(27);
    expect(s.english.factHits).toBe(11);
    expect(s.hinglish.factHits).toBe(8);
    expect(s.devanagari.factHits).toBe(8);
  });

  it("says it did not find an answer to unrelated questions, and rarely refuses an answerable one", () => {
    expect(report().unanswerable.n).toBe(6);
    // w3d/retrieval2 (lexicon groups "day" and "ration", tuned on development sets only): 5 → 4,
    // one more unrelated held-out question is answered from an unrelated page.
    expect(report().unanswerable.notFound).toBe(4);
    expect(report().byScript.all.refused).toBe(0);
  });

  itIsShapedForAPhone(report);
});

describe("development set with the held-out documents and unrelated passages beside the starter corpus", () => {
  const report = measuredOn(
    [STARTER, HELD_OUT_DIR, UNRELATED_DIR],
    devCases,
    "development set beside the held-out set",
    false,
  );

  it("still finds the starter document for every development question", () => {
    // 42 → 48 with the qualifier questions added at w3c/answers2; one of them ("What is the RTI
    // application fee for central government offices?") meets the held-out RTI Act first.
    // 48 → 60 with the 12 questions written for what ranks first (w3d/retrieval), 10 found: like
    // the RTI fee, "Within how many days were MGNREGA wages to be paid?" and "MGNREGA how many
    // days?" meet held-out pages first.
    // 60 → 66 with the six questions on the Uttar Pradesh, Madhya Pradesh and Rajasthan documents
    // (w3d/states), all six found.
    // 63 → 66 at w3d/retrieval2: the lexicon's "day" group (days = din = दिन) finds the starter
    // documents for the two MGNREGA "days" questions; the ration group finds the ration committee's.
    expect(report().byScript.all.n).toBe(66);
    expect(report().byScript.all.docHits).toBe(66);
    expect(report().byScript.all.refused).toBe(0);
  });

  itIsShapedForAPhone(report);
});

describe("development set on the starter corpus alone", () => {
  const report = measuredOn([STARTER], devCases, "development set", false);

  it("answers every development question from the right document", () => {
    expect(report().byScript.all.docHits).toBe(66);
    // Measured at w3b/answers: 35–36 of 42 (search ties moved one question between runs); 34 after
    // the 2026 content update rewrote twelve starter documents (main at the wave-3 merge), and 34
    // with ties ordered stably.
    // 39/48 with the 6 qualifier questions added at w3c/answers2 (5 answered; before and after its
    // answerer change alike).
    // 50/60 at w3d/retrieval: the 48 before it still 39, the 12 written for what ranks first 11
    // (anywhere in the answer; test/ranking-first.test.ts asks for the fact in the lead).
    // 57/66 after w3d/states, w3d/answers and the line of the state asked (main, 27 Nov): the six
    // state questions 6, the 60 before them 51 (w3d/answers: "सामाजिक अंकेक्षण कौन करता है").
    expect(report().byScript.all.factHits).toBe(57);
    expect(report().unanswerable.notFound).toBe(8);
  });

  itIsShapedForAPhone(report);
});

describe("Constitution and Sanhita development questions (dev-real and its additions) beside the starter corpus", () => {
  const report = measuredOn(
    [STARTER, UNRELATED_DIR],
    () => [...devRealCases(), ...devRealAddedCases()],
    "dev-real and dev-real-added",
    false,
  );

  it("cites the right document", () => {
    expect(report().byScript.all.n).toBe(48);
    // 47 before the 2026 content update; 46 with the regenerated reference frequencies after it.
    expect(report().byScript.all.docHits).toBe(46);
    // Measured at w3b/answers: dev-real 17–18/30, dev-real-added 9/18 (search ties); with ties
    // ordered stably: 16/30 and 8/18.
    // 25 at w3d/retrieval (dev-real 16/30, dev-real-added 8 → 9/18).
    // 26 after w3d/answers and w3d/states (main, 27 Nov).
    expect(report().byScript.all.factHits).toBe(26);
  });

  itIsShapedForAPhone(report);
});

describe("scheme and panchayat texts (development set: dev-schemes) beside the starter corpus and unrelated passages", () => {
  // With the near-miss questions (fixtures/near-miss), scored apart: the same knowledge base.
  const report = measuredOn(
    [STARTER, UNRELATED_DIR, DEV_SCHEMES_DIR],
    () => [...devSchemesCases(), ...nearMissCases(), ...devNearMissCases()],
    "dev-schemes and near-miss",
    false,
  );

  // Figures measured when the civic vocabulary and the acronym index landed (tuned on this set);
  // key fact 21/40 with ties ordered stably, 23/40 once a table's rows were quotable (the crop
  // insurance page's premium table), 24/40 once the eligibility section answers who may apply:
  // Hindi questions about English scheme pages find them through everyday words (किसान, फसल, महिला).
  it("cites the right document for Devanagari and Hinglish questions about English pages", () => {
    const s = report().byScript;
    expect(s.all.n).toBe(40);
    // w3d/retrieval: right document 36 → 37 (Hinglish 10 → 11); key fact 24. After the state
    // documents (main, 27 Nov): 36 (Hinglish 10: "pradhan ki seat khali ho jaye to naya chunav kitne
    // mahine mein hota hai" meets the UP and MP documents first); key fact 25 (w3d/answers: the
    // self-help group's bookkeeper answers who keeps the accounts).
    // w3d/retrieval2 (lexicon groups "day" and "ration": राशन = public distribution system):
    // 36 → 38 (Devanagari 20 → 21, Hinglish 10 → 11).
    expect(s.all.docHits).toBe(38);
    expect(s.devanagari.docHits).toBe(21);
    expect(s.hinglish.docHits).toBe(11);
    // w3d/retrieval2: key fact 25 → 27, refused 1 → 0 ("ration mein gehun kis rate par milta hai"
    // and "राशन की दुकान पर चावल किस दाम पर मिलता है" meet the Act's public distribution system).
    expect(s.all.factHits).toBe(27);
    expect(s.all.refused).toBe(0);
    expect(report().unanswerable.notFound).toBe(2);
  });

  // Measured at w3b/answers (issue 21): 18 "not stated" and 1 "not found" of the 28 near-miss
  // questions (68%; the goal is 80%); 19 of the 20 development near-miss questions, tuned on.
  // After the 2026 content update of the starter documents: 18 of 28 and 18 of 20; with ties
  // ordered stably: 19 (18 + 1) of 28 and 18 of 20.
  it("says 'not stated' or 'not found' to questions asking for values no document gives", () => {
    const dev = new Set(DEV_NEAR_MISS_SET.map((c) => c.question));
    const right = (held: boolean) =>
      report().results.filter((r) => r.nearMiss && dev.has(r.question) !== held && (!r.found || r.notStated)).length;
    // w3c/answers2 (a value of another qualifier is not the asked value): 9 development questions
    // added before the change (1 of the 9 right before it), 29 of 29 after; the held-out 28: 19 → 19.
    // w3d/retrieval: 3 development questions on the Sarpanch's honorarium added (all right); the
    // held-out 28: 19 → 19.
    // Main, 27 Nov, with the state documents: 2 development questions on them added (62); the
    // held-out 28: 19 → 18 — "How many days in advance must notice of a gram sabha meeting be
    // given?" names no state and is answered with Madhya Pradesh's 7 days, which that state's
    // document now states; development 32 of 34.
    expect(report().nearMiss.n).toBe(62);
    expect(right(true)).toBe(18);
    // w3d/answers2 (a line saying the asked number is not confirmed here never holds it): development
    // 32 → 34 of 34; the held-out 28 unchanged at 18.
    expect(right(false)).toBe(34);
  });

  itIsShapedForAPhone(report);
});
