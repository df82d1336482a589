// Prints answer-quality figures (issue 11) through the real ingestion and chat endpoint, offline:
//   held-out  — the held-out documents beside ~550 unrelated passages, held-out questions;
//   dev       — the starter corpus, development questions;
//   dev-real  — the starter corpus and the unrelated passages, development questions about the
//               unrelated texts (test/dev-real-set.ts), and those added later (dev-real-added);
//   dev-schemes — the starter corpus, the unrelated passages and real scheme and panchayat texts
//               (test/fixtures/dev-schemes), development questions about those texts;
//   near-miss — the dev-schemes knowledge base, questions asking for values no document states
//               (test/fixtures/near-miss);
//   dev-near-miss — the same knowledge base, the development near-miss questions
//               (test/dev-near-miss-set.ts) and dev-schemes;
//   dev+      — the starter corpus with the held-out documents and unrelated passages beside it,
//               both development sets;
//   heldout2  — the second held-out set (test/fixtures/heldout2) beside the held-out documents, the
//               unrelated passages and the starter corpus: its questions, near-miss ones included.
// Usage: pnpm --filter @sachiv/api exec tsx scripts/eval-answers.ts [held-out|dev|dev-real|dev-schemes|near-miss|dev-near-miss|dev+|heldout2] [--answers]
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
  STARTER,
  UNRELATED_DIR,
} from "../test/helpers/answer-eval.ts";
import { HELD_OUT_2_DIR, heldOut2Cases } from "../test/helpers/heldout2-eval.ts";

const which = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const showAnswers = process.argv.includes("--answers");
const runs = which.length > 0 ? which : ["held-out", "dev", "dev-real", "dev+"];

const plans = {
  "held-out": { dirs: [HELD_OUT_DIR, UNRELATED_DIR], sets: { "held-out": heldOutCases } },
  dev: { dirs: [STARTER], sets: { dev: devCases } },
  "dev-real": {
    dirs: [STARTER, UNRELATED_DIR],
    sets: { "dev-real": devRealCases, "dev-real-added": devRealAddedCases },
  },
  "dev-schemes": {
    dirs: [STARTER, UNRELATED_DIR, DEV_SCHEMES_DIR],
    sets: { "dev-schemes": devSchemesCases },
  },
  "near-miss": {
    dirs: [STARTER, UNRELATED_DIR, DEV_SCHEMES_DIR],
    sets: { "near-miss": nearMissCases },
  },
  "dev-near-miss": {
    dirs: [STARTER, UNRELATED_DIR, DEV_SCHEMES_DIR],
    sets: { "dev-near-miss": devNearMissCases, "dev-schemes": devSchemesCases },
  },
  "dev+": {
    dirs: [STARTER, HELD_OUT_DIR, UNRELATED_DIR],
    sets: { "dev+": devCases, "dev-real+": devRealCases, "dev-real-added+": devRealAddedCases },
  },
  heldout2: {
    dirs: [HELD_OUT_2_DIR, HELD_OUT_DIR, UNRELATED_DIR, STARTER],
    sets: { heldout2: heldOut2Cases },
  },
} as const;

for (const name of runs) {
  if (!(name in plans)) throw new Error(`unknown set ${name}: ${Object.keys(plans).join(", ")}`);
  const plan = plans[name as keyof typeof plans];
  const kb = await buildEvalKb([...plan.dirs]);
  try {
    for (const [setName, cases] of Object.entries(plan.sets)) {
      const report = await runEval(kb, cases());
      console.log(formatReport(`${setName} (${kb.passages} passages)`, report));
      if (showAnswers) for (const r of report.results) console.log(`\n### ${r.question}\n${r.answer}`);
    }
  } finally {
    await kb.t.close();
  }
}
