// Chat over real HTTP on the real database: the SSE stream through a listening app, against a
// local fake OpenAI-compatible server (normal, 500, hang, cut, slow) and the offline answerer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZGetRatingResponse, ZRatingResponse, type TChatStreamEvent } from "@sachiv/contracts";
import { seedStarterCorpus } from "../src/modules/knowledge/starter.ts";
import { bodyOf, createTestApp, errorOf, injectAs, signUp, type TTestApp } from "./helper.ts";
import { anyString, stringMatching } from "./helpers/matchers.ts";
import { FAKE_CHUNKS, startFakeOpenAI, type TFakeOpenAI } from "./helpers/fake-openai.ts";
import { readEvents } from "./helpers/chat-stream.ts";
import { waitUntil } from "@sachiv/test-support/wait";

type TStream = { status: number; headers: Headers; events: TChatStreamEvent[] };

function client(base: string, token: string) {
  const post = (path: string, body: unknown, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      method: "POST",
      ...init,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
      body: JSON.stringify(body),
    });
  return {
    post,
    async stream(body: unknown, headers: Record<string, string> = {}): Promise<TStream> {
      const res = await post("/api/chat/", body, { headers });
      const events = res.headers.get("content-type")?.startsWith("text/event-stream") ? await readEvents(res) : [];
      return { status: res.status, headers: res.headers, events };
    },
  };
}

const chunksOf = (events: TChatStreamEvent[]) => events.flatMap((e) => (e.type === "chunk" ? [e.chunk] : []));

