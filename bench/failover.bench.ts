// Failover under load: two API replicas on one PostgreSQL behind HAProxy (apps/api/scripts/
// replicas.ts), 1,000 chat streams through the balancer against a slow fake upstream; once every
// stream is answering, one replica is SIGKILLed. Prints how the streams ended, whether every
// question reached the database, and how long until a new request succeeded through the balancer.
//   .ci/run --with-postgres pnpm bench failover     (needs DATABASE_URL and Debian's haproxy)
import { randomUUID } from "node:crypto";
import { createDbClient } from "../apps/api/src/db/client.ts";
import { haproxyAvailable, startReplicas } from "../apps/api/scripts/replicas.ts";
import { startFakeOpenAI } from "../apps/api/test/helpers/fake-openai.ts";
import { recordFigure } from "./figures.ts";

const STREAMS = Number(process.env.FAILOVER_STREAMS ?? 1000);
const USERS = 20;
const PASSWORD = "Panchayat@2026";

if (!process.env.DATABASE_URL || !haproxyAvailable()) {
  console.log("failover: skipped (needs DATABASE_URL — replicas share PostgreSQL — and haproxy installed)");
  process.exit(0);
}

const fake = await startFakeOpenAI({ mode: "slow" });
fake.slowIntervalMs = 100;
fake.slowPieces = 600; // ~60 s per answer: every stream is still open when a replica dies, also on a busy machine
const set = await startReplicas(2, {
  DATABASE_URL: process.env.DATABASE_URL,
  CHAT_MODEL: "fake-model",
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_API_KEY: "sk-bench",
  RATE_LIMIT_PER_MINUTE: "1000000",
  CHAT_RATE_LIMIT_PER_MINUTE: "1000000",
  LOG_LEVEL: "warn",
  NODE_OPTIONS: "--max-old-space-size=384",
});
const lb = set.balancer.base;
const tag = `fo${randomUUID().slice(0, 6)}`;

async function json(url: string, body: unknown, token?: string) {
  const res = await fetch(`${lb}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { session?: { access_token: string } } };
}

const tokens: string[] = [];
for (let i = 0; i < USERS; i++) {
  const email = `${tag}.${i}@bench.example.in`;
  const signed = await json("/api/auth/signup", { email, password: PASSWORD });
  if (!signed.body.session) throw new Error(`sign-up failed: ${signed.status}`);
  tokens.push(signed.body.session.access_token);
}

type TOutcome = "done" | "error-event" | "cut" | "refused";
const servedBy: string[] = [];
const refusals = new Map<string, number>();
let answering = 0;
const outcomes = await (async () => {
  const runs = Array.from({ length: STREAMS }, async (_, i): Promise<TOutcome> => {
    let counted = false;
    try {
      const res = await fetch(`${lb}/api/chat/`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${tokens[i % USERS]}` },
        body: JSON.stringify({ message: `${tag} sawal ${i}: gram sabha kab hoti hai` }),
      });
      if (res.status !== 200) {
        const why = `${res.status} ${((await res.json().catch(() => ({}))) as { code?: string }).code ?? ""}`.trim();
        refusals.set(why, (refusals.get(why) ?? 0) + 1);
        return "refused";
      }
      servedBy[i] = res.headers.get("x-replica") ?? "?";
      let text = "";
      const decoder = new TextDecoder();
      for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(bytes, { stream: true });
        if (!counted && text.includes('"type":"chunk"')) {
          counted = true;
          answering += 1;
        }
      }
      if (text.includes('"type":"done"')) return "done";
      return text.includes('"type":"error"') ? "error-event" : "cut";
    } catch {
      return "cut";
    } finally {
      if (!counted) answering += 1; // refused or failed before answering: not waited for
    }
  });

  // Kill a replica once every stream is answering.
  while (answering < STREAMS) await new Promise((r) => setTimeout(r, 50));
  const victim = set.replicas[0]!;
  victim.proc.kill("SIGKILL");
  const killedAt = performance.now();
  await victim.exited;
  // New requests through the balancer: how long until one succeeds.
  let recoveredMs = -1;
  const probes: number[] = [];
  for (;;) {
    const t0 = performance.now();
    // A signed-in request that reads the database (the chat itself is slow on purpose here).
    const res = await fetch(`${lb}/api/users/me`, { headers: { authorization: `Bearer ${tokens[0]}` } }).catch(
      () => undefined,
    );
    probes.push(res?.status ?? 0);
    if (res) await res.arrayBuffer().catch(() => {});
    if (res?.status === 200) {
      recoveredMs = performance.now() - killedAt;
      break;
    }
    if (performance.now() - t0 < 50) await new Promise((r) => setTimeout(r, 50));
    if (performance.now() - killedAt > 30_000) break;
  }
  const all = await Promise.all(runs);
  return { all, recoveredMs, probes };
})();

const count = (o: TOutcome) => outcomes.all.filter((x) => x === o).length;
const victimName = set.replicas[0]!.name;
const onVictim = outcomes.all.filter((_, i) => servedBy[i] === victimName);
const onSurvivor = outcomes.all.filter((_, i) => servedBy[i] !== undefined && servedBy[i] !== victimName);
const db = createDbClient(process.env.DATABASE_URL, 2);
const saved = await db.message.count({ where: { role: "user", content: { startsWith: `${tag} sawal` } } });
await db.$disconnect();
await set.stop();
await fake.close();

console.log(
  `\nfailover: ${STREAMS} streams through HAProxy over 2 replicas; replica 1 SIGKILLed once all were answering`,
);
console.table([
  {
    figure: "streams on the survivor: finished (done)",
    value: `${onSurvivor.filter((o) => o === "done").length}/${onSurvivor.length}`,
    goal: "all of them",
  },
  {
    figure: "streams on the killed replica: cut at the client",
    value: `${onVictim.filter((o) => o === "cut").length}/${onVictim.length}`,
    goal: "all of them, none hanging",
  },
  { figure: "streams finished / cut in all", value: `${count("done")} / ${count("cut")}`, goal: "" },
  { figure: "streams ended with an error event", value: count("error-event"), goal: "0" },
  {
    figure: "refused before streaming",
    value: `${count("refused")}${refusals.size ? ` ${JSON.stringify(Object.fromEntries(refusals))}` : ""}`,
    goal: "0",
  },
  { figure: "questions in the database", value: `${saved}/${STREAMS}`, goal: `${STREAMS}/${STREAMS}` },
  {
    figure: "first successful request after the kill",
    value: outcomes.recoveredMs < 0 ? "none in 30 s" : `${outcomes.recoveredMs.toFixed(0)} ms`,
    goal: "≤ 2000 ms",
  },
  { figure: "probes until then (statuses)", value: outcomes.probes.join(" "), goal: "" },
]);
recordFigure({
  figure: `failover: questions lost of ${STREAMS}`,
  value: STREAMS - saved,
  unit: "",
  goal: 0,
  on: "PostgreSQL, 2 replicas",
});
recordFigure({
  figure: "failover: first request served after the kill",
  value: outcomes.recoveredMs < 0 ? 30_000 : Math.round(outcomes.recoveredMs),
  unit: "ms",
  goal: 2000,
  on: "PostgreSQL, 2 replicas",
});
recordFigure({
  figure: "failover: survivor streams not finished",
  value: onSurvivor.filter((o) => o !== "done").length,
  unit: "",
  goal: 0,
  on: "PostgreSQL, 2 replicas",
});
if (saved !== STREAMS) process.exitCode = 1;
