// Resident memory of the API right after start-up on the embedded database (issue 13 item 3), as
// `pnpm start` runs it (`node --max-old-space-size=384 dist/server.js`, built first, one process),
// on a data folder on disk: first start (a new folder: initdb, migrations, starter knowledge base)
// and a second start on the same folder (what every later start costs). RSS is sampled every
// 50 ms from /proc for 5 s after /api/health first answers, and the highest value is printed.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS } from "../apps/api/scripts/replicas.ts";
import { recordFigure } from "./figures.ts";

const GOAL_MB = 250;
const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.join(here, "../apps/api");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-bench-memory-"));
// The built API, as production runs it (BENCH_API_SOURCE=1: from source through tsx, to compare).
const fromSource = process.env.BENCH_API_SOURCE === "1";
if (!fromSource) execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: apiDir, stdio: "inherit" });
const entry = fromSource ? ["--import", "tsx", "src/server.ts"] : ["dist/server.js"];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
const rssMb = (pid: number) =>
  Number(/^VmRSS:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

// API_NODE_FLAGS: node flags for the API process; by default those of `pnpm start`.
const nodeFlags = process.env.API_NODE_FLAGS?.split(" ").filter(Boolean) ?? PRODUCTION_NODE_FLAGS;

async function startOnce(label: string, extraEnv: Record<string, string> = {}, record = false) {
  const port = await freePort();
  const t0 = performance.now();
  const api = spawn(process.execPath, [...nodeFlags, ...entry], {
    cwd: apiDir,
    stdio: "ignore",
    env: {
      ...PRODUCTION_ENV,
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      WEB_DIST_DIR: "/nonexistent",
      ...extraEnv,
    },
  });
  const exited = new Promise((resolve) => api.once("exit", resolve));
  try {
    for (;;) {
      if (api.exitCode !== null) throw new Error(`the API exited (${api.exitCode})`);
      if (
        await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (performance.now() - t0 > 300_000) throw new Error("the API did not start in 300 s");
      await new Promise((r) => setTimeout(r, 100));
    }
    const readyS = (performance.now() - t0) / 1000;
    let peak = 0;
    const until = performance.now() + 5000;
    while (performance.now() < until) {
      peak = Math.max(peak, rssMb(api.pid!));
      await new Promise((r) => setTimeout(r, 50));
    }
    if (record)
      recordFigure({
        figure: `API RSS after start-up, ${label}`,
        value: Math.round(peak),
        unit: "MB",
        goal: GOAL_MB,
        on: "embedded",
      });
    console.log(
      `  ${label.padEnd(44)} ${readyS.toFixed(1).padStart(6)} s  ${peak.toFixed(0).padStart(6)} MB  ${peak <= GOAL_MB ? "meets" : "over"} ≤ ${GOAL_MB} MB`,
    );
  } finally {
    api.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000).unref())]);
    if (api.exitCode === null) api.kill("SIGKILL");
  }
}

console.log(`API process RSS after start-up, embedded database in ${dataDir}`);
console.log(`  ${"".padEnd(44)}  ready     RSS`);
try {
  await startOnce("first start (new data folder)");
  await startOnce("second start (same folder)", {}, true);
  await startOnce("second start, PGlite shared_buffers 128 MB", { EMBEDDED_DB_SHARED_BUFFERS_MB: "128" });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
