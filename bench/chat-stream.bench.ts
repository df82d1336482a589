// Chat streaming through the API against a local fake OpenAI-compatible server (apps/api test
// helper), API on a throwaway embedded database with the starter corpus: time to first chunk via
// POST /api/chat/ vs straight from the fake upstream (p50/p95), then 1,000 concurrent streams
// held open at once (errors, peak RSS of this process: API + database + fake upstream + clients).
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { seedStarterCorpus } from "../apps/api/src/modules/knowledge/starter.ts";
import { startFakeOpenAI } from "../apps/api/test/helpers/fake-openai.ts";

const SAMPLES = 200;
const WARM_UP = 20;
const CONCURRENT = 1000;
const OPENING = 50;
const PIECES = 60;
const QUESTION = "gram sabha saal mein kitni baar hoti hai";

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

/** Reads a response body until `isFirst` matches a line; returns ms since `t0`, then drains the rest. */
async function firstLine(res: Response, t0: number, isFirst: (line: string) => boolean): Promise<{ ms: number; text: string }> {
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

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

const fake = await startFakeOpenAI();
const app = await buildApp(
  loadConfig({
    DATA_DIR: "memory",
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: "/nonexistent",
    RATE_LIMIT_PER_MINUTE: "1000000",
    CHAT_RATE_LIMIT_PER_MINUTE: "1000000",
    CHAT_MODEL: "fake-model",
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: "sk-bench",
    CHAT_TIMEOUT_MS: "60000",
  }),
  { logger: false },
);
try {
  await seedStarterCorpus(app.db);
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `bench.${Date.now()}@gram.example.in`, password: "Panchayat@2026" }),
  });
  const token = ((await signup.json()) as { session: { access_token: string } }).session.access_token;

  const direct = async () => {
    const t0 = performance.now();
    const res = await fetch(`${fake.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer sk-bench" },
      body: JSON.stringify({ model: "fake-model", stream: true, messages: [{ role: "user", content: QUESTION }] }),
    });
    return (await firstLine(res, t0, (l) => l.includes('"content"'))).ms;
  };
  const viaApi = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/chat/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ message: QUESTION }),
    });
    if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
    return (await firstLine(res, t0, (l) => l.startsWith('data: {"type":"chunk"'))).ms;
  };

  for (let i = 0; i < WARM_UP; i++) await Promise.all([direct(), viaApi()]);
  const directMs: number[] = [];
  const apiMs: number[] = [];
  // Interleaved, so drift (GC, database growth) falls on both alike.
  for (let i = 0; i < SAMPLES; i++) {
    directMs.push(await direct());
    apiMs.push(await viaApi());
  }
  const d = stats(directMs);
  const a = stats(apiMs);
  console.log(`time to first chunk, ${SAMPLES} sequential requests each (ms)`);
  console.log(`                       p50     p95`);
  console.log(`  fake upstream     ${d.p50.toFixed(2).padStart(7)} ${d.p95.toFixed(2).padStart(7)}`);
  console.log(`  through the API   ${a.p50.toFixed(2).padStart(7)} ${a.p95.toFixed(2).padStart(7)}`);
  console.log(`  added by the API  ${(a.p50 - d.p50).toFixed(2).padStart(7)} ${(a.p95 - d.p95).toFixed(2).padStart(7)}`);
  console.log("  (the API path: token + session check, rate-limit count, conversation + history + question");
  console.log("   in the database, full-text retrieval, then LangChain → upstream)");

  // 1,000 streams held open at once. Each stream's setup (session check, rate-limit count, three
  // writes, retrieval) runs on the single-connection embedded database, so they are opened at most
  // OPENING at a time; each then lasts ~PIECES s, long enough for all of them to be open together.
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
  const rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  let errors = 0;
  let open = 0;
  let maxOpen = 0;
  const errorKinds = new Map<string, number>();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      await acquire();
      let held = false;
      try {
        const res = await fetch(`${base}/api/chat/`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ message: QUESTION }),
        });
        if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
        const { text } = await firstLine(res, 0, (l) => {
          if (!held && l.startsWith('data: {"type":"chunk"')) {
            held = true;
            release();
            open += 1;
            maxOpen = Math.max(maxOpen, open);
          }
          return l.startsWith('data: {"type":"chunk"');
        });
        if (held) open -= 1;
        if (!text.includes('"type":"done"')) throw new Error(text.includes('"type":"error"') ? "error event" : "no done event");
        if ((text.match(/"type":"chunk"/g) ?? []).length !== PIECES + 1) throw new Error("missing chunks");
      } catch (err) {
        if (!held) release();
        errors += 1;
        const kind = (err as Error).message.slice(0, 60);
        errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  console.log(`\n${CONCURRENT} concurrent streams (${PIECES + 1} chunks over ~${PIECES} s each, opened ${OPENING} at a time)`);
  console.log(`  errors            ${errors}${errorKinds.size ? `  ${JSON.stringify(Object.fromEntries(errorKinds))}` : ""}`);
  console.log(`  streams open at once (max)  ${maxOpen}`);
  console.log(`  wall time         ${seconds.toFixed(1)} s`);
  console.log(`  RSS before        ${mb(rssBefore)}`);
  console.log(`  peak RSS          ${mb(peakRss)}  (one process: API, embedded database, fake upstream, clients)`);
} finally {
  clearInterval(sampler);
  // Streams that failed under load can leave sockets half-open; do not let them hold the exit.
  const closing = Promise.all([app.close(), fake.close()]);
  await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
}
process.exit(0);
