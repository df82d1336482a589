// A compressed day of mixed use against the API running as its own process (issue 26 item 4), on
// the embedded database as `pnpm start` runs it (built dist/server.js, production node flags):
// officials chatting in Hindi (Devanagari) and Hinglish (streamed and not, new and continued
// conversations, asked-again questions, ratings and 👍/👎), photos read by OCR and documents
// analysed with a question on them, charts drawn and fetched, answers read aloud (Opus and MP3),
// and an admin searching conversations, reading statistics and exporting CSV — for SOAK_MINUTES
// (default 20). Every SOAK_SAMPLE_SECONDS it prints the API process's resident memory (RSS, from
// /proc) and its V8 heap (from /metrics), and at the end the slope of each after warm-up and a
// verdict. Options: SOAK_USERS (officials at once, default 3), SOAK_THINK_MS (pause between one
// official's actions, default 250), SOAK_UPSTREAM=fake (a chat and embeddings model on the fake
// OpenAI-compatible server of the API's tests, instead of the offline answerer), DATABASE_URL (a
// PostgreSQL server instead of the embedded database), SOAK_MIX (some kinds of use only),
// SOAK_IDLE_MINUTES (a quiet end, default 2.5 from 10 minutes on), SOAK_SKIP_BUILD=1,
// SOAK_WARMUP_MINUTES. The API's own log goes to bench/output/soak-api.log.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS } from "../apps/api/scripts/replicas.ts";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { grantAdmin } from "../apps/api/src/modules/users/service.ts";
import { buildDocumentFixtures, buildPhotoVariants } from "../apps/api/test/fixtures/documents/make-fixtures.ts";
import { startFakeOpenAI, type TFakeOpenAI } from "../apps/api/test/helpers/fake-openai.ts";
import { recordFigure } from "./figures.ts";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 20);
const SAMPLE_S = Number(process.env.SOAK_SAMPLE_SECONDS ?? (MINUTES <= 5 ? 5 : 15));
const USERS = Number(process.env.SOAK_USERS ?? 3);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 250);
// Warm-up: caches filling, code being compiled and optimised; excluded from the slope.
const WARMUP_MIN = Number(process.env.SOAK_WARMUP_MINUTES ?? Math.min(5, MINUTES / 4));
/** The office goes quiet at the end (lunch, evening): what is handed back after this long. */
const IDLE_MIN = Number(process.env.SOAK_IDLE_MINUTES ?? (MINUTES >= 10 ? 2.5 : 0));
const RSS_GOAL_MB = 450;
/** "Flat": less than this growth an hour after warm-up (80 MB over an 8-hour office day). */
const SLOPE_GOAL_MB_H = 10;
const PASSWORD = "Panchayat@2026";
/** SOAK_MIX: only some kinds of use (chat, speech, document, chart, admin), to find what grows. */
const MIX = new Set((process.env.SOAK_MIX ?? "chat,speech,document,chart,admin").split(",").map((k) => k.trim()));

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.join(here, "../apps/api");
const outDir = path.join(here, "output");
fs.mkdirSync(outDir, { recursive: true });
const serverUrl = process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-soak-"));

