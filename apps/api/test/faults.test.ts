// Faults the service must live through: the database goes away in the middle of chat streams
// (every connection dropped, as a PostgreSQL restart does). Streams end with an event the client
// understands, no question is lost, and new requests work again as soon as the database is back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TChatStreamEvent } from "@sachiv/contracts";
import { loadConfig } from "../src/config.ts";
import { openDatabase, type TDatabase } from "../src/db/database.ts";
import { createTestApp, signUp, type TTestApp } from "./helper.ts";
import { readEvents } from "./helpers/chat-stream.ts";
import { startFakeOpenAI, type TFakeOpenAI } from "./helpers/fake-openai.ts";
import { startTcpProxy, viaProxy, type TTcpProxy } from "./helpers/tcp-proxy.ts";
import { waitUntil } from "@sachiv/test-support/wait";

type TLiveStream = { events: TChatStreamEvent[]; ended: Promise<void>; conversationId: () => string };

function openStream(base: string, token: string, message: string): TLiveStream {
  const events: TChatStreamEvent[] = [];
  const ended = (async () => {
    const res = await fetch(`${base}/api/chat/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ message }),
    });
    if (res.status !== 200) throw new Error(`chat answered ${res.status}: ${await res.text()}`);
    await readEvents(res, (e) => events.push(e));
  })();
  ended.catch(() => {});
  const conversationId = () => {
    const first = events[0];
    return first?.type === "conversation" ? first.conversationId : "";
  };
  return { events, ended, conversationId };
}

describe("the database goes away during chat streams", () => {
  let upstreamDb: TDatabase | undefined;
  let proxy: TTcpProxy;
  let fake: TFakeOpenAI;
  let t: TTestApp;
  let base: string;
  let token: string;

  beforeAll(async () => {
    // The app reaches the database (the CI's PostgreSQL, or an embedded one of our own) only
    // through the proxy.
    let target = process.env.DATABASE_URL;
    if (!target) {
      upstreamDb = await openDatabase(loadConfig({ NODE_ENV: "test", DATA_DIR: "memory" }).database);
      target = upstreamDb.url;
    }
    const url = new URL(target);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    fake = await startFakeOpenAI({ mode: "slow" });
    fake.slowIntervalMs = 40;
    fake.slowPieces = 15;
    t = await createTestApp({
      DATABASE_URL: viaProxy(target, proxy.port),
      CHAT_MODEL: "fake-model",
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: "sk-test",
      RATE_LIMIT_PER_MINUTE: "100000",
      CHAT_RATE_LIMIT_PER_MINUTE: "100000",
      SESSION_CACHE_SECONDS: "0",
    });
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    token = (await signUp(t.app)).access_token;
  });
  afterAll(async () => {
    proxy?.restore();
    await t?.close();
    await proxy?.close();
    await upstreamDb?.close();
    await fake?.close();
  });

  const messagesOf = (conversationId: string) =>
    t.app.db.message.findMany({
      where: { conversationId },
      orderBy: { createdAt: "asc" },
      select: { role: true, content: true },
    });

  /** Every stream is answering and its question is in the database. */
  async function answeringAndOnRecord(streams: TLiveStream[]) {
    await waitUntil(
      () => streams.every((s) => s.events.some((e) => e.type === "chunk")),
      "every stream to be answering",
    );
    await waitUntil(
      async () =>
        (await Promise.all(streams.map(async (s) => (await messagesOf(s.conversationId())).length > 0))).every(Boolean),
      "every question on record",
    );
  }

  it("a long outage: streams end with an error event, every question is kept, new requests work once it is back", async () => {
    const questions = [
      "gram sabha kab hoti hai",
      "job card kaise banega",
      "social audit kya hai",
      "panchayat ka budget",
    ];
    const streams = questions.map((q) => openStream(base, token, q));
    // Every stream is under way (its question on record, the model answering) when the database
    // goes. A new conversation's question is written beside the model call, so both are waited for.
    await answeringAndOnRecord(streams);
    proxy.cut();

    await Promise.all(streams.map((s) => s.ended));
    for (const s of streams) {
      const last = s.events.at(-1);
      // The answer was shown but could not be kept: the client is told so, in its language.
      expect(last).toMatchObject({ type: "error", code: "ANSWER_NOT_SAVED" });
      expect(s.events.filter((e) => e.type === "chunk").length).toBeGreaterThan(0);
    }

    // While the database is away a new question gets a clear 503, not a 500.
    const during = await fetch(`${base}/api/chat/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-language": "hindi" },
      body: JSON.stringify({ message: "namaste" }),
    });
    expect(during.status).toBe(503);
    expect(await during.json()).toMatchObject({ code: "DATABASE_UNAVAILABLE" });

    proxy.restore();
    // Back within seconds: a new question streams to the end.
    const after = await waitUntil(async () => {
      const s = openStream(base, token, "gram sabha ka quorum");
      await s.ended;
      return s.events.at(-1)?.type === "done" ? s : undefined;
    }, "a new chat to succeed after the database is back");
    expect(after.events[0]?.type).toBe("conversation");
    for (const s of streams) {
      const saved = await messagesOf(s.conversationId());
      expect(saved[0]?.role).toBe("user");
    }
    expect(
      (await Promise.all(streams.map(async (s) => (await messagesOf(s.conversationId()))[0]?.content))).sort(),
    ).toEqual([...questions].sort());
  });

  it("a restart (connections dropped, server back at once): streams finish and their answers are saved", async () => {
    const streams = ["mukhiya ke adhikar", "ward sabha kya hai"].map((q) => openStream(base, token, q));
    await answeringAndOnRecord(streams);
    proxy.cut();
    proxy.restore();
    await Promise.all(streams.map((s) => s.ended));
    for (const s of streams) {
      expect(s.events.at(-1)?.type).toBe("done");
      const chunks = s.events.flatMap((e) => (e.type === "chunk" ? [e.chunk] : [])).join("");
      const saved = await messagesOf(s.conversationId());
      expect(saved.map((m) => m.role)).toEqual(["user", "assistant"]);
      expect(saved[1]?.content).toBe(chunks);
    }
  });

  it("a new conversation whose question cannot be written: the stream ends with an error event, and nothing half-written is left", async () => {
    // Sign-in remembered for a while (SESSION_CACHE_SECONDS), so the request gets past the token
    // check with the database away and reaches the question's write.
    const cached = await createTestApp({
      DATABASE_URL: viaProxy(process.env.DATABASE_URL ?? upstreamDb!.url, proxy.port),
      CHAT_MODEL: "fake-model",
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: "sk-test",
      RATE_LIMIT_PER_MINUTE: "100000",
      CHAT_RATE_LIMIT_PER_MINUTE: "100000",
      SESSION_CACHE_SECONDS: "600",
    });
    try {
      const cachedBase = await cached.app.listen({ port: 0, host: "127.0.0.1" });
      const own = (await signUp(cached.app)).access_token;
      const warm = openStream(cachedBase, own, "namaste");
      await warm.ended;
      expect(warm.events.at(-1)?.type).toBe("done");

      proxy.cut();
      const lost = openStream(cachedBase, own, "gaon ki sadak kab banegi");
      await lost.ended;
      proxy.restore();
      expect(lost.events[0]?.type).toBe("conversation");
      expect(lost.events.at(-1)).toMatchObject({ type: "error", code: "DATABASE_UNAVAILABLE" });
      expect(lost.events.some((e) => e.type === "done")).toBe(false);
      expect(await t.app.db.conversation.count({ where: { id: lost.conversationId() } })).toBe(0);
    } finally {
      proxy.restore();
      await cached.close();
    }
  });
});