describe("chat with a model (fake OpenAI-compatible upstream)", () => {
  let fake: TFakeOpenAI;
  let t: TTestApp;
  let base: string;
  let token: string;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({
      CHAT_MODEL: "fake-model",
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: "sk-test",
      CHAT_TIMEOUT_MS: "800",
    });
    await seedStarterCorpus(t.app.db);
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    token = (await signUp(t.app)).access_token;
    api = client(base, token);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.mode = "normal";
  });

  const messagesOf = (conversationId: string) =>
    t.app.db.message.findMany({
      where: { conversationId },
      orderBy: { createdAt: "asc" },
      select: { role: true, content: true },
    });

  it("streams conversation first, then the model's chunks, then sources, then done; flushes and saves both messages", async () => {
    const s = await api.stream({ message: "gram sabha saal mein kitni baar hoti hai" });
    expect(s.status).toBe(200);
    expect(s.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(s.headers.get("cache-control")).toMatch(/no-cache/);
    expect(s.headers.get("x-accel-buffering")).toBe("no");
    expect(s.headers.get("connection")).toBe("keep-alive");
    const [first, ...rest] = s.events;
    expect(first?.type).toBe("conversation");
    expect(chunksOf(rest)).toEqual(FAKE_CHUNKS);
    expect(rest.slice(-2).map((e) => e.type)).toEqual(["sources", "done"]);
    const [sources, last] = rest.slice(-2);
    if (sources?.type !== "sources" || last?.type !== "done") throw new Error("no sources + done");
    expect(last.offline).toBe(false);
    expect(sources.sources[0]?.title).toMatch(/^(ग्राम सभा|Gram Sabha) —/);
    expect(s.events.filter((e) => e.type !== "chunk")).toHaveLength(3);

    const conversationId = first!.type === "conversation" ? first!.conversationId : "";
    expect(await messagesOf(conversationId)).toEqual([
      { role: "user", content: "gram sabha saal mein kitni baar hoti hai" },
      { role: "assistant", content: FAKE_CHUNKS.join("") },
    ]);
    // The model saw the grounded system prompt (Hinglish rule, the Gram Sabha passage) and the question.
    const sent = fake.requests.at(-1)!.body;
    expect(sent.stream).toBe(true);
    expect(sent.messages?.[0]?.role).toBe("system");
    expect(sent.messages?.[0]?.content).toContain("Latin (Roman) script");
    // The first source's passage is in the prompt under its title (the Hinglish twin for a Hinglish
    // reader: "Gram Sabha — …", or the Hindi one).
    expect(sent.messages?.[0]?.content).toContain(sources.sources[0]!.title);
    expect(sent.messages?.at(-1)).toEqual({ role: "user", content: "gram sabha saal mein kitni baar hoti hai" });

    // A follow-up in the same conversation sends the history along.
    const again = await api.stream({
      message: "aur kitne log chahiye?",
      conversation_id: conversationId,
      language: "hindi",
    });
    expect(again.events[0]).toMatchObject({ type: "conversation", conversationId, messageId: anyString() });
    const followUp = fake.requests.at(-1)!.body.messages!;
    expect(followUp.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(followUp[0]!.content).toContain("Devanagari");
    expect(await messagesOf(conversationId)).toHaveLength(4);
  });

  it("upstream 500: an error event in the user's language; the assistant message is saved", async () => {
    fake.mode = "error500";
    const s = await api.stream({ message: "PMAY-G mein kitna paisa milta hai", language: "hindi" });
    expect(s.status).toBe(200);
    expect(s.events.map((e) => e.type)).toEqual(["conversation", "error"]);
    expect(s.events[1]).toMatchObject({
      type: "error",
      code: "CHAT_PROVIDER_UNAVAILABLE",
      error: stringMatching(/[\u0900-\u097f]/),
    });
    const id = (s.events[0] as { conversationId: string }).conversationId;
    expect(await messagesOf(id)).toEqual([
      { role: "user", content: "PMAY-G mein kitna paisa milta hai" },
      { role: "assistant", content: "" },
    ]);
  });

  it("upstream hangs: a timeout error after CHAT_TIMEOUT_MS, and the upstream call is aborted", async () => {
    fake.mode = "hang";
    // CHAT_TIMEOUT_MS is 800 ms; the CHAT_TIMEOUT event (not the clock) shows the timeout fired.
    const s = await api.stream({ message: "RTI ka jawab kitne din mein" });
    expect(s.events.map((e) => e.type)).toEqual(["conversation", "error"]);
    expect(s.events[1]).toMatchObject({
      code: "CHAT_TIMEOUT",
      error: "Jawab aane mein bahut der ho gayi. Please dobara poochhein.",
    });
    await fake.waitForAbort();
  });

  it("upstream cut mid-stream: the chunks that arrived, an error event, and the partial answer saved", async () => {
    fake.mode = "cut";
    const s = await api.stream({ message: "job card kaise banega" });
    expect(s.events.map((e) => e.type)).toEqual(["conversation", "chunk", "chunk", "error"]);
    expect(chunksOf(s.events)).toEqual(FAKE_CHUNKS.slice(0, 2));
    const id = (s.events[0] as { conversationId: string }).conversationId;
    expect((await messagesOf(id))[1]).toEqual({ role: "assistant", content: FAKE_CHUNKS.slice(0, 2).join("") });
  });

  it("client abort: the model call goes on, the whole answer is saved, and the same key gets it back", async () => {
    fake.mode = "slow";
    fake.slowPieces = 3;
    const key = crypto.randomUUID();
    const body = { message: "social audit kab hota hai", client_message_id: key };
    const controller = new AbortController();
    const res = await api.post("/api/chat/", body, { signal: controller.signal });
    let conversationId = "";
    await expect(
      readEvents(res, (e) => {
        if (e.type === "conversation") conversationId = e.conversationId;
        if (e.type === "chunk") controller.abort();
      }),
    ).rejects.toThrow();
    const whole = "first piece0 piece1 piece2 ";
    // The upstream is read to its end, and the answer is written once it is whole.
    const saved = await waitUntil(async () => {
      const messages = await messagesOf(conversationId);
      return messages.length >= 2 && messages;
    }, "the whole answer to be saved");
    expect(saved[1]).toEqual({ role: "assistant", content: whole });
    expect(fake.requests.at(-1)).toMatchObject({ aborted: false, finished: true });
    // The phone asks again with the same key: the saved answer, not a second question.
    const again = await api.stream(body);
    expect(chunksOf(again.events).join("")).toBe(whole);
    expect(again.events.at(-1)).toMatchObject({ type: "done", messageId: anyString() });
    expect(await messagesOf(conversationId)).toHaveLength(2);
    fake.slowPieces = Number.POSITIVE_INFINITY;
  });

  it("another user's conversation_id is 404; an empty message is 400; no token is 401", async () => {
    const s = await api.stream({ message: "namaste" });
    const id = (s.events[0] as { conversationId: string }).conversationId;
    const other = client(base, (await signUp(t.app)).access_token);
    const res = await other.post(
      "/api/chat/",
      { message: "namaste", conversation_id: id },
      { headers: { "x-language": "hindi" } },
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      code: "CONVERSATION_NOT_FOUND",
      message: "यह बातचीत नहीं मिली। नई बातचीत शुरू करें।",
    });

    for (const message of ["", "   \n  "]) {
      const empty = await api.post("/api/chat/", { message });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({ code: "EMPTY_MESSAGE" });
    }
    const anon = await fetch(`${base}/api/chat/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "hi" }),
    });
    expect(anon.status).toBe(401);
  });

  it("POST /chat answers at once with the model's text, or 503 when the model fails", async () => {
    const res = await api.post("/api/chat", {
      message: "aur batao",
      conversation_history: [
        { role: "user", content: "gram sabha" },
        { role: "assistant", content: "haan" },
      ],
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { response: string }).response).toBe(FAKE_CHUNKS.join(""));
    expect(fake.requests.at(-1)!.body.messages!.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    fake.mode = "error500";
    const failed = await api.post("/api/chat", { message: "aur batao" }, { headers: { "x-language": "hindi" } });
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { code: string }).code).toBe("CHAT_PROVIDER_UNAVAILABLE");
  });
});

describe("ratings", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("rates only one's own conversation, 1 to 5, and rating again replaces", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const conversation = await t.app.db.conversation.create({ data: { userId: owner.user.id, language: "hinglish" } });
    const rate = (token: string, payload: Record<string, unknown>) =>
      injectAs(t.app, token, { method: "POST", url: "/api/chat/rating", payload });

    const first = await rate(owner.access_token, {
      conversation_id: conversation.id,
      rating: 4,
      feedback: "Achha jawab",
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: "Rating bhej di gayi: 5 mein se 4",
      rating: { rating: 4, feedback: "Achha jawab" },
    });
    const again = await rate(owner.access_token, { conversation_id: conversation.id, rating: 2 });
    expect(bodyOf(again, ZRatingResponse).rating).toMatchObject({ rating: 2, feedback: null });
    expect(await t.app.db.rating.count({ where: { conversationId: conversation.id } })).toBe(1);

    const got = await injectAs(t.app, owner.access_token, {
      method: "GET",
      url: `/api/chat/rating/${conversation.id}`,
    });
    expect(bodyOf(got, ZGetRatingResponse).rating).toMatchObject({ conversation_id: conversation.id, rating: 2 });

    const foreign = await rate(stranger.access_token, { conversation_id: conversation.id, rating: 5 });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe("NO_CONVERSATION_TO_RATE");
    expect(
      (await injectAs(t.app, stranger.access_token, { method: "GET", url: `/api/chat/rating/${conversation.id}` }))
        .statusCode,
    ).toBe(404);
    expect((await rate(owner.access_token, { conversation_id: crypto.randomUUID(), rating: 3 })).statusCode).toBe(404);

    for (const rating of [0, 6, 2.5]) {
      expect(
        (await rate(owner.access_token, { conversation_id: conversation.id, rating })).statusCode,
        String(rating),
      ).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/chat/rating",
          payload: { conversation_id: conversation.id, rating: 3 },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe("offline answerer end to end (no CHAT_MODEL)", () => {
  let t: TTestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: "3" });
    await seedStarterCorpus(t.app.db);
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    api = client(base, (await signUp(t.app)).access_token);
  });
  afterAll(async () => t?.close());

  it("answers 'gram sabha saal mein kitni baar hoti hai' in chunks, with the Gram Sabha document as a source", async () => {
    const s = await api.stream({ message: "gram sabha saal mein kitni baar hoti hai" });
    expect(s.events[0]?.type).toBe("conversation");
    const text = chunksOf(s.events).join("");
    expect(chunksOf(s.events).length).toBeGreaterThan(10);
    // The Gram Sabha rules differ by state: the answer says so, not one generic count.
    expect(text).toMatch(/teen mahine se zyada ka antar nahi/i);
    expect(text).not.toMatch(/[\u0900-\u097F]/);
    const [sources, done] = s.events.slice(-2);
    if (sources?.type !== "sources" || done?.type !== "done")
      throw new Error(`expected sources + done, got ${sources?.type} ${done?.type}`);
    expect(done.offline).toBe(true);
    // The offline answerer says whether it answered (not "not stated" / "not found").
    expect(done.status).toBe("answered");
    expect(sources.sources[0]).toMatchObject({
      title: stringMatching(/^(Gram Sabha|ग्राम सभा) —/),
      url: "https://panchayat.gov.in/",
    });
  });

  // Each question from its own user: this app allows 3 chats a minute per user.
  const askAsNewUser = async (message: string, language: "hindi" | "hinglish") => {
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const s = await client(base, (await signUp(t.app)).access_token).stream({ message, language });
    const [sources, done] = s.events.slice(-2);
    if (sources?.type !== "sources" || done?.type !== "done")
      throw new Error(`expected sources + done, got ${sources?.type} ${done?.type}`);
    return { text: chunksOf(s.events).join(""), sources: sources.sources };
  };

  it("answers 'VB-G RAM G mein kitne din ka kaam milta hai' with 125 days, from the VB-G RAM G document", async () => {
    const { text, sources } = await askAsNewUser("VB-G RAM G mein kitne din ka kaam milta hai", "hinglish");
    expect(text).toMatch(/125 din/);
    expect(text).not.toMatch(/[\u0900-\u097F]/);
    expect(sources[0]?.title).toMatch(/VB-G RAM G/);
  });

  it("answers 'झारखंड में ग्राम सभा की अध्यक्षता कौन करता है' with the traditional Gram Pradhan (PESA Rules, 2 Jan 2026)", async () => {
    const { text, sources } = await askAsNewUser("झारखंड में ग्राम सभा की अध्यक्षता कौन करता है", "hindi");
    expect(text).toContain("पारंपरिक ग्राम प्रधान");
    expect(text).toContain("2 जनवरी 2026");
    expect(sources[0]?.title).toMatch(/ग्राम सभा/);
  });

  it("answers a procurement question from the procurement document, in the reader's own script", async () => {
    const hinglish = await askAsNewUser("Panchayat mein kharid ki seema kya hai, GeM kab zaroori hai?", "hinglish");
    expect(hinglish.sources[0]?.title).toMatch(/kharid \(procurement\)/);
    expect(hinglish.text).toMatch(/GeM|quotation|kharid samiti/i);
    const hindi = await askAsNewUser("पंचायत में ख़रीद की सीमा क्या है?", "hindi");
    expect(hindi.sources[0]?.title).toMatch(/ख़रीद और काम की स्वीकृति/);
    expect(hindi.text).toMatch(/[\u0900-\u097F]/);
  });

  it("answers each reader from the version of a topic in their own script, and cites that version once", async () => {
    // Gram Sabha exists in Hindi and in Hinglish; search finds both with nearly the same relevance.
    const hindiReader = await askAsNewUser("Gram sabha saal mein kitni baar hoti hai?", "hindi");
    expect(hindiReader.text).toContain("तीन महीने से ज़्यादा का अंतर नहीं");
    expect(hindiReader.sources[0]?.title).toMatch(/^ग्राम सभा —/);
    expect(hindiReader.sources.map((s) => s.title)).not.toContainEqual(stringMatching(/^Gram Sabha —/));
    const hinglishReader = await askAsNewUser("ग्राम सभा साल में कितनी बार होती है?", "hinglish");
    expect(hinglishReader.text).toContain("teen mahine se zyada ka antar nahi");
    expect(hinglishReader.text).not.toMatch(/[\u0900-\u097F]/);
    expect(hinglishReader.sources[0]?.title).toMatch(/^Gram Sabha —/);
    expect(hinglishReader.sources.map((s) => s.title)).not.toContainEqual(stringMatching(/^ग्राम सभा —/));
  });

  it("answers in the user's preferred language when the request names none", async () => {
    const session = await signUp(t.app);
    const put = await injectAs(t.app, session.access_token, {
      method: "PUT",
      url: "/api/users/me",
      payload: { preferred_language: "hindi" },
    });
    expect(put.statusCode).toBe(200);
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const hindiUser = client(base, session.access_token);
    const preferred = chunksOf(
      (await hindiUser.stream({ message: "gram sabha saal mein kitni baar hoti hai" })).events,
    ).join("");
    expect(preferred).toMatch(/^जवाब: /);
    // The Gram Sabha topic exists in both scripts: the answer comes from the preferred one.
    expect(preferred).toContain("तीन महीने से ज़्यादा का अंतर नहीं");
    const asked = chunksOf(
      (await hindiUser.stream({ message: "gram sabha saal mein kitni baar hoti hai", language: "hinglish" })).events,
    ).join("");
    expect(asked).toMatch(/^Jawab: /);
  });

  it("limits chat per user with a clear 429 in the user's language", async () => {
    // The limit is 3 a minute here; one stream was used above.
    for (let i = 0; i < 2; i++) expect((await api.post("/api/chat", { message: "rti" })).status).toBe(200);
    // POST /chat has its own bucket: use it up, then the next is refused.
    const third = await api.post("/api/chat", { message: "rti" });
    expect(third.status).toBe(200);
    const limited = await api.post("/api/chat", { message: "rti" }, { headers: { "x-language": "hindi" } });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      code: "CHAT_RATE_LIMITED",
      message: stringMatching(/बहुत सारे सवाल/),
    });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
