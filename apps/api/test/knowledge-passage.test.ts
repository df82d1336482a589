// Citations you can check (issue 21 item 6): a knowledge-base source under an answer names its
// passage (id, section, page), the history keeps them, and GET /knowledge/passages/:id opens the
// passage with its document, section and neighbours — 404 in the reader's language once the
// document is superseded or deleted. Real HTTP, real database, the offline answerer.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrors } from "@sachiv/content";
import {
  ZChatConversationDetail,
  ZConversationListResponse,
  ZErrorResponse,
  ZKnowledgePassage,
  type TChatSource,
  type TChatStreamEvent,
} from "@sachiv/contracts";
import { seedStarterCorpus } from "../src/modules/knowledge/starter.ts";
import { createTestApp, signUp, signUpAdmin, uniqueEmail, type TTestApp } from "./helper.ts";
import { readEvents } from "./helpers/chat-stream.ts";

describe("GET /knowledge/passages/:id and the passage ids of an answer's sources", () => {
  let t: TTestApp;
  let base: string;
  let token: string;
  const adminEmail = uniqueEmail("admin");

  const call = (path: string, init: RequestInit & { language?: string; anonymous?: boolean } = {}) =>
    fetch(`${base}/api${path}`, {
      ...init,
      headers: {
        ...(init.body ? { "content-type": "application/json" } : {}),
        ...(init.anonymous ? {} : { authorization: `Bearer ${token}` }),
        "x-language": init.language ?? "hindi",
      },
    });
  const sourcesOf = (events: TChatStreamEvent[]): TChatSource[] => {
    const e = events.find((x) => x.type === "sources");
    return e?.type === "sources" ? e.sources : [];
  };

  let cited: TChatSource & { passage_id: string };
  let conversationId: string;

  beforeAll(async () => {
    t = await createTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: "100", ADMIN_EMAILS: adminEmail });
    await seedStarterCorpus(t.app.db);
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    token = (await signUp(t.app)).access_token;
    const res = await call("/chat/", {
      method: "POST",
      body: JSON.stringify({ message: "ग्राम सभा की बैठक साल में कितनी बार होती है?", language: "hindi" }),
    });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    const first = events[0];
    if (first?.type !== "conversation") throw new Error("no conversation event");
    conversationId = first.conversationId;
    const withPassage = sourcesOf(events).find((s) => s.passage_id);
    if (!withPassage?.passage_id) throw new Error(`no source names its passage: ${JSON.stringify(sourcesOf(events))}`);
    cited = { ...withPassage, passage_id: withPassage.passage_id };
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a knowledge-base source names its stored passage, its section and page as the chunk has them", async () => {
    const chunk = await t.app.db.knowledgeChunk.findUniqueOrThrow({
      where: { id: cited.passage_id },
      include: { document: true },
    });
    expect(cited.title).toBe(chunk.document.title);
    expect(cited.section).toBe(chunk.sectionPath ?? undefined);
    expect(cited.page).toBe(chunk.page ?? undefined);
  });

  it("the conversation's history keeps the passage id, section and page of each source", async () => {
    const res = await call(`/chat/conversations/${conversationId}`);
    expect(res.status).toBe(200);
    const detail = ZChatConversationDetail.parse(await res.json());
    const answer = detail.messages.find((m) => m.role === "assistant");
    expect(answer?.sources).toContainEqual(cited);
  });

  it("the admin's conversation list carries an answer's sources with their passage ids", async () => {
    const admin = (await signUpAdmin(t, adminEmail)).access_token;
    const res = await fetch(`${base}/api/admin/conversations`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    const list = ZConversationListResponse.parse(await res.json());
    const conversation = list.conversations.find((c) => c.id === conversationId);
    const answer = conversation?.messages.find((m) => m.role === "assistant");
    expect(answer?.sources).toContainEqual(cited);
    expect(conversation?.messages.find((m) => m.role === "user")?.sources).toBeUndefined();
  });

  it("opens the passage with its document's title, section, official URL and neighbours", async () => {
    const res = await call(`/knowledge/passages/${cited.passage_id}`);
    expect(res.status).toBe(200);
    const passage = ZKnowledgePassage.parse(await res.json());
    const chunk = await t.app.db.knowledgeChunk.findUniqueOrThrow({
      where: { id: cited.passage_id },
      include: { document: true },
    });
    expect(passage).toMatchObject({
      id: chunk.id,
      document_id: chunk.documentId,
      title: chunk.document.title,
      content: chunk.content,
      page: chunk.page,
      kind: chunk.kind,
      source_url: chunk.document.sourceUrl,
      downloadable: false,
    });
    expect(passage.section_path.join(" › ")).toBe(chunk.sectionPath ?? "");
    const around = await t.app.db.knowledgeChunk.findMany({
      where: { documentId: chunk.documentId, ordinal: { in: [chunk.ordinal - 1, chunk.ordinal + 1] } },
    });
    const before = around.find((c) => c.ordinal === chunk.ordinal - 1);
    const after = around.find((c) => c.ordinal === chunk.ordinal + 1);
    expect(passage.previous).toEqual(before ? { id: before.id, content: before.content } : null);
    expect(passage.next).toEqual(after ? { id: after.id, content: after.content } : null);
    expect(passage.previous ?? passage.next).not.toBeNull();
  });

  it("asks for a signed-in user and a passage id", async () => {
    expect((await call(`/knowledge/passages/${cited.passage_id}`, { anonymous: true })).status).toBe(401);
    const bad = await call("/knowledge/passages/not-a-uuid");
    expect(bad.status).toBe(400);
  });

  it("an unknown passage is a 404 in the reader's language", async () => {
    const hindi = await call(`/knowledge/passages/${randomUUID()}`);
    expect(hindi.status).toBe(404);
    expect(ZErrorResponse.parse(await hindi.json())).toMatchObject({
      code: "PASSAGE_NOT_FOUND",
      message: apiErrors.PASSAGE_NOT_FOUND.hindi,
    });
    const hinglish = await call(`/knowledge/passages/${randomUUID()}`, { language: "hinglish" });
    expect(ZErrorResponse.parse(await hinglish.json()).message).toBe(apiErrors.PASSAGE_NOT_FOUND.hinglish);
  });

  it("a passage of a superseded document is a 404, and again once it is deleted", async () => {
    const { documentId } = await t.app.db.knowledgeChunk.findUniqueOrThrow({ where: { id: cited.passage_id } });
    await t.app.knowledge.supersedeDocument(documentId, true, null);
    expect((await call(`/knowledge/passages/${cited.passage_id}`)).status).toBe(404);
    await t.app.knowledge.supersedeDocument(documentId, false, null);
    expect((await call(`/knowledge/passages/${cited.passage_id}`)).status).toBe(200);
    await t.app.knowledge.deleteDocument(documentId);
    const gone = await call(`/knowledge/passages/${cited.passage_id}`);
    expect(gone.status).toBe(404);
    expect(ZErrorResponse.parse(await gone.json()).code).toBe("PASSAGE_NOT_FOUND");
  });
});