// ---- what officials ask --------------------------------------------------------------------------
const VILLAGES = ["रामपुर", "सीतापुर", "Bhagwanpur", "Khairabad", "मानिकपुर", "Devipur", "सोनपुर", "Kishanganj"];
const HINDI_QUESTIONS = [
  "ग्राम सभा की बैठक साल में कितनी बार होती है?",
  "मनरेगा में जॉब कार्ड कैसे बनता है?",
  "प्रधानमंत्री आवास योजना ग्रामीण के लिए कौन पात्र है?",
  "15वें वित्त आयोग का अनुदान किन कामों पर खर्च हो सकता है?",
  "सूचना का अधिकार आवेदन कैसे लिखें?",
  "जल जीवन मिशन में पानी समिति का क्या काम है?",
  "ग्राम पंचायत विकास योजना कब बनती है?",
  "स्वच्छ भारत मिशन में शौचालय का पैसा कैसे मिलता है?",
];
const HINGLISH_QUESTIONS = [
  "Gram sabha saal mein kitni baar hoti hai?",
  "MGNREGA mein job card kaise banta hai?",
  "PMAY-G ke liye kaun patra hai?",
  "15th finance commission grant ka paisa kahan kharch hota hai?",
  "RTI application kaise likhein?",
  "Jal jeevan mission mein paani samiti kya karti hai?",
  "GPDP kab aur kaise banti hai?",
  "Panchayat bhawan ki marammat ka paisa kahan se aata hai?",
];
const CHART_PROMPTS = [
  "Bar chart: MGNREGA work days by month — April 120, May 340, June 410, July 90",
  "पाई चार्ट: पंचायत का खर्च — सड़क 40, पानी 25, स्कूल 20, स्वास्थ्य 15",
  "Line chart of PMAY-G houses completed: 2021 12, 2022 30, 2023 41, 2024 55",
  "बार चार्ट: गांव में शौचालय — बने 210, बाकी 35",
];
const SPEECH = [
  { text: "ग्राम सभा की बैठक साल में कम से कम चार बार होती है। इसमें गांव के सभी मतदाता भाग ले सकते हैं।", language: "hindi" },
  {
    text: "Job card ke liye gram panchayat mein aavedan dijiye. Pandrah din mein card milna chahiye.",
    language: "hinglish",
  },
  { text: "पंद्रहवें वित्त आयोग का बंधित अनुदान पानी और स्वच्छता पर खर्च होता है।", language: "hindi" },
];
const SEARCH_WORDS = ["gram sabha", "जॉब कार्ड", "awas", "पानी", "RTI", "रामपुर", "grant", "shauchalay"];

let seq = 0;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
/** A question never asked before (a village and a number make it new), or one asked often. */
function question(language: "hindi" | "hinglish"): string {
  const base = pick(language === "hindi" ? HINDI_QUESTIONS : HINGLISH_QUESTIONS);
  if (Math.random() < 0.3) return base; // asked again: remembered searches
  const village = pick(VILLAGES);
  const n = ++seq;
  return language === "hindi" ? `${village} (वार्ड ${n}) में: ${base}` : `${village} ward ${n} mein: ${base}`;
}

// ---- the API process ---------------------------------------------------------------------------
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
const rssMb = (pid: number) =>
  Number(/^VmRSS:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

if (process.env.SOAK_SKIP_BUILD !== "1") {
  execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: apiDir, stdio: "inherit" });
}

let fake: TFakeOpenAI | undefined;
if (process.env.SOAK_UPSTREAM === "fake") {
  fake = await startFakeOpenAI();
  fake.respond = (body) =>
    body.stream ? undefined : "HI: ग्राम सभा की बैठक कितनी बार होती है\nEN: how often does the gram sabha meet";
}
const dbEnv: Record<string, string> = serverUrl ? { DATABASE_URL: serverUrl } : { DATA_DIR: dataDir };
const modelEnv: Record<string, string> = fake
  ? {
      CHAT_MODEL: "fake-model",
      EMBEDDING_MODEL: "fake-embed",
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: "sk-soak",
      CHAT_QUERY_REWRITE_TIMEOUT_MS: "2000",
    }
  : {};

