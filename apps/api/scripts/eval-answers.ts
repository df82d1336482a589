// Prints answer-quality figures (issue 11) through the real ingestion and chat endpoint, offline:
//   held-out  — the held-out documents beside ~550 unrelated passages, held-out questions;
//   dev       — the starter corpus, development questions;
//   dev+      — the starter corpus with the held-out documents and unrelated passages beside it.
// Usage: pnpm --filter @sachiv/api exec tsx scripts/eval-answers.ts [held-out|dev|dev+] [--answers]
import {
  buildEvalKb,
  devCases,
  formatReport,
  HELD_OUT_DIR,
  heldOutCases,
  runEval,
  STARTER,
  UNRELATED_DIR,
} from "../test/helpers/answer-eval.ts";

const which = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const showAnswers = process.argv.includes("--answers");
const runs = which.length > 0 ? which : ["held-out", "dev", "dev+"];

for (const name of runs) {
  const dirs =
    name === "held-out"
      ? [HELD_OUT_DIR, UNRELATED_DIR]
      : name === "dev"
        ? [STARTER]
        : [STARTER, HELD_OUT_DIR, UNRELATED_DIR];
  const kb = await buildEvalKb(dirs);
  try {
    const report = await runEval(kb, name === "held-out" ? heldOutCases() : devCases());
    console.log(formatReport(`${name} (${kb.passages} passages)`, report, name === "held-out"));
    if (showAnswers) for (const r of report.results) console.log(`\n### ${r.question}\n${r.answer}`);
  } finally {
    await kb.t.close();
  }
}
