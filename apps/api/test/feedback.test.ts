// 👍/👎 on one answer over real HTTP on the real database: the stream's done event names the saved
// answer, its asker can rate it (and change their mind), nobody else can, and bad input is a clear
// 4xx in the caller's language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrors } from "@sachiv/content";
import { ZFeedback, type TChatStreamEvent } from "@sachiv/contracts";
import * as z from "zod";
import { bodyOf, createTestApp, errorOf, injectAs, signUp, type TTestApp } from "./helper.ts";
import { readEvents } from "./helpers/chat-stream.ts";

const ZGetFeedback = z.object({ feedback: ZFeedback.nullable() });

describe("per-answer feedback", () => {
  let t: TTestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => t?.close());

  const give = (token: string, messageId: string, payload: object, headers: Record<string, string> = {}) =>
    injectAs(t.app, token, { method: "POST", url: `/api/chat/messages/${messageId}/feedback`, payload, headers });
  const read = (token: string, messageId: string) =>
    injectAs(t.app, token, { method: "GET", url: `/api/chat/messages/${messageId}/feedback` });

  async function ask(token: string, message: string): Promise<TChatStreamEvent[]> {
    const res = await fetch(`${base}/api/chat/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ message, language: "hinglish" }),
    });
    return readEvents(res);
  }

  it("the done event names the saved answer; its asker gives 👍, changes it to 👎 with a comment, and reads it back", async () => {
    const owner = await signUp(t.app);
    const events = await ask(owner.access_token, "gram sabha saal mein kitni baar hoti hai");
    const done = events.find((e) => e.type === "done");
    expect(done?.type === "done" && done.messageId).toBeTruthy();
    const messageId = done?.type === "done" ? done.messageId! : "";
    const saved = await t.app.db.message.findUnique({ where: { id: messageId } });
    expect(saved?.role).toBe("assistant");

    expect(bodyOf(await read(owner.access_token, messageId), ZGetFeedback).feedback).toBeNull();
    const up = await give(owner.access_token, messageId, { value: "up" });
    expect(up.statusCode).toBe(200);
    expect(bodyOf(up, ZFeedback)).toMatchObject({ message_id: messageId, value: "up", comment: null });

    const down = await give(owner.access_token, messageId, {
      value: "down",
      comment: "  Jharkhand ka niyam nahi bataya ",
    });
    expect(bodyOf(down, ZFeedback)).toMatchObject({ value: "down", comment: "Jharkhand ka niyam nahi bataya" });
    expect(await t.app.db.messageFeedback.count({ where: { messageId } })).toBe(1);
    expect(bodyOf(await read(owner.access_token, messageId), ZGetFeedback).feedback).toMatchObject({ value: "down" });
  });

  it("only on the caller's own assistant messages: another user's answer, a question, or no message → 404", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const conversation = await t.app.db.conversation.create({ data: { userId: owner.user.id, language: "hindi" } });
    const question = await t.app.db.message.create({
      data: { conversationId: conversation.id, role: "user", content: "ग्राम सभा कब होती है?" },
    });
    const answer = await t.app.db.message.create({
      data: { conversationId: conversation.id, role: "assistant", content: "साल में कम से कम दो बार।" },
    });

    const foreign = await give(stranger.access_token, answer.id, { value: "down" }, { "x-language": "hindi" });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign)).toMatchObject({ code: "ANSWER_NOT_FOUND", message: apiErrors.ANSWER_NOT_FOUND.hindi });
    expect((await read(stranger.access_token, answer.id)).statusCode).toBe(404);
    expect((await give(owner.access_token, question.id, { value: "up" })).statusCode).toBe(404);
    expect((await give(owner.access_token, crypto.randomUUID(), { value: "up" })).statusCode).toBe(404);
    expect(await t.app.db.messageFeedback.count({ where: { messageId: answer.id } })).toBe(0);

    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/chat/messages/${answer.id}/feedback`,
      payload: { value: "up" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("bad input is a 400 in the caller's language and writes nothing", async () => {
    const owner = await signUp(t.app);
    const conversation = await t.app.db.conversation.create({ data: { userId: owner.user.id, language: "hinglish" } });
    const answer = await t.app.db.message.create({
      data: { conversationId: conversation.id, role: "assistant", content: "Saal mein do baar." },
    });
    for (const [payload, language] of [
      [{ value: "sideways" }, "hindi"],
      [{}, "hinglish"],
      [{ value: "up", comment: "x".repeat(1001) }, "hindi"],
      [{ value: 1 }, "hinglish"],
    ] as const) {
      const res = await give(owner.access_token, answer.id, payload, { "x-language": language });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: "VALIDATION_FAILED", message: apiErrors.VALIDATION_FAILED[language] });
    }
    const badId = await give(owner.access_token, "not-a-uuid", { value: "up" }, { "x-language": "hindi" });
    expect(badId.statusCode).toBe(400);
    expect(errorOf(badId).message).toBe(apiErrors.VALIDATION_FAILED.hindi);
    expect(await t.app.db.messageFeedback.count({ where: { messageId: answer.id } })).toBe(0);
  });
});