// The installation a soak starts from: a database made and seeded (the first start's initdb,
// migrations and starter knowledge base), with one admin, as on a server that has been set up.
const adminEmail = `soak.admin.${Date.now()}@gram.example.in`;
{
  const t0 = performance.now();
  const app = await buildApp(
    loadConfig({ ...dbEnv, LOG_LEVEL: "silent", WEB_DIST_DIR: "/nonexistent", RATE_LIMIT_PER_MINUTE: "100000" }),
    { logger: false },
  );
  await app.ready();
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: { email: adminEmail, password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`admin sign-up failed: ${res.statusCode} ${res.body}`);
  await grantAdmin(app.db, adminEmail);
  await app.close();
  console.log(`installation prepared in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const apiLog = path.join(outDir, "soak-api.log");
const logFd = fs.openSync(apiLog, "w");
const api = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, "dist/server.js"], {
  cwd: apiDir,
  stdio: ["ignore", logFd, logFd],
  // As `pnpm start` (MALLOC_ARENA_MAX=2); MALLOC_ARENA_MAX=16 from outside gives glibc's default here.
  env: {
    ...PRODUCTION_ENV,
    ...process.env,
    ...dbEnv,
    ...modelEnv,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    WEB_DIST_DIR: "/nonexistent",
    // A whole office's day in minutes: the per-user limits would refuse most of it.
    RATE_LIMIT_PER_MINUTE: "1000000",
    ANON_RATE_LIMIT_PER_MINUTE: "1000000",
    CHAT_RATE_LIMIT_PER_MINUTE: "1000000",
    TTS_RATE_LIMIT_PER_MINUTE: "1000000",
    DOCUMENT_RATE_LIMIT_PER_MINUTE: "1000000",
    DOCUMENT_OCR_PAGES_PER_MINUTE: "1000000",
    IMAGE_DAILY_LIMIT: "1000000",
  },
});
const apiExited = new Promise((resolve) => api.once("exit", resolve));
{
  const t0 = performance.now();
  for (;;) {
    if (api.exitCode !== null) throw new Error(`the API exited (${api.exitCode}); see ${apiLog}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - t0 > 300_000) throw new Error("the API did not start in 300 s");
    await new Promise((r) => setTimeout(r, 200));
  }
}

// ---- clients -----------------------------------------------------------------------------------
type TCount = { ok: number; failed: number; ms: number[]; statuses: Map<string, number>; firstFailure?: string };
const counts = new Map<string, TCount>();
function count(action: string, ok: boolean, ms: number, status: string, body = "") {
  let c = counts.get(action);
  if (!c) counts.set(action, (c = { ok: 0, failed: 0, ms: [], statuses: new Map() }));
  if (ok) c.ok++;
  else {
    c.failed++;
    c.firstFailure ??= body.slice(0, 300);
    c.statuses.set(status, (c.statuses.get(status) ?? 0) + 1);
  }
  c.ms.push(ms);
}
const totalRequests = () => [...counts.values()].reduce((n, c) => n + c.ok + c.failed, 0);
const totalFailed = () => [...counts.values()].reduce((n, c) => n + c.failed, 0);

class Client {
  token = "";
  constructor(
    readonly email: string,
    readonly language: "hindi" | "hinglish",
  ) {}

