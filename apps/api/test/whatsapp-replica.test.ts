// A replica killed (SIGKILL) in the middle of a WhatsApp answer: the answer is written and saved,
// its first message is on its way to the Graph API (the stand-in holds the request) when the
// process dies. The other replica takes the job once its lock runs out and sends the answer:
// exactly once on WhatsApp, one question and one answer in the conversation. Two real server
// processes on one PostgreSQL; runs when DATABASE_URL is set (.ci/run sets it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiProcess, type TApiProcess } from "../scripts/replicas.ts";
import {
  metaJson,
  sign,
  startFakeWhatsapp,
  textMessage,
  webhookOf,
  type TFakeWhatsapp,
} from "./helpers/fake-whatsapp.ts";
import { createTestApp, signUp, type TTestApp } from "./helper.ts";

const enabled = Boolean(process.env.DATABASE_URL);
const PHONE = "919812300001";

describe.skipIf(!enabled)("WhatsApp: a replica killed mid-answer", () => {
  let graph: TFakeWhatsapp;
  let db: TTestApp;
  let replicas: TApiProcess[] = [];

  beforeAll(async () => {
    graph = await startFakeWhatsapp();
    // The account and its linked number first, in-process (this also empties the test database);
    // this app keeps no worker and stays open to read the database.
    db = await createTestApp({ JOBS_WORKER: "false" });
    const session = await signUp(db.app);
    await db.app.db.user.update({
      where: { id: session.user.id },
      data: { whatsappNumber: PHONE, whatsappLastInboundAt: new Date() },
    });
    const env = {
      DATABASE_URL: process.env.DATABASE_URL ?? "",
      LOG_LEVEL: "warn",
      KB_SEED_ON_START: "true",
      JOB_LOCK_SECONDS: "2",
      JOB_POLL_MS: "200",
      WHATSAPP_BURST_MS: "0",
      ...graph.env,
    };
    replicas = await Promise.all([startApiProcess("a", env), startApiProcess("b", env)]);
  }, 300_000);

  afterAll(async () => {
    for (const r of replicas) if (r.proc.exitCode === null && r.proc.signalCode === null) r.proc.kill("SIGKILL");
    await db?.close();
    await graph?.close();
  });

  it("the other replica sends the answer, once; the conversation holds one question and one answer", async () => {
    const [a] = replicas;
    if (!a) throw new Error("no replica");
    graph.holdOnce.add(PHONE);
    const message = textMessage(PHONE, "gram sabha ki baithak saal mein kitni baar hoti hai?");
    const raw = metaJson(webhookOf({ messages: [message] }));
    const res = await fetch(`${a.base}/api/whatsapp/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": sign(raw) },
      body: raw,
    });
    expect(res.status).toBe(200);

    // Whichever replica took the job is sending the answer's first message: it dies there.
    await graph.waitForHeld(PHONE);
    const row = await db.app.db.whatsappInbound.findUniqueOrThrow({ where: { wamid: message.id } });
    const holder = replicas.find((r) => row.lockedBy?.includes(`:${r.proc.pid}:`));
    if (!holder) throw new Error(`no replica holds the job (${row.lockedBy})`);
    holder.proc.kill("SIGKILL");
    await holder.exited;

    // The survivor takes the job when its lock runs out and sends the answer.
    const sent = await graph.waitForSent(PHONE, 1, 60_000);
    let done = row;
    for (const deadline = Date.now() + 60_000; done.status !== "done";) {
      if (Date.now() > deadline) throw new Error(`job still ${done.status}`);
      await new Promise((r) => setTimeout(r, 100));
      done = await db.app.db.whatsappInbound.findUniqueOrThrow({ where: { wamid: message.id } });
    }
    expect(done.attempts).toBe(2);
    expect(done.lockedBy).toBeNull();
    const all = graph.sentTo(PHONE);
    expect(all.length).toBe(done.replyWamids.length);
    // The answer once: one pair of 👍/👎, the same first message as the dead replica was sending.
    const thumbs = all.filter((m) => JSON.stringify(m.body).includes('"title":"👍"'));
    expect(thumbs).toHaveLength(1);
    expect(["text", "interactive"]).toContain(sent[0]?.type);
    const messages = await db.app.db.message.findMany({ where: { conversationId: done.conversationId ?? "" } });
    expect(messages.map((m) => m.role).sort()).toEqual(["assistant", "user"]);
  }, 180_000);
});
