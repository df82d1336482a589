// A sarpanch's phone on a weak network (issue 22, "done when"): the built web app (apps/web/dist)
// served by the API in-process (embedded database, starter knowledge base), opened in Chromium at
// 390x844 with DevTools' slow 3G (400 ms latency per request, 400 kbit/s down and up) and a 4x CPU
// slowdown. It prints, for each run:
// - first visit usable: from navigation start until the screen's first input is on screen and
//   enabled (React has rendered it, so it responds) — /login for a newcomer, /chat signed in —
//   no HTTP cache, no service worker; goal ≤ 5 s;
// - first answer chunk: from the tap on "send" until the first words of the answer are on
//   screen, on that same page; goal ≤ 1.5 s;
// - audio bytes per answer: the bytes of the speech (POST /api/tts/synthesize) the answer's
//   read-aloud fetches, whatever format the server gives, and the seconds of audio they hold.
// BENCH_WEB_3G_RUNS=3 repeats the whole visit (median printed). `pnpm bench web` runs this file too.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type CDPSession, type Page } from "playwright-core";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig, repoRoot } from "../apps/api/src/config.ts";
import { bilingualDictionary } from "../apps/api/src/modules/knowledge/index.ts";
import { seedStarterCorpusIfEmpty } from "../apps/api/src/modules/knowledge/starter.ts";
import { recordFigure } from "./figures.ts";

const dist = path.join(repoRoot, "apps/web/dist");
if (!fs.existsSync(path.join(dist, "index.html"))) {
  console.error("apps/web/dist is missing: run `pnpm --filter @sachiv/web build` first.");
  process.exit(1);
}
const RUNS = Number(process.env.BENCH_WEB_3G_RUNS ?? 3);
const SLOW_3G = { latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
// BENCH_WEB_3G_CPU=1 leaves the CPU alone (the network's share of the times); BENCH_WEB_3G_SPEECH=0
// skips waiting for the answer's speech (the longest part of a run).
const CPU_SLOWDOWN = Number(process.env.BENCH_WEB_3G_CPU ?? 4);
const WITH_SPEECH = process.env.BENCH_WEB_3G_SPEECH !== "0";
// A new question each run (a repeated one is answered from the minute's cache), after a warm-up one.
const QUESTIONS = [
  "Job card kaise banwayein aur kitne din mein milta hai?",
  "Gram sabha ki baithak saal mein kitni baar honi chahiye?",
  "PMAY-G mein makaan ke liye kitni rashi milti hai?",
  "Social audit kaun karta hai aur kab hota hai?",
  "RTI application ki fees kitni hai?",
];
const WARM_UP = "Panchayat bhawan ki marammat ke liye fund kahan se milega?";
const VERBOSE = process.env.BENCH_WEB_3G_VERBOSE === "1";
// BENCH_WEB_3G_QUIET=1 asks only once the screen's network is quiet (its first load, fonts and
// idle-time fetches done), as an official reading the screen before typing; by default the
// question is sent the moment the input is usable, sharing the link with the rest of the load.
const ASK_WHEN_QUIET = process.env.BENCH_WEB_3G_QUIET === "1";
const GOALS = { usableMs: 5000, firstChunkMs: 1500 };

// In every page: the moment (performance.now(), from navigation start) the screen's first enabled
// input has been painted; the tap on a button; the first words of a new answer painted.
const PROBE = `(() => {
  const w = window;
  const painted = (key) => requestAnimationFrame(() => { if (w[key] === undefined) w[key] = performance.now(); });
  const inputReady = () => document.querySelector("main textarea:not([disabled]), main input:not([disabled]):not([type=hidden])");
  const watch = () => {
    if (inputReady()) return painted("__usableAt");
    const obs = new MutationObserver(() => { if (inputReady()) { obs.disconnect(); painted("__usableAt"); } });
    obs.observe(document.documentElement, { childList: true, subtree: true });
  };
  if (document.documentElement) watch(); else document.addEventListener("readystatechange", watch, { once: true });
  w.__armAnswer = () => {
    const bubbles = () => document.querySelectorAll("#chat-messages article");
    const before = bubbles().length;
    w.__sentAt = undefined; w.__chunkAt = undefined;
    document.addEventListener("click", (e) => {
      if (e.target instanceof Element && e.target.closest("button[type=submit], form button")) w.__sentAt ??= performance.now();
    }, { capture: true });
    const obs = new MutationObserver(() => {
      const all = bubbles();
      // The question's bubble, then the answer's with text in it.
      if (all.length >= before + 2 && all[all.length - 1].textContent.trim() !== "") { obs.disconnect(); painted("__chunkAt"); }
    });
    obs.observe(document.body, { childList: true, subtree: true, characterData: true });
  };
})();`;

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_3G });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return cdp;
}