  async signIn(signUp: boolean) {
    const res = await fetch(`${base}/api/auth/${signUp ? "signup" : "login"}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: this.email, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`${signUp ? "sign-up" : "login"} failed: ${res.status} ${await res.text()}`);
    this.token = ((await res.json()) as { session: { access_token: string } }).session.access_token;
  }

  /** One request, counted under `action`; the body read whole (streams to their end). */
  async call(action: string, method: string, url: string, body?: unknown): Promise<{ status: number; text: string }> {
    const t0 = performance.now();
    for (let attempt = 0; ; attempt++) {
      let status = 0;
      let text: string;
      try {
        const res = await fetch(`${base}${url}`, {
          method,
          headers: {
            authorization: `Bearer ${this.token}`,
            "x-language": this.language,
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        status = res.status;
        text = await res.text();
      } catch (err) {
        text = (err as Error).message;
      }
      // The access token lives 15 minutes: sign in again, as the app's refresh would.
      if (status === 401 && attempt === 0) {
        await this.signIn(false);
        continue;
      }
      const ok = status >= 200 && status < 300;
      count(action, ok, performance.now() - t0, String(status || "network"), text);
      return { status, text };
    }
  }
}

const json = <T>(text: string): T | undefined => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
};
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const fixtures = await buildDocumentFixtures();
const variants = await buildPhotoVariants(fixtures.jpeg!.bytes);
const photos = [
  { bytes: fixtures.jpeg!.bytes, type: "image/jpeg" },
  { bytes: variants.png, type: "image/png" },
  { bytes: variants.webp, type: "image/webp" },
];
const documents = [fixtures.pdf!, fixtures.docx!, fixtures.txt!, fixtures.pptx!];

async function chat(c: Client, conversations: string[]) {
  const continueOne = conversations.length > 0 && Math.random() < 0.4;
  const conversationId = continueOne ? pick(conversations) : undefined;
  const message = question(c.language);
  if (Math.random() < 0.15) {
    // The non-streaming endpoint (WhatsApp-style clients), with a little history.
    await c.call("chat (JSON)", "POST", "/api/chat", {
      message,
      language: c.language,
      conversation_history: [
        { role: "user", content: question(c.language) },
        { role: "assistant", content: "Gram sabha saal mein kam se kam do baar hoti hai." },
      ],
    });
    return;
  }
  const { text } = await c.call("chat (stream)", "POST", "/api/chat/", {
    message,
    language: c.language,
    ...(conversationId ? { conversation_id: conversationId } : {}),
  });
  const events = text
    .split("\n")
    .filter((l) => l.startsWith("data: "))
    .map((l) => json<{ type: string; conversationId?: string; messageId?: string }>(l.slice(6)));
  const started = events.find((e) => e?.type === "conversation")?.conversationId;
  const answerId = events.find((e) => e?.type === "done")?.messageId;
  if (started && !conversations.includes(started)) {
    conversations.push(started);
    if (conversations.length > 20) conversations.shift();
  }
  const roll = Math.random();
  if (answerId && roll < 0.15) {
    await c.call("feedback", "POST", `/api/chat/messages/${answerId}/feedback`, {
      value: Math.random() < 0.7 ? "up" : "down",
      comment: Math.random() < 0.5 ? "accha jawab" : null,
    });
  } else if (started && roll < 0.25) {
    await c.call("rating", "POST", "/api/chat/rating", {
      conversation_id: started,
      rating: 1 + Math.floor(Math.random() * 5),
      feedback: "theek hai",
    });
  } else if (roll < 0.4) {
    await c.call("history", "GET", "/api/chat/conversations");
    if (started) await c.call("history", "GET", `/api/chat/conversations/${started}`);
  }
}

async function document(c: Client) {
  const photo = Math.random() < 0.5;
  const doc = photo ? undefined : pick(documents);
  const image = photo ? pick(photos) : undefined;
  const { text } = await c.call(photo ? "document (photo, OCR)" : "document (file)", "POST", "/api/document", {
    image_data: b64(image ? image.bytes : doc!.bytes),
    document_type: image ? image.type : doc!.mimeType,
    language: c.language,
    ...(doc ? { file_name: doc.fileName } : {}),
  });
  const analysed = json<{ assistant_id?: string; thread_id?: string }>(text);
  if (analysed?.assistant_id && analysed.thread_id) {
    await c.call("document question", "POST", "/api/document/question", {
      question: c.language === "hindi" ? "इस पत्र की अंतिम तिथि क्या है?" : "Is patra ki antim tithi kya hai?",
      assistant_id: analysed.assistant_id,
      thread_id: analysed.thread_id,
      language: c.language,
    });
  }
}

async function chart(c: Client) {
  const { text } = await c.call("chart", "POST", "/api/generate-image", {
    prompt: `${pick(CHART_PROMPTS)} (${++seq})`,
    language: c.language,
  });
  const url = json<{ image_url?: string }>(text)?.image_url;
  if (url) await c.call("chart image", "GET", url.startsWith("/api/") ? url : `/api/images/${url.split("/").pop()}`);
}

async function speech(c: Client) {
  const s = pick(SPEECH);
  await c.call("speech", "POST", "/api/tts/synthesize", {
    text: `${s.text} ${++seq}`,
    language: s.language,
    format: Math.random() < 0.7 ? "opus" : "mp3",
  });
}

const deadline = Date.now() + MINUTES * 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function official(i: number) {
  const c = new Client(`soak.official.${i}.${Date.now()}@gram.example.in`, i % 2 === 0 ? "hindi" : "hinglish");
  await c.signIn(true);
  const conversations: string[] = [];
  while (Date.now() < deadline) {
    const r = Math.random();
    if (r < 0.55) {
      if (MIX.has("chat")) await chat(c, conversations);
    } else if (r < 0.7) {
      if (MIX.has("speech")) await speech(c);
    } else if (r < 0.82) {
      if (MIX.has("document")) await document(c);
    } else if (r < 0.92) {
      if (MIX.has("chart")) await chart(c);
    } else if (MIX.has("chat")) await c.call("settings", "GET", "/api/users/me/preferences");
    await sleep(THINK_MS * (0.5 + Math.random()));
  }
}

async function admin() {
  if (!MIX.has("admin")) return;
  const c = new Client(adminEmail, "hinglish");
  await c.signIn(false);
  let round = 0;
  while (Date.now() < deadline) {
    round++;
    const q = encodeURIComponent(pick(SEARCH_WORDS));
    await c.call("admin search", "GET", `/api/admin/conversations?search_query=${q}&page_size=20`);
    await c.call("admin list", "GET", `/api/admin/conversations?page=${1 + (round % 3)}`);
    if (round % 3 === 0) await c.call("admin statistics", "GET", "/api/admin/statistics");
    if (round % 3 === 1) await c.call("admin gaps", "GET", "/api/admin/gaps");
    if (round % 6 === 0) await c.call("admin CSV export", "POST", "/api/admin/conversations/export", {});
    await sleep(THINK_MS * 8);
  }
}

// ---- memory over time --------------------------------------------------------------------------
/**
 * Where the API's resident memory sits, from /proc/<pid>/smaps: mapped files (node's own code and
 * data, native libraries), glibc's malloc (the brk heap and its 64 MiB arenas: V8's and libraries'
 * native allocations), WebAssembly memories (each in its own ≥ 4 GiB reservation: the embedded
 * database, the OCR engine, eSpeak and Opus) and the rest of the anonymous memory (the V8 heaps of
 * the main thread and the worker threads, thread stacks, buffers of 128 KiB and more).
 */
type TBreakdown = { files: number; malloc: number; wasm: number[]; otherAnon: number; threads: number };
const ARENA = 64 * 1024 * 1024;
function breakdown(pid: number): TBreakdown | undefined {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/smaps`, "utf8");
  } catch {
    return undefined;
  }
  const maps: { start: number; end: number; name: string; rss: number }[] = [];
  for (const line of text.split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) maps.push({ start: parseInt(head[1]!, 16), end: parseInt(head[2]!, 16), name: head[3]!.trim(), rss: 0 });
    else if (line.startsWith("Rss:") && maps.length > 0) maps.at(-1)!.rss = Number(/(\d+)/.exec(line)![1]) / 1024;
  }
  const b: TBreakdown = { files: 0, malloc: 0, wasm: [], otherAnon: 0, threads: 0 };
  for (let i = 0; i < maps.length; i++) {
    const m = maps[i]!;
    if (m.name.startsWith("/")) b.files += m.rss;
    else if (m.name === "[heap]") b.malloc += m.rss;
    else if (m.name)
      b.otherAnon += m.rss; // stacks, vdso
    else {
      // A run of adjacent anonymous mappings: a malloc arena (64 MiB, aligned), a WebAssembly
      // memory (its reservation is ≥ 4 GiB), or anything else.
      let j = i;
      while (j + 1 < maps.length && !maps[j + 1]!.name && maps[j + 1]!.start === maps[j]!.end) j++;
      const run = maps.slice(i, j + 1);
      let rest = 0;
      let restSpan = 0;
      for (let k = 0; k < run.length; k++) {
        const r = run[k]!;
        // glibc maps an arena as 64 MiB aligned to 64 MiB, read-write as far as it is used.
        const last = r.start % ARENA === 0 ? run.findIndex((x) => x.end === r.start + ARENA) : -1;
        if (last >= k) {
          b.malloc += run.slice(k, last + 1).reduce((n, x) => n + x.rss, 0);
          k = last;
        } else {
          rest += r.rss;
          restSpan += r.end - r.start;
        }
      }
      if (restSpan >= 4 * 1024 ** 3) b.wasm.push(rest);
      else b.otherAnon += rest;
      i = j;
    }
  }
  b.threads = Number(/^Threads:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return b;
}
const describe = (b: TBreakdown | undefined, heapTotal: number) =>
  b
    ? `files ${b.files.toFixed(0)} MB · malloc ${b.malloc.toFixed(0)} MB · WebAssembly ${b.wasm
        .filter((w) => w >= 1)
        .sort((x, y) => y - x)
        .map((w) => w.toFixed(0))
        .join(
          " + ",
        )} MB · other anonymous ${b.otherAnon.toFixed(0)} MB (main thread's V8 heap ${heapTotal.toFixed(0)} MB of it; the rest: worker threads' heaps, stacks, large buffers) · ${b.threads} threads`
    : "(no /proc/<pid>/smaps)";

