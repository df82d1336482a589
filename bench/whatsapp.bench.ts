// The WhatsApp channel (issue 23) against the in-repo stand-in of the Graph API
// (apps/api/test/helpers/fake-whatsapp.ts), the API built in-process on a throwaway embedded
// database with the starter corpus (or DATABASE_URL), listening on a real port, offline answerer:
//   1. the webhook's acknowledgement time (signed POST → 200), p50/p95: one delivery at a time with
//      the worker idle in between, and 200 deliveries 8 at once while the worker answers them (on
//      the embedded database the insert then queues behind the answers' queries: one backend);
//   2. webhook → first reply message sent to the stand-in, one text question at a time, p50/p95.
//      Measured with the default burst wait (a number is answered once quiet for WHATSAPP_BURST_MS,
//      0.7 s, so a burst is one question): what a user waits for.
import { loadConfig } from "../apps/api/src/config.ts";
import { buildApp } from "../apps/api/src/app.ts";
import { openDatabase } from "../apps/api/src/db/database.ts";
import { metaJson, sign, startFakeWhatsapp, textMessage, webhookOf } from "../apps/api/test/helpers/fake-whatsapp.ts";
import { recordFigure } from "./figures.ts";

const ACKS = 200;
const AT_ONCE = 8;
const REPLIES = 40;
const QUESTIONS = [
  "gram sabha saal mein kitni baar hoti hai",
  "MGNREGA mein job card kaise banta hai",
  "ग्राम सभा कितनी बार होनी चाहिए",
  "PMAY-G ke liye kaun patra hai",
  "15th finance commission grant ka paisa kahan kharch hota hai",
];

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

const graph = await startFakeWhatsapp();
const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  DATA_DIR: "memory",
  WEB_DIST_DIR: "/nonexistent",
  RATE_LIMIT_PER_MINUTE: "100000",
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  ...graph.env,
});
const database = await openDatabase(config.database);
const app = await buildApp(config, { database, logger: false });
const base = await app.listen({ port: 0, host: "127.0.0.1" });
const on = database.mode === "server" ? "PostgreSQL" : "embedded";

async function deliver(payload: unknown): Promise<number> {
  const raw = metaJson(payload);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/whatsapp/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": sign(raw) },
    body: raw,
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
  return performance.now() - t0;
}

/** A linked number: an account, its code from Settings, the code sent from the number. */
async function linkedNumber(phone: string): Promise<void> {
  const email = `bench.${phone}@gram.example.in`;
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Panchayat@2026" }),
  });
  const { session } = (await signup.json()) as { session: { access_token: string } };
  const res = await fetch(`${base}/api/whatsapp/link-code`, {
    method: "POST",
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  const { code } = (await res.json()) as { code: string };
  await deliver(webhookOf({ messages: [textMessage(phone, `SACHIV ${code}`)] }));
  await graph.waitForSent(phone, 1, 60_000);
}

try {
  // Warm up: one answered question.
  const warm = "919812300000";
  await linkedNumber(warm);
  await deliver(webhookOf({ messages: [textMessage(warm, QUESTIONS[0] ?? "")] }));
  await graph.waitForSent(warm, 2, 60_000);

  // 2. webhook → first reply, one question at a time (its acknowledgement is phase 1's idle figure).
  const replyMs: number[] = [];
  const idleAckMs: number[] = [];
  const asker = "919812300001";
  await linkedNumber(asker);
  for (let i = 0; i < REPLIES; i++) {
    const before = graph.sentTo(asker).length;
    const t0 = performance.now();
    idleAckMs.push(await deliver(webhookOf({ messages: [textMessage(asker, QUESTIONS[i % QUESTIONS.length] ?? "")] })));
    await graph.waitForSent(asker, before + 1, 60_000);
    replyMs.push(performance.now() - t0);
    // The rest of the answer goes before the next question is timed.
    await new Promise<void>((resolve) => {
      const check = async () => {
        const busy = await app.db.whatsappInbound.count({ where: { status: { in: ["queued", "running"] } } });
        if (busy === 0) resolve();
        else setImmediate(() => void check());
      };
      void check();
    });
  }

  // 1. acknowledgement times, AT_ONCE deliveries in flight, from 20 linked numbers.
  const phones = Array.from({ length: 20 }, (_, i) => `9198124${String(i).padStart(5, "0")}`);
  for (const p of phones) await linkedNumber(p);
  const ackMs: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < ACKS) {
        const i = next++;
        const phone = phones[i % phones.length] ?? "";
        ackMs.push(await deliver(webhookOf({ messages: [textMessage(phone, QUESTIONS[i % QUESTIONS.length] ?? "")] })));
      }
    }),
  );

  const ack = stats(ackMs);
  const idleAck = stats(idleAckMs);
  const reply = stats(replyMs);
  console.log(`WhatsApp webhook (${on}, offline answerer, stand-in Graph API)`);
  console.log(
    `  acknowledgement, one at a time, worker idle: p50 ${idleAck.p50.toFixed(1)} ms, p95 ${idleAck.p95.toFixed(1)} ms`,
  );
  console.log(
    `  acknowledgement, ${ACKS} deliveries, ${AT_ONCE} at once: p50 ${ack.p50.toFixed(1)} ms, p95 ${ack.p95.toFixed(1)} ms`,
  );
  console.log(
    `  webhook → first reply sent, ${REPLIES} questions: p50 ${reply.p50.toFixed(0)} ms, p95 ${reply.p95.toFixed(0)} ms`,
  );
  recordFigure({
    figure: "WhatsApp webhook acknowledgement, worker idle, p95",
    value: Math.round(idleAck.p95 * 10) / 10,
    unit: "ms",
    goal: 50,
    on,
  });
  recordFigure({
    figure: "WhatsApp webhook acknowledgement, 8 at once under load, p95",
    value: Math.round(ack.p95 * 10) / 10,
    unit: "ms",
    goal: 50,
    on,
  });
  recordFigure({
    figure: "WhatsApp webhook → reply sent, offline, p50",
    value: Math.round(reply.p50),
    unit: "ms",
    goal: 1000,
    on,
  });
} finally {
  await app.close();
  await database.close();
  await graph.close();
}