const readNumber = (page: Page, key: string) =>
  page.waitForFunction((k) => (window as unknown as Record<string, number | undefined>)[k], key, {
    timeout: 120_000,
    polling: 100,
  });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const app = await buildApp(
  loadConfig({
    DATA_DIR: "memory",
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: dist,
    RATE_LIMIT_PER_MINUTE: "100000",
    CHAT_RATE_LIMIT_PER_MINUTE: "1000",
    TTS_RATE_LIMIT_PER_MINUTE: "1000",
  }),
  { logger: false },
);
await seedStarterCorpusIfEmpty(app.db, () => {});
// As server.ts does before listening: the dictionary is read at start-up, not on the first question.
bilingualDictionary();
const base = await app.listen({ port: 0, host: "127.0.0.1" });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--autoplay-policy=no-user-gesture-required", "--mute-audio"],
});

type TRun = { login: number; chat: number; firstChunk: number; audioBytes: number; audioPieces: number; types: string };

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "hi-IN",
    serviceWorkers: "block", // a first visit: nothing cached
  });
  await context.addInitScript(PROBE);
  return context;
}

async function oneRun(i: number): Promise<TRun> {
  const credentials = { email: `bench.3g.${i}.${Date.now()}@gram.example.in`, password: "Panchayat@2026" };
  const post = (url: string) =>
    fetch(`${base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(credentials),
    });
  await post("/api/auth/signup");
  const { session } = (await (await post("/api/auth/login")).json()) as {
    session: { expires_in: number; access_token: string };
  };
  if (i === 0) {
    // A server that has been up a while: one question answered before the measured ones.
    const warm = await fetch(`${base}/api/chat/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({ message: WARM_UP, language: "hinglish" }),
    });
    await warm.text();
  }

  // A newcomer: the login screen, cold.
  const newcomer = await newContext();
  const loginPage = await newcomer.newPage();
  await throttle(loginPage);
  await loginPage.goto(`${base}/login`, { waitUntil: "commit" });
  const login = (await (await readNumber(loginPage, "__usableAt")).jsonValue()) as number;
  await newcomer.close();

  // Signed in, cold cache: /chat, then one question.
  const context = await newContext();
  await context.addInitScript((s) => {
    if (!localStorage.getItem("ai-sachiv.session"))
      localStorage.setItem(
        "ai-sachiv.session",
        JSON.stringify({ session: s, expires_at_local: Math.floor(Date.now() / 1000) + s.expires_in }),
      );
  }, session);
  const page = await context.newPage();
  const cdp = await throttle(page);
  // Speech responses, counted by CDP (bytes received, whatever the format): request id → entry.
  const speech = new Map<string, { bytes: number; type: string; finished: boolean }>();
  const log: { id: string; url: string; at: number; firstData?: number; end?: number; bytes: number }[] = [];
  cdp.on("Network.responseReceived", (e) => {
    const entry = speech.get(e.requestId);
    if (entry) entry.type = e.response.mimeType;
  });
  cdp.on("Network.loadingFailed", (e) => {
    const entry = speech.get(e.requestId);
    if (entry) Object.assign(entry, { finished: true, type: `failed: ${e.errorText}` });
  });
  cdp.on("Network.dataReceived", (e) => {
    const entry = speech.get(e.requestId);
    if (entry) entry.bytes += e.dataLength;
    const logged = log.find((l) => l.id === e.requestId);
    if (logged && logged.firstData === undefined) logged.firstData = e.timestamp;
  });
  cdp.on("Network.loadingFinished", (e) => {
    const entry = speech.get(e.requestId);
    if (entry) {
      entry.finished = true;
      entry.bytes = Math.max(entry.bytes, e.encodedDataLength);
    }
    const logged = log.find((l) => l.id === e.requestId);
    if (logged) Object.assign(logged, { end: e.timestamp, bytes: e.encodedDataLength });
  });
  cdp.on("Network.requestWillBeSent", (e) => {
    if (e.request.url.includes("/api/tts/")) speech.set(e.requestId, { bytes: 0, type: "?", finished: false });
    if (VERBOSE) log.push({ id: e.requestId, url: e.request.url.replace(base, ""), at: e.timestamp, bytes: 0 });
  });
  await page.goto(`${base}/chat`, { waitUntil: "commit" });
  const chat = (await (await readNumber(page, "__usableAt")).jsonValue()) as number;

  if (ASK_WHEN_QUIET) await page.waitForLoadState("networkidle", { timeout: 120_000 });
  await page.evaluate(() => (window as unknown as { __armAnswer: () => void }).__armAnswer());
  const box = page.locator("main textarea").first();
  await box.fill(QUESTIONS[i % QUESTIONS.length]!);
  await page.locator("main form button[type=submit]").last().click();
  const chunkAt = (await (await readNumber(page, "__chunkAt")).jsonValue()) as number;
  const sentAt = (await page.evaluate(() => (window as unknown as { __sentAt?: number }).__sentAt)) ?? Number.NaN;

  // The whole answer, then its speech: wait until no speech request is in flight for 5 s.
  await page.waitForFunction(() => document.querySelector("#chat-messages[aria-busy=true]") === null, undefined, {
    timeout: 120_000,
  });
  let settled = 0;
  let lastCount = -1;
  const deadline = Date.now() + 180_000;
  while (WITH_SPEECH && Date.now() < deadline) {
    await page.waitForTimeout(1000); // polling the network for quiet, not a wait for an outcome
    const all = [...speech.values()];
    const quiet = all.length > 0 && all.every((p) => p.finished) && all.length === lastCount;
    settled = quiet ? settled + 1 : 0;
    lastCount = all.length;
    if (settled >= 5) break;
  }
  const pieces = [...speech.values()].filter((p) => p.finished);
  if (VERBOSE) {
    const t0 = log[0]?.at ?? 0;
    const ms = (t?: number) => (t === undefined ? "-" : ((t - t0) * 1000).toFixed(0)).padStart(6);
    for (const entry of log)
      console.log(
        `    ${ms(entry.at)} → ${ms(entry.firstData)} → ${ms(entry.end)} ms ${String(entry.bytes).padStart(7)} B  ${entry.url.slice(0, 80)}`,
      );
  }
  await context.close();
  return {
    login,
    chat,
    firstChunk: chunkAt - sentAt,
    audioBytes: pieces.reduce((n, p) => n + p.bytes, 0),
    audioPieces: pieces.length,
    types: [...new Set(pieces.map((p) => p.type))].join(", "),
  };
}