type TSample = {
  min: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  memory?: TBreakdown;
};
const samples: TSample[] = [];
const started = Date.now();
const metricValue = (text: string, name: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) / 1024 / 1024 : Number.NaN;
};
async function sample() {
  const text = await fetch(`${base}/metrics`).then(
    (r) => r.text(),
    () => "",
  );
  const s: TSample = {
    min: (Date.now() - started) / 60_000,
    rss: rssMb(api.pid!),
    heapUsed: metricValue(text, "sachiv_nodejs_heap_size_used_bytes"),
    heapTotal: metricValue(text, "sachiv_nodejs_heap_size_total_bytes"),
    external: metricValue(text, "sachiv_nodejs_external_memory_bytes"),
    memory: breakdown(api.pid!),
  };
  samples.push(s);
  const secs = Math.round(s.min * 60);
  const mm = `${String(Math.floor(secs / 60)).padStart(2, "0")}:${String(secs % 60).padStart(2, "0")}`;
  console.log(
    `  ${mm}  ${s.rss.toFixed(0).padStart(5)} MB  ${s.heapUsed.toFixed(0).padStart(4)} / ${s.heapTotal.toFixed(0).padStart(4)} MB  ${s.external.toFixed(0).padStart(5)} MB  ${String(totalRequests()).padStart(7)}  ${String(totalFailed()).padStart(5)}  ${os.loadavg()[0]!.toFixed(1).padStart(5)}`,
  );
}

