// Two API processes on one PostgreSQL behind HAProxy: nothing a user does depends on which
// replica answers. Runs when DATABASE_URL is set and haproxy is installed (.ci/run does both);
// the embedded database serves one process only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TSession } from "@sachiv/contracts";
import {
  haproxyAvailable,
  startApiProcess,
  startBalancer,
  type TApiProcess,
  type TBalancer,
} from "../scripts/replicas.ts";
import { createTestApp, PASSWORD, signUp, uniqueEmail } from "./helper.ts";
import { multipart, openLiveAt } from "./helpers/admin.ts";
import { waitUntil } from "@sachiv/test-support/wait";

const enabled = Boolean(process.env.DATABASE_URL) && haproxyAvailable();

async function post(base: string, url: string, body: unknown, token?: string, headers: Record<string, string> = {}) {
  return fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
}

async function logIn(base: string, email: string): Promise<TSession> {
  const res = await post(base, "/api/auth/login", { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`login ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { session: TSession }).session;
}

/** The text of one streamed chat answer (all chunk events), and its conversation id. */
async function ask(base: string, token: string, message: string, conversationId?: string) {
  const res = await post(
    base,
    "/api/chat/",
    { message, ...(conversationId ? { conversation_id: conversationId } : {}) },
    token,
  );
  const text = await res.text();
  const events = text
    .split("\n")
    .filter((l) => l.startsWith("data:"))
    .map((l) => JSON.parse(l.slice(5)) as { type: string; conversationId?: string; code?: string });
  return { status: res.status, events, conversationId: events[0]?.conversationId ?? "" };
}

describe.skipIf(!enabled)("two replicas behind HAProxy on one PostgreSQL", () => {
  let a: TApiProcess;
  let b: TApiProcess;
  let balancer: TBalancer;
  const adminEmail = uniqueEmail("replica-admin");
  const userEmail = uniqueEmail("replica-user");
  const limitedEmail = uniqueEmail("replica-limited");
  const env = {
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    LOG_LEVEL: "info",
    KB_SEED_ON_START: "true",
    JOB_LOCK_SECONDS: "2",
    JOB_POLL_MS: "200",
    CHAT_RATE_LIMIT_PER_MINUTE: "6",
    SESSION_CACHE_SECONDS: "0",
  };

  beforeAll(async () => {
    // Accounts first, in-process (this also empties the test database).
    const t = await createTestApp({ JOBS_WORKER: "false" });
    await signUp(t.app, adminEmail);
    await signUp(t.app, userEmail);
    await signUp(t.app, limitedEmail);
    await t.app.db.user.update({ where: { email: adminEmail }, data: { isAdmin: true } });
    await t.close();
    // Both replicas start together, as a deployment does (both seed an empty knowledge base).
    [a, b] = await Promise.all([startApiProcess("a", env), startApiProcess("b", env)]);
    balancer = await startBalancer([
      { name: "a", port: a.port },
      { name: "b", port: b.port },
    ]);
  }, 300_000);
  afterAll(async () => {
    await balancer?.stop();
    for (const r of [a, b]) if (r && r.proc.exitCode === null && r.proc.signalCode === null) r.proc.kill("SIGKILL");
  });

  it("a conversation started on A continues on B", async () => {
    const token = (await logIn(a.base, userEmail)).access_token;
    const first = await ask(a.base, token, "gram sabha kitni baar hoti hai");
    expect(first.events.at(-1)?.type).toBe("done");
    const second = await ask(b.base, token, "aur quorum kitna hota hai", first.conversationId);
    expect(second.events[0]).toEqual({
      type: "conversation",
      conversationId: first.conversationId,
      messageId: expect.any(String) as string,
    });
    expect(second.events.at(-1)?.type).toBe("done");
  });

  it("a refresh token rotated on A and presented again on B gets the same successor (grace window)", async () => {
    const session = await logIn(a.base, userEmail);
    const rotated = await post(a.base, "/api/auth/refresh", { refresh_token: session.refresh_token });
    expect(rotated.status).toBe(200);
    const successor = ((await rotated.json()) as { refresh_token: string }).refresh_token;
    const again = await post(b.base, "/api/auth/refresh", { refresh_token: session.refresh_token });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { refresh_token: string }).refresh_token).toBe(successor);
    // Once the successor was used, the old token is a replay on any replica.
    expect((await post(b.base, "/api/auth/refresh", { refresh_token: successor })).status).toBe(200);
    const reused = await post(a.base, "/api/auth/refresh", { refresh_token: session.refresh_token });
    expect(reused.status).toBe(401);
  });

  it("rate limits are shared: questions on A and on B count against one budget", async () => {
    const token = (await logIn(b.base, limitedEmail)).access_token;
    const statuses: number[] = [];
    // CHAT_RATE_LIMIT_PER_MINUTE is 6: eight questions, alternating replicas.
    for (let i = 0; i < 8; i++) {
      const res = await post(i % 2 ? a.base : b.base, "/api/chat", { message: `panchayat sawal ${i}` }, token);
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });

  it("an admin on B sees live progress of a job uploaded on A; a job whose replica is SIGKILLed is finished by the other", async () => {
    const token = (await logIn(a.base, adminEmail)).access_token;
    const live = await openLiveAt(b.base.replace("http", "ws"), `?token=${token}`);
    const files = Array.from({ length: 10 }, (_, i) => ({
      name: `replica-${i}.txt`,
      bytes: Array.from(
        { length: 60 },
        (_, n) => `Ward ${i} ki baithak ${n}: gram sabha ne yojana ko manzoori di, kharch ka hisaab rakha gaya.`,
      ).join("\n"),
      type: "text/plain",
    }));
    const body = multipart(files);
    const upload = await fetch(`${a.base}/api/admin/documents/upload`, {
      method: "POST",
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: body.payload,
    });
    expect(upload.status).toBe(202);
    const jobId = ((await upload.json()) as { job_id: string }).job_id;
    await live.waitFor(
      (n) => n.type === "ingestion_progress" && (n.data as { job_id?: string }).job_id === jobId,
      60_000,
    );

    // Whichever replica holds the job is killed once it has ingested a file.
    const holder = await waitUntil(
      () => [a, b].find((r) => new RegExp(`job ${jobId}: file \\d+/10 ingested`).test(r.output())),
      "a replica to ingest a file",
      {
        timeoutMs: 60_000,
      },
    );
    const survivor = holder === a ? b : a;
    holder.proc.kill("SIGKILL");
    await holder.exited;
    await waitUntil(
      () => new RegExp(`job ${jobId} completed \\(10 ingested, 0 failed\\)`).test(survivor.output()),
      "the survivor to finish the job",
      { timeoutMs: 120_000 },
    );

    // The balancer stops sending requests to the dead replica: new requests succeed through it.
    await waitUntil(
      async () => {
        for (let i = 0; i < 4; i++) if (!(await fetch(`${balancer.base}/api/health`)).ok) return false;
        return true;
      },
      "the balancer to route around the dead replica",
      { timeoutMs: 10_000 },
    );
    const viaBalancer = await ask(
      balancer.base,
      (await logIn(balancer.base, userEmail)).access_token,
      "job card kaise banta hai",
    );
    expect(viaBalancer.status).toBe(200);
    expect(viaBalancer.events.at(-1)?.type).toBe("done");
    live.socket.terminate();
  }, 300_000);
});
