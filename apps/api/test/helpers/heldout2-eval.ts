// The second held-out set (issue 21, item 10; test/fixtures/heldout2) in the answer harness's
// shape: its answerable and unanswerable questions, then its near-miss questions (marked, scored
// apart). Kept apart from answer-eval.ts so the harness itself stays as it is.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { HELD_OUT_2_NEAR_MISS, HELD_OUT_2_SET, HELD_OUT_2_UNANSWERABLE } from "../fixtures/heldout2/questions.ts";
import type { TEvalCase } from "./answer-eval.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const HELD_OUT_2_DIR = path.join(HERE, "../fixtures/heldout2/docs");

const languageOf = (script: TEvalCase["script"]): TEvalCase["language"] =>
  script === "devanagari" ? "hindi" : "hinglish";

export const heldOut2Cases = (): TEvalCase[] => [
  ...[...HELD_OUT_2_SET, ...HELD_OUT_2_UNANSWERABLE].map((c) => ({ ...c, language: languageOf(c.script) })),
  ...HELD_OUT_2_NEAR_MISS.map((c) => ({
    question: c.question,
    script: c.script,
    language: languageOf(c.script),
    expected: [],
    facts: [],
    nearMiss: true,
  })),
];