/** Least-squares slope of y over minutes, in MB an hour. */
function slopePerHour(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  const num = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : (num / den) * 60;
}

console.log(
  `\nsoak: ${MINUTES} min, ${USERS} officials + 1 admin (${[...MIX].join(", ")}), pause ${THINK_MS} ms, ${serverUrl ? "PostgreSQL" : `embedded database in ${dataDir}`}, ${fake ? "chat and embeddings on the fake upstream" : "offline answerer"}; API pid ${api.pid}, node ${PRODUCTION_NODE_FLAGS.join(" ")}`,
);
console.log(`   time    RSS      heap used / total   external  requests  failed  load`);
await sample();
const sampler = setInterval(() => void sample(), SAMPLE_S * 1000);
let failure: unknown;
try {
  await Promise.all([...Array.from({ length: USERS }, (_, i) => official(i)), admin()]);
} catch (err) {
  failure = err;
}
await sample();
const workEnd = samples.length;
if (IDLE_MIN > 0) {
  console.log(`  (no requests from here: ${IDLE_MIN} min idle)`);
  await sleep(IDLE_MIN * 60_000);
}
clearInterval(sampler);
if (IDLE_MIN > 0) await sample();
// What an operator's Prometheus would have scraped at the end.
fs.writeFileSync(path.join(outDir, "soak-metrics.txt"), await fetch(`${base}/metrics`).then((r) => r.text()));