try {
  console.log(
    `slow 3G (${SLOW_3G.latency} ms per request, 400 kbit/s down/up) + ${CPU_SLOWDOWN}x CPU, 390x844, no cache, no service worker; ` +
      `${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}` +
      (ASK_WHEN_QUIET ? "; question asked once the network is quiet" : ""),
  );
  const runs: TRun[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const run = await oneRun(i);
    runs.push(run);
    console.log(
      `  run ${i + 1}: /login usable ${seconds(run.login)}, /chat usable ${seconds(run.chat)}, ` +
        `first answer chunk ${seconds(run.firstChunk)}, speech ${(run.audioBytes / 1024).toFixed(1)} KB in ${run.audioPieces} pieces (${run.types})`,
    );
  }
  const m = {
    login: median(runs.map((r) => r.login)),
    chat: median(runs.map((r) => r.chat)),
    firstChunk: median(runs.map((r) => r.firstChunk)),
    audioKb: median(runs.map((r) => r.audioBytes)) / 1024,
  };
  const mark = (ok: boolean) => (ok ? "ok" : "OVER");
  console.log(`median of ${runs.length}:`);
  console.log(
    `  first visit usable, /login (newcomer)   ${seconds(m.login).padStart(8)}  goal ≤ 5 s    ${mark(m.login <= GOALS.usableMs)}`,
  );
  console.log(
    `  first visit usable, /chat (signed in)   ${seconds(m.chat).padStart(8)}  goal ≤ 5 s    ${mark(m.chat <= GOALS.usableMs)}`,
  );
  console.log(
    `  first answer chunk                      ${seconds(m.firstChunk).padStart(8)}  goal ≤ 1.5 s  ${mark(m.firstChunk <= GOALS.firstChunkMs)}`,
  );
  console.log(
    `  audio per answer                        ${`${m.audioKb.toFixed(1)} KB`.padStart(8)}  (${runs[0]!.types})`,
  );
  const on = `slow 3G + ${CPU_SLOWDOWN}x CPU`;
  recordFigure({ figure: "first visit usable, /login", value: m.login / 1000, unit: "s", goal: 5, on });
  recordFigure({ figure: "first visit usable, /chat signed in", value: m.chat / 1000, unit: "s", goal: 5, on });
  recordFigure({ figure: "first answer chunk", value: m.firstChunk / 1000, unit: "s", goal: 1.5, on });
} finally {
  await browser.close();
  await app.close();
}
