// Admin conversation monitoring at scale: seeds 100,000 conversations (400,000 Hindi / Hinglish
// messages, 2,000 users, a year of dates) into a throwaway embedded database (or DATABASE_URL,
// emptied first), then prints GET /api/admin/conversations p50/p95 for the default page, email
// filters, text searches and a date range, and the time and peak RSS of exporting all of it as CSV.
// `ADMIN_BENCH_CONVERSATIONS=20000 pnpm bench admin` for a quicker run; ADMIN_BENCH_EXPLAIN="sql;;sql"
// prints EXPLAIN ANALYZE of those statements on the seeded data (ADMIN_BENCH_EXPLAIN_SHORT=1: times only).
// ADMIN_BENCH_DATA_DIR keeps the embedded database in that folder (else a temporary one, deleted
// after); with ADMIN_BENCH_REUSE=1 a database already seeded with as many conversations is
// measured again without seeding (or emptying) it, to profile a change without waiting for the seed.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { messageSearchText } from "../apps/api/src/modules/chat/search-text.ts";
import { grantAdmin } from "../apps/api/src/modules/users/service.ts";
import { recordFigure } from "./figures.ts";

const CONVERSATIONS = Number(process.env.ADMIN_BENCH_CONVERSATIONS ?? 100_000);
const USERS = 2_000;
const BATCH = 2_000;
const SAMPLES = 40;
const WARM_UP = 5;

const QUESTIONS = [
  "मनरेगा में जॉब कार्ड कैसे बनता है? {v} गाँव के लोग पूछ रहे हैं।",
  "Gram sabha ki meeting saal mein kitni baar honi chahiye? {v} panchayat ke liye batayein.",
  "प्रधानमंत्री आवास योजना ग्रामीण की किस्त कब आती है? {v} में तीन घर अधूरे हैं।",
  "15th finance commission ka paisa kin kaamon par kharch ho sakta hai? {v} ward 4 ke liye.",
  "{v} में जल जीवन मिशन का नल कनेक्शन कैसे मिलेगा?",
  "GPDP plan banane ka sahi tarika kya hai? {v} gram panchayat ki baithak agle hafte hai.",
  "RTI ka jawab 30 din mein nahi aaya to kya karein? {v} block office se poochha tha.",
  "स्वच्छ भारत मिशन में शौचालय के लिए कितनी राशि मिलती है? {v} के लाभार्थी जानना चाहते हैं।",
];
const ANSWERS = [
  "**Job card** ke liye gram panchayat mein aavedan dein. Parivaar ke sabhi vayask sadasyon ke naam, photo aur aadhaar lagta hai. Panchayat ko 15 din mein job card dena hota hai; der ho to programme officer se shikayat karein. Kaam maangne par 15 din mein kaam na mile to berozgari bhatta milta hai.",
  "ग्राम सभा की बैठक साल में कम से कम दो बार होती है (कई राज्यों में चार बार)। बैठक की सूचना कम से कम सात दिन पहले दें, कोरम का ध्यान रखें और कार्यवाही रजिस्टर में दर्ज करें। GPDP और सामाजिक अंकेक्षण ग्राम सभा में ही पारित होते हैं।",
  "PMAY-G mein maidaani ilaakon mein 1.20 lakh aur pahaadi ilaakon mein 1.30 lakh rupaye teen kiston mein aate hain. Har kist ke pehle geo-tagged photo AwaasSoft par chadhani hoti hai. Kist ruki ho to block ke awaas sahayak se sampark karein.",
  "15वें वित्त आयोग का बंधित अनुदान पेयजल और स्वच्छता पर खर्च होता है; अबंधित अनुदान स्थानीय ज़रूरतों पर, पर वेतन पर नहीं। सारे खर्च eGramSwaraj पर दर्ज करें और PFMS से भुगतान करें।",
];
const VILLAGES_HI = ["रामपुर", "सीतापुर", "बरगांव", "कुसुमी", "पलामू", "बेलवा", "सोनपुर", "मधुबन", "चंदनपुर", "लखनपुर"];
const VILLAGES_EN = [
  "Rampur",
  "Sitapur",
  "Bargaon",
  "Kusumi",
  "Palamu",
  "Belwa",
  "Sonpur",
  "Madhuban",
  "Chandanpur",
  "Lakhanpur",
];
// 500 village names: the 20 above with a number, so one name is in about 1 conversation in 500.
const VILLAGES = Array.from({ length: 500 }, (_, i) => {
  const base = i % 2 === 0 ? VILLAGES_HI[(i / 2) % 10]! : VILLAGES_EN[((i - 1) / 2) % 10]!;
  return i < 20 ? base : `${base}-${Math.floor(i / 20)}`;
});

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
function quantile(samples: number[], q: number) {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}
function stats(samples: number[]) {
  return `p50 ${quantile(samples, 0.5).toFixed(1).padStart(7)} ms   p95 ${quantile(samples, 0.95).toFixed(1).padStart(7)} ms`;
}
/** Issue 13 item 4: any filter, any word. */
const GOAL_P95_MS = 40;