// ---- report ------------------------------------------------------------------------------------
console.log(`\nrequests by action                 ok   failed     p50 ms     p95 ms   failures by status`);
const failures: string[] = [];
for (const [action, c] of [...counts].sort((a, b) => a[0].localeCompare(b[0]))) {
  if (c.firstFailure !== undefined) failures.push(`  ${action}: ${c.firstFailure}`);
  const ms = [...c.ms].sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
  console.log(
    `  ${action.padEnd(28)} ${String(c.ok).padStart(6)} ${String(c.failed).padStart(8)} ${at(0.5).toFixed(0).padStart(10)} ${at(0.95).toFixed(0).padStart(10)}   ${[...c.statuses].map(([s, n]) => `${s}×${n}`).join(" ")}`,
  );
}
if (failures.length > 0) console.log(`first failure of each action:\n${failures.join("\n")}`);

const working = samples.slice(0, workEnd);
const steady = working.filter((s) => s.min >= WARMUP_MIN);
// Heap used swings with each collection: its floor per minute is what grows when something leaks.
const heapFloor = new Map<number, number>();
for (const s of steady) {
  const m = Math.floor(s.min);
  heapFloor.set(m, Math.min(heapFloor.get(m) ?? Infinity, s.heapUsed));
}
const rssSlope = slopePerHour(steady.map((s) => ({ x: s.min, y: s.rss })));
const heapSlope = slopePerHour([...heapFloor].map(([x, y]) => ({ x: x + 0.5, y })));
const first = steady[0] ?? samples[0]!;
const last = working.at(-1)!;
const peak = Math.max(...samples.map((s) => s.rss));
const rested = IDLE_MIN > 0 ? samples.at(-1) : undefined;
console.log(`\nmemory of the API process (after ${WARMUP_MIN} min of warm-up)`);
console.log(
  `  RSS at start ${samples[0]!.rss.toFixed(0)} MB, after warm-up ${first.rss.toFixed(0)} MB, at the end ${last.rss.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`,
);
console.log(
  `  heap used at start ${samples[0]!.heapUsed.toFixed(0)} MB, after warm-up ${first.heapUsed.toFixed(0)} MB, at the end ${last.heapUsed.toFixed(0)} MB`,
);
const peakSample = samples.find((s) => s.rss === peak)!;
console.log(`  at the peak: ${describe(peakSample.memory, peakSample.heapTotal)}`);
if (rested) console.log(`  after the idle minutes: ${describe(rested.memory, rested.heapTotal)}`);
if (rested)
  console.log(
    `  after ${IDLE_MIN} min without requests: RSS ${rested.rss.toFixed(0)} MB, heap used ${rested.heapUsed.toFixed(0)} MB`,
  );
console.log(
  `  slope after warm-up: RSS ${rssSlope.toFixed(1)} MB/h, heap (floor per minute) ${heapSlope.toFixed(1)} MB/h`,
);
const flat = rssSlope <= SLOPE_GOAL_MB_H && heapSlope <= SLOPE_GOAL_MB_H;
console.log(
  `  verdict: ${flat ? "flat" : "GROWS"} (goal ≤ ${SLOPE_GOAL_MB_H} MB/h after warm-up), ${peak <= RSS_GOAL_MB ? "within" : "OVER"} ${RSS_GOAL_MB} MB (peak)`,
);
if (MINUTES >= 10) {
  const on = `${serverUrl ? "PostgreSQL" : "embedded"}, ${MINUTES} min`;
  recordFigure({ figure: "soak: API peak RSS", value: Math.round(peak), unit: "MB", goal: RSS_GOAL_MB, on });
  recordFigure({
    figure: "soak: RSS slope after warm-up",
    value: Number(rssSlope.toFixed(1)),
    unit: "MB/h",
    goal: SLOPE_GOAL_MB_H,
    on,
  });
}
fs.writeFileSync(
  path.join(outDir, "soak-samples.json"),
  JSON.stringify(
    {
      MINUTES,
      USERS,
      samples,
      counts: Object.fromEntries([...counts].map(([k, c]) => [k, { ok: c.ok, failed: c.failed }])),
    },
    null,
    1,
  ),
);

api.kill("SIGTERM");
await Promise.race([apiExited, sleep(15_000)]);
if (api.exitCode === null && api.signalCode === null) api.kill("SIGKILL");
await fake?.close();
fs.rmSync(dataDir, { recursive: true, force: true });
if (failure) {
  console.error(failure);
  process.exit(1);
}
