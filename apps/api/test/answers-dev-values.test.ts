// The development value questions (test/dev-values-set.ts, issue 21 items 2 and 4): the asked
// value in the answer, and "not stated" when the documents cover the topic but not the value.
// Offline, through the real ingestion and POST /api/chat, beside the dev-schemes texts and the
// unrelated passages. Tuned on (a development set); the thresholds are the figures measured.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildEvalKb,
  DEV_SCHEMES_DIR,
  devValuesCases,
  formatReport,
  runEval,
  shapeProblems,
  STARTER,
  UNRELATED_DIR,
  type TEvalKb,
  type TReport,
} from "./helpers/answer-eval.ts";

const TIMEOUT = 600_000;

describe("development value questions on the starter corpus beside dev-schemes and unrelated passages", () => {
  let kb: TEvalKb | undefined;
  let report: TReport | undefined;
  beforeAll(async () => {
    kb = await buildEvalKb([STARTER, UNRELATED_DIR, DEV_SCHEMES_DIR]);
    report = await runEval(kb, devValuesCases());
    console.log(formatReport(`dev-values (${kb.passages} passages)`, report));
    if (process.env.SHOW_ANSWERS) for (const r of report.results) console.log(`\n### ${r.question}\n${r.answer}`);
  }, TIMEOUT);
  afterAll(async () => kb?.t.close());

  it("puts the asked value in the answer", () => {
    const s = report!.byScript;
    // 25 → 27: two general questions one state's document answers added at w3d/answers2.
    expect(s.all.n).toBe(27);
    // Main after the state documents and the line of the state asked (27 Nov): 23 and 22 of 25.
    // w3d/retrieval2 ("day" and "ration" lexicon groups, "complain"/"central" in the civic
    // vocabulary): documents 23 → 25 of 25, refused 1 → 0. w3d/answers2 (the "not confirmed here"
    // line, a state's rule said so): both new questions answered. Merged on main (27 Nov): 27 and 24 of 27, none refused.
    expect(s.all.docHits).toBe(27);
    expect(s.all.factHits).toBe(24);
    expect(s.all.refused).toBe(0);
  });

  it("says 'not stated' or 'not found' when the topic is covered but the value is not", () => {
    const nm = report!.nearMiss;
    // 23 → 27: four questions whose state's document says the number is not confirmed (w3d/answers2).
    expect(nm.n).toBe(27);
    // 12/13 for the first 13; 10 more added at w3d/answers before its ordinal and fee checks: 18 → 20/23.
    // 18/23 on main with the state documents (27 Nov): two questions whose topic a state's
    // document now covers get that state's number.
    // w3d/retrieval2: 18 → 17 with the "day" lexicon group ("राशन की दुकान महीने में कितने दिन
    // खुलती है" found a month and days in the VB-G RAM G document), back to 18 with the "ration"
    // group. w3d/answers2: the 23 before it 18 → 18; the four new ones 3 of 4 — the English one is
    // not read as asking a number and quotes the "not confirmed" line without saying "not stated".
    // Merged on main (27 Nov): 21 of 27.
    expect(nm.notStated + nm.notFound).toBe(21);
  });

  it("reads as shaped for a phone: short, nothing but facts quoted, one script", () => {
    expect(shapeProblems(report!.results)).toEqual([]);
    expect(report!.medianChars).toBeLessThanOrEqual(600);
  });
});
