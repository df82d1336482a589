// Chat streaming through the API against a local fake OpenAI-compatible server (apps/api test
// helper). The API runs as its own process (built `dist/server.js`, as in production; the database is
// DATABASE_URL when set, else a throwaway embedded one with the starter corpus), so its memory is
// measured alone: peak RSS is the kernel's high-water mark (VmHWM) of that process.
//   1. time to first chunk via POST /api/chat/ vs straight from the fake upstream (p50/p95), for a
//      repeated question (its retrieval is remembered for a minute) and for a new question each
//      time (full-text search on every request);
//   2. 1,000 concurrent streams held open at once (errors, peak RSS of the API process).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadLangChain } from "../apps/api/src/ai/langchain.ts";
import { startFakeOpenAI } from "../apps/api/test/helpers/fake-openai.ts";
import { PRODUCTION_NODE_FLAGS } from "../apps/api/scripts/replicas.ts";
import { recordFigure } from "./figures.ts";

const SAMPLES = 200;
const WARM_UP = 20;
// CHAT_BENCH_STREAMS=0 measures only the time to first chunk (for a profile of that path).
const CONCURRENT = Number(process.env.CHAT_BENCH_STREAMS ?? 1000);
const OPENING = 50;
const PIECES = 60;
const QUESTION = "gram sabha saal mein kitni baar hoti hai";
const NEW_QUESTIONS = [
  "MGNREGA mein job card kaise banta hai",
  "ग्राम सभा कितनी बार होनी चाहिए",
  "PMAY-G ke liye kaun patra hai",
  "15th finance commission grant ka paisa kahan kharch hota hai",
  "RTI application kaise likhein",
  "jal jeevan mission mein paani samiti",
];

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.join(here, "../apps/api");
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}
const request = (url: string, init: RequestInit = {}) => fetch(url, init);

/** Reads a response body until `isFirst` matches a line; returns ms since `t0`, then drains the rest. */
async function firstLine(res: Response, t0: number, isFirst: (line: string) => boolean) {
  const decoder = new TextDecoder();
  let buffer = "";
  let ms = -1;
  for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    if (ms < 0 && buffer.split("\n").some(isFirst)) ms = performance.now() - t0;
  }
  if (ms < 0) throw new Error(`no first chunk in: ${buffer.slice(0, 200)}`);
  return { ms, text: buffer };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Peak and current resident memory of a process, in kB, from /proc. */
function memoryOf(pid: number): { hwm: number; rss: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { hwm: kb("VmHWM"), rss: kb("VmRSS") };
}

/** Ends the run after the time to first chunk (CHAT_BENCH_STREAMS=0). */
class Skip extends Error {}

const fake = await startFakeOpenAI();

// LangChain's own cost: the first chunk through one reused ChatOpenAI (no callbacks, no tracing)
// against a raw streaming fetch, on the same upstream.
{
  const { ChatOpenAI, HumanMessage } = await loadLangChain();
  const model = new ChatOpenAI({
    model: "fake-model",
    apiKey: "sk-bench",
    configuration: { baseURL: fake.baseUrl },
    streaming: true,
    streamUsage: false,
    maxRetries: 0,
  });
  const viaLangChain = async () => {
    const t0 = performance.now();
    let ms = -1;
    for await (const chunk of await model.stream([new HumanMessage(QUESTION)]))
      if (ms < 0 && chunk.text) ms = performance.now() - t0;
    return ms;
  };
  const raw = async () => {
    const t0 = performance.now();
    const res = await fetch(`${fake.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer sk-bench" },
      body: JSON.stringify({ model: "fake-model", stream: true, messages: [{ role: "user", content: QUESTION }] }),
    });
    return (await firstLine(res, t0, (l) => l.includes('"content"'))).ms;
  };
  for (let i = 0; i < WARM_UP; i++) await Promise.all([raw(), viaLangChain()]);
  const rawMs: number[] = [];
  const lcMs: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    rawMs.push(await raw());
    lcMs.push(await viaLangChain());
  }
  const [r, l] = [stats(rawMs), stats(lcMs)];
  console.log(`LangChain's own cost, first chunk, ${SAMPLES} sequential requests each (ms)      p50     p95`);
  console.log(
    `  raw streaming fetch                                            ${r.p50.toFixed(2).padStart(7)} ${r.p95.toFixed(2).padStart(7)}`,
  );
  console.log(
    `  one reused ChatOpenAI.stream                                   ${l.p50.toFixed(2).padStart(7)} ${l.p95.toFixed(2).padStart(7)}`,
  );
  console.log(
    `  added by LangChain                                             ${(l.p50 - r.p50).toFixed(2).padStart(7)} ${(l.p95 - r.p95).toFixed(2).padStart(7)}\n`,
  );
}

// The embedded database on disk, as `pnpm start` has it (DATA_DIR=memory would hold the whole
// database in PGlite's memory and overstate the RSS).
const benchDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-bench-chat-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const logFile = path.join(here, "output/chat-stream-api.log");
fs.mkdirSync(path.dirname(logFile), { recursive: true });
const log = fs.openSync(logFile, "w");
// The built API, as production runs it (scripts/build.mjs); BENCH_API_SOURCE=1 runs the source
// through `node --import tsx` (not the tsx CLI, which would put a wrapper process in between).
const fromSource = process.env.BENCH_API_SOURCE === "1";
if (!fromSource) execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: apiDir, stdio: "inherit" });
const entry = fromSource
  ? [
      "--import",
      pathToFileURL(
        path.join(path.dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist/loader.mjs"),
      ).href,
      "src/server.ts",
    ]
  : ["dist/server.js"];
// API_NODE_FLAGS: node flags for the API process; by default production's (pnpm start, Dockerfile).
const nodeFlags = process.env.API_NODE_FLAGS?.split(" ").filter(Boolean) ?? PRODUCTION_NODE_FLAGS;
const api = spawn(process.execPath, [...nodeFlags, ...entry], {
  cwd: apiDir,
  stdio: ["ignore", log, log],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: benchDataDir,
    LOG_LEVEL: "warn",
    WEB_DIST_DIR: "/nonexistent",
    KB_SEED_ON_START: "true",
    RATE_LIMIT_PER_MINUTE: "1000000",
    CHAT_RATE_LIMIT_PER_MINUTE: "1000000",
    CHAT_MODEL: "fake-model",
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: "sk-bench",
    CHAT_TIMEOUT_MS: "120000",
    EMBEDDING_MODEL: "",
    NODE_ENV: "production",
  },
});
// RSS of the API process every 100 ms, with the phase it fell in.
let phase = "start-up";
const peakByPhase = new Map<string, number>();
const sampler = setInterval(() => {
  try {
    const { rss } = memoryOf(api.pid!);
    peakByPhase.set(phase, Math.max(peakByPhase.get(phase) ?? 0, rss));
  } catch {
    // the process is gone
  }
}, 100);
const apiExit = new Promise<number | null>((resolve) => api.once("exit", resolve));