let peakRss = process.memoryUsage().rss;
let peakHeap = process.memoryUsage().heapUsed;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 25);

const keptDataDir = process.env.ADMIN_BENCH_DATA_DIR;
const dataDir = keptDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-admin-bench-"));
const adminEmail = `bench.admin.${Date.now()}@gram.example.in`;
const app = await buildApp(
  loadConfig({
    DATA_DIR: dataDir,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: "/nonexistent",
    RATE_LIMIT_PER_MINUTE: "10000000",
    ADMIN_EMAILS: adminEmail,
    KB_SEED_ON_START: "false",
  }),
  { logger: false },
);
try {
  const db = app.db;
  console.log(
    `database: ${app.dbConnection.mode}${app.dbConnection.mode === "embedded" ? ` (PGlite in ${keptDataDir ?? "a temporary folder"})` : ""}`,
  );
  const reuse = process.env.ADMIN_BENCH_REUSE === "1" && (await db.conversation.count()) === CONVERSATIONS;
  if (!reuse && (app.dbConnection.mode === "server" || keptDataDir)) {
    await db.$executeRawUnsafe(`TRUNCATE ratings, messages, conversations, users CASCADE`);
  }
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: adminEmail, password: "Panchayat@2026" }),
  });
  const token = ((await signup.json()) as { session: { access_token: string } }).session.access_token;
  // ADMIN_EMAILS waits for the emailed link; the bench promotes the account directly instead.
  await grantAdmin(db, adminEmail);

  // ---- seed -----------------------------------------------------------------------------------
  let t0 = performance.now();
  const yearMs = 365 * 86_400_000;
  const now = Date.now();
  if (reuse) console.log(`reusing the ${CONVERSATIONS.toLocaleString("en")} conversations already seeded`);
  else {
    const userIds = Array.from({ length: USERS }, () => randomUUID());
    await db.$executeRaw`
    INSERT INTO users (id, email, password_hash, updated_at)
    SELECT id, 'sarpanch' || lpad(n::text, 4, '0') || '@gram.example.in', 'bench-no-login', now()
    FROM unnest(${userIds}::uuid[]) WITH ORDINALITY AS t(id, n)`;
    const searchTextOf = new Map<string, string>();
    const searchText = (content: string) => {
      let s = searchTextOf.get(content);
      if (s === undefined) searchTextOf.set(content, (s = messageSearchText(content)));
      return s;
    };
    for (let start = 0; start < CONVERSATIONS; start += BATCH) {
      const n = Math.min(BATCH, CONVERSATIONS - start);
      const conv = { id: [] as string[], user: [] as string[], at: [] as Date[] };
      const msg = {
        id: [] as string[],
        conv: [] as string[],
        role: [] as string[],
        content: [] as string[],
        search: [] as string[],
        at: [] as Date[],
        status: [] as (string | null)[],
      };
      const rating = {
        id: [] as string[],
        conv: [] as string[],
        user: [] as string[],
        value: [] as number[],
        feedback: [] as (string | null)[],
      };
      for (let i = 0; i < n; i++) {
        const k = start + i;
        const id = randomUUID();
        const user = userIds[(k * 7919) % USERS]!;
        // Spread over the past year, not in insertion order.
        const at = new Date(now - Math.floor((((k * 7919) % CONVERSATIONS) / CONVERSATIONS) * yearMs));
        conv.id.push(id);
        conv.user.push(user);
        conv.at.push(at);
        const village = VILLAGES[(k * 31) % VILLAGES.length]!;
        const turns = [
          ["user", QUESTIONS[k % QUESTIONS.length]!.replace("{v}", village)],
          ["assistant", ANSWERS[k % ANSWERS.length]!],
          ["user", QUESTIONS[(k + 3) % QUESTIONS.length]!.replace("{v}", village)],
          ["assistant", ANSWERS[(k + 1) % ANSWERS.length]!],
        ] as const;
        turns.forEach(([role, content], j) => {
          msg.id.push(randomUUID());
          msg.conv.push(id);
          msg.role.push(role);
          msg.content.push(content);
          msg.search.push(searchText(content));
          msg.at.push(new Date(at.getTime() + j * 20_000));
          // Issue 24: one answer in ten "not found", one in 25 "not stated" (the knowledge gaps).
          msg.status.push(
            role === "user"
              ? null
              : j === 1 && k % 10 === 0
                ? "not_found"
                : j === 3 && k % 25 === 0
                  ? "not_stated"
                  : "answered",
          );
        });
        if (k % 3 === 0) {
          rating.id.push(randomUUID());
          rating.conv.push(id);
          rating.user.push(user);
          rating.value.push(1 + (k % 5));
          rating.feedback.push(k % 6 === 0 ? "बहुत उपयोगी जानकारी, धन्यवाद" : null);
        }
      }
      await db.$executeRaw`
      INSERT INTO conversations (id, user_id, created_at, updated_at)
      SELECT * , t.at FROM unnest(${conv.id}::uuid[], ${conv.user}::uuid[], ${conv.at}::timestamptz[]) AS t(id, user_id, at)`;
      await db.$executeRaw`
      INSERT INTO messages (id, conversation_id, role, content, search_text, created_at, answer_status)
      SELECT t.id, t.conv, t.role::"MessageRole", t.content, t.search, t.at, t.status
      FROM unnest(${msg.id}::uuid[], ${msg.conv}::uuid[], ${msg.role}::text[], ${msg.content}::text[], ${msg.search}::text[], ${msg.at}::timestamptz[], ${msg.status}::text[])
        AS t(id, conv, role, content, search, at, status)`;
      await db.$executeRaw`
      INSERT INTO ratings (id, conversation_id, user_id, rating, feedback, updated_at)
      SELECT t.id, t.conv, t.usr, t.val, t.fb, now()
      FROM unnest(${rating.id}::uuid[], ${rating.conv}::uuid[], ${rating.user}::uuid[], ${rating.value}::int[], ${rating.feedback}::text[])
        AS t(id, conv, usr, val, fb)`;
      if ((start / BATCH) % 10 === 9) process.stdout.write(`  seeded ${start + n} conversations\n`);
    }
    await db.$executeRawUnsafe(`ANALYZE`);
    const messages = await db.message.count();
    console.log(
      `seeded ${CONVERSATIONS.toLocaleString("en")} conversations, ${messages.toLocaleString("en")} messages in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
  }

  if (process.env.ADMIN_BENCH_EXPLAIN) {
    for (const sql of process.env.ADMIN_BENCH_EXPLAIN.split(";;")) {
      const plan = await db.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ANALYZE ${sql}`);
      console.log(
        process.env.ADMIN_BENCH_EXPLAIN_SHORT
          ? `${plan.at(-1)!["QUERY PLAN"]}  ← ${sql}`
          : plan.map((r) => r["QUERY PLAN"]).join("\n"),
      );
    }
  }

  // ---- list ------------------------------------------------------------------------------------
  const cases: [string, string][] = [
    ["default (page 1, newest first)", ""],
    ["page 200, oldest first", "?sort_order=asc&page=200"],
    ["email, one user (sarpanch0423)", "?user_email=sarpanch0423"],
    ["email, every user (gram.example)", "?user_email=gram.example"],
    ["text, rare Devanagari (रामपुर-7)", `?search_query=${encodeURIComponent("रामपुर-7")}`],
    ["text, rare Hinglish (sitapur-3)", "?search_query=sitapur-3"],
    ["text, Hinglish finds Devanagari (kusumi-9)", "?search_query=kusumi-9"],
    ["text, common word (panchayat)", "?search_query=panchayat"],
    ["text, common Devanagari (ग्राम सभा)", `?search_query=${encodeURIComponent("ग्राम सभा")}`],
    [
      "date range, one week",
      (() => {
        const d = (ms: number) => new Date(ms).toISOString().slice(0, 10);
        return `?date_from=${d(now - 40 * 86_400_000)}&date_to=${d(now - 34 * 86_400_000)}`;
      })(),
    ],
    [
      "email + text + dates",
      `?user_email=sarpanch01&search_query=panchayat&date_from=${new Date(now - 180 * 86_400_000).toISOString().slice(0, 10)}`,
    ],
  ];
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(", ");
  console.log(
    `\nGET /api/admin/conversations (${SAMPLES} requests each after ${WARM_UP} warm-up, page_size 20; load average ${load()})`,
  );
  for (const [label, query] of cases) {
    const samples: number[] = [];
    let total = 0;
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      const t1 = performance.now();
      const res = await fetch(`${base}/api/admin/conversations${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { total_count: number };
      if (!res.ok) throw new Error(`${label}: HTTP ${res.status} ${JSON.stringify(body)}`);
      if (i >= WARM_UP) samples.push(performance.now() - t1);
      total = body.total_count;
    }
    console.log(`  ${label.padEnd(44)} ${stats(samples)}   ${total.toLocaleString("en").padStart(7)} found`);
    recordFigure({
      figure: `admin list p95: ${label}`,
      value: quantile(samples, 0.95),
      unit: "ms",
      goal: GOAL_P95_MS,
      on: app.dbConnection.mode === "server" ? "PostgreSQL" : "embedded",
    });
  }

  console.log(`  (load average after: ${load()})`);

  // ---- knowledge gaps and statistics (issue 24) -------------------------------------------------
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const more: [string, string][] = [
    ["gaps, default (open, newest 1,000 per signal)", "/api/admin/gaps"],
    ["gaps, Hindi only", "/api/admin/gaps?language=hindi"],
    [
      "gaps, one month",
      `/api/admin/gaps?date_from=${day(now - 60 * 86_400_000)}&date_to=${day(now - 30 * 86_400_000)}`,
    ],
    ["gaps, state (jharkhand)", "/api/admin/gaps?state=jharkhand"],
    ["statistics (with ratings, languages, documents, topics)", "/api/admin/statistics"],
  ];
  // The list above may outlast an access token on a busy machine: sign in again.
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: adminEmail, password: "Panchayat@2026" }),
  });
  const fresh = ((await login.json()) as { session: { access_token: string } }).session.access_token;
  console.log(`\nissue 24 (${SAMPLES} requests each after ${WARM_UP} warm-up)`);
  for (const [label, url] of more) {
    const samples: number[] = [];
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      const t1 = performance.now();
      const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${fresh}` } });
      const body = await res.text();
      if (!res.ok) throw new Error(`${label}: HTTP ${res.status} ${body}`);
      if (i >= WARM_UP) samples.push(performance.now() - t1);
    }
    console.log(`  ${label.padEnd(56)} ${stats(samples)}`);
    recordFigure({
      figure: `admin p95: ${label}`,
      value: quantile(samples, 0.95),
      unit: "ms",
      goal: GOAL_P95_MS,
      on: app.dbConnection.mode === "server" ? "PostgreSQL" : "embedded",
    });
  }

  // ---- export ----------------------------------------------------------------------------------
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  peakRss = rssBefore;
  peakHeap = heapBefore;
  // With `node --expose-gc`, also the live heap (after a full GC), sampled every second: what the
  // export really holds, as opposed to garbage V8 has not collected yet.
  const gc = (globalThis as { gc?: () => void }).gc;
  let peakLive = 0;
  const liveSampler = gc
    ? setInterval(() => {
        gc();
        peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
      }, 1000)
    : undefined;
  gc?.();
  const liveBefore = process.memoryUsage().heapUsed;
  t0 = performance.now();
  const res = await fetch(`${base}/api/admin/conversations/export`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: "{}",
  });
  if (!res.ok || !res.body) throw new Error(`export: HTTP ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const b of chunk) if (b === 0x0a) lines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(liveSampler);
  console.log(`\nPOST /api/admin/conversations/export, every conversation`);
  console.log(
    `  ${seconds.toFixed(1)} s, ${mb(bytes)} of CSV (${lines.toLocaleString("en")} line breaks), ${(CONVERSATIONS / seconds).toFixed(0)} conversations/s`,
  );
  console.log(
    `  RSS before ${mb(rssBefore)}, peak during export ${mb(peakRss)} (this process: API + embedded database + client)`,
  );
  console.log(
    `  JS heap before ${mb(heapBefore)}, peak during export ${mb(peakHeap)} (PGlite's page cache is WASM memory: in RSS, not here)`,
  );
  if (gc) console.log(`  live JS heap (after GC) before ${mb(liveBefore)}, peak during export ${mb(peakLive)}`);
} finally {
  clearInterval(sampler);
  await app.close();
  if (!keptDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
