// The figures a benchmark compares against a goal (issue 13 item 6): each bench records its
// headline numbers here, and `pnpm bench` (run-all.ts) ends with one table of all of them, so a
// regression shows up as a number beside its goal. Figures go to bench/output/figures.jsonl.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const FIGURES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "output/figures.jsonl");

export type TFigure = {
  /** What was measured, e.g. "chat TTFC added, new question, p50". */
  figure: string;
  value: number;
  unit: string;
  goal: number;
  /** true (default): lower is better, the goal is a ceiling; false: the goal is a floor. */
  lowerIsBetter?: boolean;
  /** Where it was measured: "PostgreSQL", "embedded", a machine note… */
  on?: string;
};

export function recordFigure(f: TFigure): void {
  fs.mkdirSync(path.dirname(FIGURES_FILE), { recursive: true });
  fs.appendFileSync(FIGURES_FILE, `${JSON.stringify({ ...f, bench: path.basename(process.argv[1] ?? "") })}\n`);
}

export function readFigures(): (TFigure & { bench: string })[] {
  if (!fs.existsSync(FIGURES_FILE)) return [];
  return fs
    .readFileSync(FIGURES_FILE, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TFigure & { bench: string });
}

export function meetsGoal(f: TFigure): boolean {
  return f.lowerIsBetter === false ? f.value >= f.goal : f.value <= f.goal;
}