try {
  for (let i = 0; ; i++) {
    if (api.exitCode !== null) throw new Error(`the API exited (${api.exitCode}); see ${logFile}`);
    const ok = await request(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) throw new Error("the API did not start in 60 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(
    `API process pid ${api.pid}, node flags "${nodeFlags.join(" ")}", database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}; its log: ${path.relative(process.cwd(), logFile)}`,
  );
  const signup = await request(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `bench.${Date.now()}@gram.example.in`, password: "Panchayat@2026" }),
  });
  const token = ((await signup.json()) as { session: { access_token: string } }).session.access_token;

  const direct = async () => {
    const t0 = performance.now();
    const res = await request(`${fake.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer sk-bench" },
      body: JSON.stringify({ model: "fake-model", stream: true, messages: [{ role: "user", content: QUESTION }] }),
    });
    return (await firstLine(res, t0, (l) => l.includes('"content"'))).ms;
  };
  const viaApi = async (message: string) => {
    const t0 = performance.now();
    const res = await request(`${base}/api/chat/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ message }),
    });
    if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
    return (await firstLine(res, t0, (l) => l.startsWith('data: {"type":"chunk"'))).ms;
  };

  phase = "time to first chunk";
  for (let i = 0; i < WARM_UP; i++) await Promise.all([direct(), viaApi(QUESTION)]);
  const directMs: number[] = [];
  const repeatedMs: number[] = [];
  const newMs: number[] = [];
  // Interleaved, so drift (GC, database growth) falls on all alike. A "new" question gets a word
  // never asked before, so its search is never a remembered one.
  for (let i = 0; i < SAMPLES; i++) {
    directMs.push(await direct());
    repeatedMs.push(await viaApi(QUESTION));
    newMs.push(await viaApi(`${NEW_QUESTIONS[i % NEW_QUESTIONS.length]} sawal${i}x${Date.now() % 997}`));
  }
  const d = stats(directMs);
  const row = (label: string, s: { p50: number; p95: number }) =>
    console.log(`  ${label.padEnd(40)} ${s.p50.toFixed(2).padStart(7)} ${s.p95.toFixed(2).padStart(7)}`);
  console.log(`time to first chunk, ${SAMPLES} sequential requests each (ms)`);
  console.log(`  ${"".padEnd(40)}     p50     p95`);
  row("fake upstream, directly", d);
  const database = process.env.DATABASE_URL ? "PostgreSQL" : "embedded";
  for (const [label, samples, goal] of [
    ["through the API, repeated question", repeatedMs, 3],
    ["through the API, a new question each time", newMs, 5],
  ] as const) {
    const a = stats(samples);
    row(label, a);
    row("  added by the API", { p50: a.p50 - d.p50, p95: a.p95 - d.p95 });
    recordFigure({
      figure: `chat TTFC added by the API, ${label.replace("through the API, ", "")}, p50`,
      value: a.p50 - d.p50,
      unit: "ms",
      goal,
      on: database,
    });
  }
  console.log("  (the API path: token + session check, rate-limit count, then beside each other the");
  console.log("   full-text retrieval and, for a new conversation, the conversation + question write,");
  console.log("   which the first chunk no longer waits for; then LangChain → upstream)");

  if (CONCURRENT === 0) throw new Skip();
  // 1,000 streams held open at once, opened at most OPENING at a time; each lasts ~PIECES s, long
  // enough for all of them to be open together.
  fake.mode = "slow";
  fake.slowIntervalMs = 1000;
  fake.slowPieces = PIECES;
  let opening = 0;
  const waiters: (() => void)[] = [];
  const acquire = async () => {
    while (opening >= OPENING) await new Promise<void>((r) => waiters.push(r));
    opening += 1;
  };
  const release = () => {
    opening -= 1;
    waiters.shift()?.();
  };
  const before = memoryOf(api.pid!);
  phase = "1,000 streams: opening";
  let errors = 0;
  let open = 0;
  let maxOpen = 0;
  let rssAtMaxOpen = 0;
  const errorKinds = new Map<string, number>();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENT }, async (_, i) => {
      await acquire();
      let held = false;
      try {
        const res = await request(`${base}/api/chat/`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ message: i % 2 ? QUESTION : NEW_QUESTIONS[i % NEW_QUESTIONS.length] }),
        });
        if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${(await res.text()).slice(0, 80)}`);
        const { text } = await firstLine(res, 0, (l) => {
          if (!held && l.startsWith('data: {"type":"chunk"')) {
            held = true;
            release();
            open += 1;
            if (open === CONCURRENT) phase = "1,000 streams: all open";
            if (open > maxOpen) {
              maxOpen = open;
              if (open % 50 === 0) rssAtMaxOpen = memoryOf(api.pid!).rss;
            }
          }
          return l.startsWith('data: {"type":"chunk"');
        });
        if (held) {
          if (open === CONCURRENT) phase = "1,000 streams: finishing";
          open -= 1;
        }
        if (!text.includes('"type":"done"'))
          throw new Error(text.includes('"type":"error"') ? "error event" : "no done event");
        if ((text.match(/"type":"chunk"/g) ?? []).length !== PIECES + 1) throw new Error("missing chunks");
      } catch (err) {
        if (!held) release();
        errors += 1;
        const kind = (err as Error).message.slice(0, 100);
        errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const after = memoryOf(api.pid!);
  console.log(
    `\n${CONCURRENT} concurrent streams (${PIECES + 1} chunks over ~${PIECES} s each, opened ${OPENING} at a time)`,
  );
  console.log(
    `  errors                      ${errors}${errorKinds.size ? `  ${JSON.stringify(Object.fromEntries(errorKinds))}` : ""}`,
  );
  console.log(`  streams open at once (max)  ${maxOpen}`);
  console.log(`  wall time                   ${seconds.toFixed(1)} s`);
  console.log(`  API RSS before              ${mb(before.rss)}`);
  console.log(`  API RSS with ~${Math.floor(maxOpen / 50) * 50} open      ${mb(rssAtMaxOpen)}`);
  console.log(`  API peak RSS (VmHWM)        ${mb(after.hwm)}  (the API process alone, whole run)`);
  // The streams' own peak: on a new embedded database the whole run's peak is PGlite's initdb at
  // start-up (~650 MB for a few seconds, once per data folder), not the streams.
  const streamsPeak = Math.max(...[...peakByPhase].filter(([p]) => p.startsWith("1,000 streams")).map(([, kb]) => kb));
  console.log(`  API RSS peak, streams only  ${mb(streamsPeak)}`);
  const db = process.env.DATABASE_URL ? "PostgreSQL" : "embedded";
  recordFigure({
    figure: `API RSS with ${CONCURRENT} streams open (peak)`,
    value: Math.round(streamsPeak / 1024),
    unit: "MB",
    goal: db === "embedded" ? 450 : 520,
    on: db,
  });
  recordFigure({ figure: `errors among ${CONCURRENT} concurrent streams`, value: errors, unit: "", goal: 0, on: db });
  console.log(`  API RSS peak by phase       ${[...peakByPhase].map(([p, kb]) => `${p}: ${mb(kb)}`).join("; ")}`);
} catch (err) {
  if (!(err instanceof Skip)) throw err;
} finally {
  clearInterval(sampler);
  api.kill("SIGTERM");
  await Promise.race([apiExit, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
  if (api.exitCode === null) api.kill("SIGKILL");
  await fake.close();
  fs.rmSync(benchDataDir, { recursive: true, force: true });
}
process.exit(0);
