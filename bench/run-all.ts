// Runs every bench/*.bench.ts file, one after another, each in its own tsx process, and passes
// their output straight through. `pnpm bench [word…]` runs only files whose name contains a word.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FIGURES_FILE, meetsGoal, readFigures } from "./figures.ts";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve("tsx/cli");
const filters = process.argv.slice(2).filter((arg) => arg !== "--");

const files = fs
  .readdirSync(benchDir)
  .filter((name) => name.endsWith(".bench.ts"))
  .filter((name) => filters.length === 0 || filters.some((word) => name.includes(word)))
  .sort();

if (files.length === 0) {
  const which = filters.length > 0 ? ` matching ${filters.join(", ")}` : "";
  console.log(`No benchmarks${which} in ${benchDir} (files named *.bench.ts).`);
  process.exit(0);
}

fs.rmSync(FIGURES_FILE, { force: true }); // this run's figures only
const results: { file: string; seconds: number; ok: boolean }[] = [];
for (const file of files) {
  console.log(`\n=== ${file}`);
  const started = performance.now();
  const run = spawnSync(process.execPath, [tsxCli, path.join(benchDir, file)], {
    cwd: benchDir,
    stdio: "inherit",
  });
  if (run.error) console.error(run.error.message);
  const ok = run.status === 0;
  results.push({ file, seconds: (performance.now() - started) / 1000, ok });
  if (!ok) console.error(`${file} failed (exit ${run.status ?? run.signal})`);
}

console.log("\n=== summary");
for (const { file, seconds, ok } of results) {
  console.log(`${ok ? "ok    " : "FAILED"} ${seconds.toFixed(1).padStart(7)}s  ${file}`);
}
const figures = readFigures();
if (figures.length > 0) {
  console.log("\n=== figures against their goals");
  const rows = figures.map((f) => ({
    figure: f.figure,
    on: f.on ?? "",
    value: `${Number.isInteger(f.value) ? f.value : f.value.toFixed(2)} ${f.unit}`,
    goal: `${f.lowerIsBetter === false ? "≥" : "≤"} ${f.goal} ${f.unit}`,
    "": meetsGoal(f) ? "meets" : "MISSES",
  }));
  const cols = Object.keys(rows[0]!) as (keyof (typeof rows)[number])[];
  const width = (c: (typeof cols)[number]) => Math.max(c.length, ...rows.map((r) => String(r[c]).length));
  console.log(cols.map((c) => c.padEnd(width(c))).join("  "));
  for (const r of rows) console.log(cols.map((c) => String(r[c]).padEnd(width(c))).join("  "));
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
