// The user's own history and the durable chat (issue 22), over real HTTP on the real database with
// the offline answerer: the outbox's idempotency key (the same key twice → one question, one
// answer), the question's and the answer's ids in the stream, history list / search across
// scripts / get with sources / delete, and 404 for someone else's conversation.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZChatConversationDetail, ZChatHistoryResponse, type TChatStreamEvent } from "@sachiv/contracts";
import { seedStarterCorpus } from "../src/modules/knowledge/starter.ts";
import { createTestApp, signUp, type TTestApp } from "./helper.ts";
import { readEvents } from "./helpers/chat-stream.ts";
import { anyString } from "./helpers/matchers.ts";

describe("chat history and the outbox's idempotency key", () => {
  let t: TTestApp;
  let base: string;
  let token: string;
  let otherToken: string;

  const call = (path: string, init: RequestInit & { as?: string; body?: string } = {}) =>
    fetch(`${base}/api${path}`, {
      ...init,
      headers: {
        ...(init.body ? { "content-type": "application/json" } : {}),
        authorization: `Bearer ${init.as ?? token}`,
        "x-language": "hindi",
      },
    });
  const ask = async (body: Record<string, unknown>, as?: string) => {
    const res = await call("/chat/", { method: "POST", body: JSON.stringify(body), ...(as ? { as } : {}) });
    expect(res.status).toBe(200);
    return readEvents(res);
  };
  const conversationOf = (events: TChatStreamEvent[]) => {
    const first = events[0];
    if (first?.type !== "conversation") throw new Error("no conversation event");
    return first;
  };
  const answerOf = (events: TChatStreamEvent[]) =>
    events.flatMap((e) => (e.type === "chunk" ? [e.chunk] : [])).join("");

  beforeAll(async () => {
    t = await createTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: "100" });
    await seedStarterCorpus(t.app.db);
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    token = (await signUp(t.app)).access_token;
    otherToken = (await signUp(t.app)).access_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("the same client_message_id twice: one question, one answer; the second stream replays it", async () => {
    const key = randomUUID();
    const first = await ask({ message: "gram sabha saal mein kitni baar hoti hai", client_message_id: key });
    const opened = conversationOf(first);
    expect(opened.messageId).toEqual(anyString());
    const done = first.at(-1);
    if (done?.type !== "done") throw new Error(`no done event: ${JSON.stringify(done)}`);
    expect(done.messageId).toEqual(anyString());
    expect(answerOf(first).length).toBeGreaterThan(20);

    const again = await ask({ message: "gram sabha saal mein kitni baar hoti hai", client_message_id: key });
    expect(conversationOf(again)).toEqual(opened);
    expect(answerOf(again)).toBe(answerOf(first));
    expect(again.at(-1)).toEqual(done);
    const firstSources = first.find((e) => e.type === "sources");
    expect(again.find((e) => e.type === "sources")).toEqual(firstSources);

    const messages = await t.app.db.message.findMany({ where: { conversationId: opened.conversationId } });
    expect(messages.map((m) => m.role).sort()).toEqual(["assistant", "user"]);

    // In a conversation going on, too; and the key is no one else's to replay.
    const followKey = randomUUID();
    const follow = {
      message: "aur kitne log chahiye",
      conversation_id: opened.conversationId,
      client_message_id: followKey,
    };
    await ask(follow);
    await ask(follow);
    expect(await t.app.db.message.count({ where: { conversationId: opened.conversationId } })).toBe(4);
    const stranger = await call("/chat/", { method: "POST", as: otherToken, body: JSON.stringify(follow) });
    expect(stranger.status).toBe(404);
  });

  it("history: newest first, titled by the first question, searched in either script; get with sources; delete", async () => {
    const me = (await signUp(t.app)).access_token;
    const panchayat = await ask({ message: "ग्राम पंचायत विकास योजना कब बनती है", language: "hindi" }, me);
    const jobCard = await ask({ message: "job card kaise banta hai" }, me);
    await ask({ message: "aur kitne din lagte hain", conversation_id: conversationOf(jobCard).conversationId }, me);

    const list = async (query = "") => {
      const res = await call(`/chat/conversations${query}`, { as: me });
      expect(res.status).toBe(200);
      return ZChatHistoryResponse.parse(await res.json());
    };
    const all = await list();
    expect(all.total).toBe(2);
    expect(all.conversations.map((c) => c.title)).toEqual([
      "job card kaise banta hai",
      "ग्राम पंचायत विकास योजना कब बनती है",
    ]);
    expect(all.conversations[0]).toMatchObject({ id: conversationOf(jobCard).conversationId, message_count: 4 });

    // Romanised finds Devanagari and the other way round; nothing of another user's.
    expect((await list("?search=vikas%20yojana")).conversations.map((c) => c.id)).toEqual([
      conversationOf(panchayat).conversationId,
    ]);
    expect((await list(`?search=${encodeURIComponent("जॉब कार्ड")}`)).conversations.map((c) => c.id)).toEqual([
      conversationOf(jobCard).conversationId,
    ]);
    expect((await list("?search=xyzzy")).total).toBe(0);
    const paged = await list("?page=2&page_size=1");
    expect(paged.conversations.map((c) => c.title)).toEqual(["ग्राम पंचायत विकास योजना कब बनती है"]);

    const id = conversationOf(jobCard).conversationId;
    const opened = await call(`/chat/conversations/${id}`, { as: me });
    expect(opened.status).toBe(200);
    const detail = ZChatConversationDetail.parse(await opened.json());
    expect(detail.messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(detail.messages[1]?.content).toBe(answerOf(jobCard));
    const shownSources = jobCard.find((e) => e.type === "sources");
    expect(detail.messages[1]?.sources).toEqual(shownSources?.type === "sources" ? shownSources.sources : null);
    expect(detail.messages[1]?.offline).toBe(true);
    expect(detail.messages[1]?.reply_to_id).toBe(detail.messages[0]?.id);

    // Someone else's conversation: 404 in the caller's language, for reading and deleting alike.
    for (const method of ["GET", "DELETE"]) {
      const res = await call(`/chat/conversations/${id}`, { method, as: otherToken });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({
        code: "CONVERSATION_NOT_FOUND",
        message: "यह बातचीत नहीं मिली। नई बातचीत शुरू करें।",
      });
    }
    expect((await call("/chat/conversations/not-a-uuid", { as: me })).status).toBe(400);

    const deleted = await call(`/chat/conversations/${id}`, { method: "DELETE", as: me });
    expect(deleted.status).toBe(200);
    expect((await call(`/chat/conversations/${id}`, { as: me })).status).toBe(404);
    expect((await list()).conversations.map((c) => c.title)).toEqual(["ग्राम पंचायत विकास योजना कब बनती है"]);
    expect(await t.app.db.message.count({ where: { conversationId: id } })).toBe(0);
  });
});
