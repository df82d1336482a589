// The WhatsApp channel against a stand-in of the Cloud API (helpers/fake-whatsapp.ts): signed
// webhooks, one answer per message however often Meta delivers it, linking a number by the code
// from Settings, the same answer as the app, the 24-hour window and the voice note without a
// speech model. Waits on the stand-in receiving replies, never on time.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pickText, whatsappTexts } from "@sachiv/content";
import {
  parseChatStreamLine,
  ZChatConversationDetail,
  ZChatHistoryResponse,
  ZConversationListResponse,
  ZWhatsappLinkCode,
  ZWhatsappLinkStatus,
  type TChatSource,
  type TSession,
} from "@sachiv/contracts";
import { formatAnswer } from "../src/modules/whatsapp/format.ts";
import {
  FAKE_VERIFY_TOKEN,
  metaJson,
  sign,
  startFakeWhatsapp,
  buttonReply,
  statusUpdate,
  textMessage,
  voiceMessage,
  webhookOf,
  type TFakeWhatsapp,
  type TSentMessage,
} from "./helpers/fake-whatsapp.ts";
import { startFakeStt, type TFakeStt } from "./helpers/fake-stt.ts";
import { buildApp } from "../src/app.ts";
import { encodeOggOpus } from "../src/ai/tts/ogg-opus.mjs";
import { multipart } from "./helpers/admin.ts";
import { bodyOf, createTestApp, errorOf, injectAs, signUp, signUpAdmin, type TTestApp } from "./helper.ts";

let graph: TFakeWhatsapp;
let stt: TFakeStt;
let t: TTestApp;
let numbers = 0;
const ADMIN = "admin.whatsapp@gram.example.in";
const newNumber = () => `9198765${String(43210 + ++numbers).padStart(5, "0")}`;

/** Delivers a webhook exactly as Meta would: escaped JSON, signed over those bytes. */
function deliver(payload: unknown, signature?: string, app = t.app) {
  const raw = metaJson(payload);
  return app.inject({
    method: "POST",
    url: "/api/whatsapp/webhook",
    headers: { "content-type": "application/json", "x-hub-signature-256": signature ?? sign(raw) },
    payload: raw,
  });
}

type TButtons = { reply: { id: string; title: string } }[];
/** The reply buttons of an interactive message we sent. */
function buttonsOf(message: TSentMessage | undefined): TButtons {
  return (message?.body.interactive as { action: { buttons: TButtons } } | undefined)?.action.buttons ?? [];
}

/** Waits until every queued message is answered (the job rows say so), polling the database. */
async function whenQueueIdle(ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const busy = await t.app.db.whatsappInbound.count({ where: { status: { in: ["queued", "running"] } } });
    if (busy === 0) return;
    if (Date.now() > deadline) throw new Error("WhatsApp queue still busy");
    await new Promise((r) => setImmediate(r));
  }
}

/** Signs up and links a fresh number through the Settings code; the user's token and number. */
async function linkedUser(language: "hindi" | "hinglish" = "hinglish") {
  const session = await signUp(t.app);
  if (language === "hindi") {
    await injectAs(t.app, session.access_token, {
      method: "PUT",
      url: "/api/users/me",
      payload: { preferred_language: "hindi" },
    });
  }
  const phone = newNumber();
  const res = await injectAs(t.app, session.access_token, { method: "POST", url: "/api/whatsapp/link-code" });
  const { code } = bodyOf(res, ZWhatsappLinkCode);
  expect((await deliver(webhookOf({ messages: [textMessage(phone, `SACHIV ${code}`)] }))).statusCode).toBe(200);
  await graph.waitForSent(phone, 1);
  return { token: session.access_token, phone };
}

/** The admin's session (signed up on first use). */
let admin: Promise<TSession> | undefined;
const adminSession = () => (admin ??= signUpAdmin(t, ADMIN));

beforeAll(async () => {
  graph = await startFakeWhatsapp();
  stt = await startFakeStt();
  t = await createTestApp({
    ...graph.env,
    OPENAI_BASE_URL: stt.baseUrl,
    OPENAI_API_KEY: "sk-test",
    STT_MODEL: "whisper-1",
    ADMIN_EMAILS: ADMIN,
    JOB_POLL_MS: "200",
    WHATSAPP_BURST_MS: "1000", // the burst tests deliver a few messages in a row: well within it even on a busy machine
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await graph?.close();
  await stt?.close();
});

describe("WhatsApp webhook", () => {
  it("answers Meta's verification handshake only with the right token, as plain text", async () => {
    const ok = await t.app.inject({
      method: "GET",
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${FAKE_VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toMatch(/^text\/plain/);
    expect(ok.body).toBe("1158201444");
    const wrong = await t.app.inject({
      method: "GET",
      url: "/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444",
    });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong).code).toBe("WHATSAPP_FORBIDDEN");
  });

  it("accepts a Devanagari delivery signed over its raw bytes and refuses every other signature", async () => {
    const phone = newNumber();
    const payload = webhookOf({ messages: [textMessage(phone, "ग्राम सभा की बैठक कितनी बार होती है?")] });
    const raw = metaJson(payload);
    expect(raw).toContain("\\u0917"); // Meta escapes Devanagari: the bytes differ from JSON.stringify's
    // A signature over re-serialised JSON (what a framework's parsed body would give) is refused.
    expect((await deliver(payload, sign(JSON.stringify(JSON.parse(raw))))).statusCode).toBe(403);
    expect((await deliver(payload, sign(raw, "another-secret"))).statusCode).toBe(403);
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/whatsapp/webhook",
      headers: { "content-type": "application/json" },
      payload: raw,
    });
    expect(unsigned.statusCode).toBe(403);
    expect(await t.app.db.whatsappInbound.count({ where: { phone } })).toBe(0);
    expect((await deliver(payload)).statusCode).toBe(200);
    await graph.waitForSent(phone, 1);
  });

  it("answers a number that is not linked in Hindi and Hinglish, explaining how to link", async () => {
    const phone = newNumber();
    await deliver(webhookOf({ messages: [textMessage(phone, "namaste")] }));
    const [reply] = await graph.waitForSent(phone, 1);
    expect(reply?.text).toContain(whatsappTexts.notLinked.hindi);
    expect(reply?.text).toContain(whatsappTexts.notLinked.hinglish);
    // Writing again within the hour is not answered again.
    const again = textMessage(phone, "hello?");
    await deliver(webhookOf({ messages: [again] }));
    await whenQueueIdle();
    expect((await t.app.db.whatsappInbound.findUniqueOrThrow({ where: { wamid: again.id } })).status).toBe("done");
    expect(graph.sentTo(phone)).toHaveLength(1);
  });

  it("finishes a message whose worker died mid-job (its lock expired), answering it once", async () => {
    const { phone } = await linkedUser();
    const before = graph.sentTo(phone).length;
    const message = textMessage(phone, "gram pradhan ka chunav kitne saal mein hota hai?");
    // What a replica that died while answering leaves behind: the row running, its lock run out.
    await t.app.db.whatsappInbound.create({
      data: {
        wamid: message.id,
        phone,
        kind: "text",
        payload: message,
        sentAt: new Date(),
        status: "running",
        attempts: 1,
        lockedBy: "dead-replica:1",
        lockedUntil: new Date(Date.now() - 1000),
      },
    });
    await deliver(webhookOf({ messages: [message] })); // Meta's retry: not a second job
    const sent = await graph.waitForSent(phone, before + 1);
    await whenQueueIdle();
    const row = await t.app.db.whatsappInbound.findUniqueOrThrow({ where: { wamid: message.id } });
    expect(row).toMatchObject({ status: "done", attempts: 2 });
    expect(graph.sentTo(phone).length - before).toBe(row.replyWamids.length);
    expect(["text", "interactive"]).toContain(sent[before]?.type);
  });

  it("answers a message delivered twice (and at once) only once", async () => {
    const { phone } = await linkedUser();
    const before = graph.sentTo(phone).length;
    const message = textMessage(phone, "gram sabha ki baithak kitni baar hoti hai?");
    const payload = webhookOf({ messages: [message] });
    const [a, b] = await Promise.all([deliver(payload), deliver(payload)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await graph.waitForSent(phone, before + 1);
    expect((await deliver(payload)).statusCode).toBe(200); // a retry after the answer
    await whenQueueIdle();
    const answers = graph.sentTo(phone).slice(before);
    const rows = await t.app.db.whatsappInbound.findMany({ where: { wamid: message.id } });
    expect(rows).toHaveLength(1);
    expect(answers).toHaveLength(rows[0]?.replyWamids.length ?? -1);
    // One question on record, not three.
    const questions = await t.app.db.message.count({ where: { role: "user", content: message.text.body } });
    expect(questions).toBe(1);
  });

  it("records delivery statuses apart, once each", async () => {
    const status = statusUpdate("wamid.outbound-1", "919876500001", "delivered");
    await deliver(webhookOf({ statuses: [status] }));
    await deliver(
      webhookOf({
        statuses: [
          status,
          statusUpdate("wamid.outbound-1", "919876500001", "failed", [
            { code: 131026, title: "Message undeliverable" },
          ]),
        ],
      }),
    );
    const rows = await t.app.db.whatsappStatus.findMany({
      where: { wamid: "wamid.outbound-1" },
      orderBy: { status: "asc" },
    });
    expect(rows.map((r) => [r.status, r.errorCode])).toEqual([
      ["delivered", null],
      ["failed", 131026],
    ]);
  });
});

describe("WhatsApp for a linked official", () => {
  it("links a number with the code from Settings and shows it masked there", async () => {
    const session = await signUp(t.app);
    const phone = newNumber();
    const before = bodyOf(
      await injectAs(t.app, session.access_token, { method: "GET", url: "/api/whatsapp/link" }),
      ZWhatsappLinkStatus,
    );
    expect(before).toEqual({ available: true, linked_number: null, business_number: "919800000000", alerts: false });
    await deliver(webhookOf({ messages: [textMessage(phone, "SACHIV 000000")] }));
    const [refused] = await graph.waitForSent(phone, 1);
    expect(refused?.text).toContain(whatsappTexts.badCode.hinglish);

    const { code } = bodyOf(
      await injectAs(t.app, session.access_token, { method: "POST", url: "/api/whatsapp/link-code" }),
      ZWhatsappLinkCode,
    );
    await deliver(webhookOf({ messages: [textMessage(phone, `सचिव ${code}`)] }));
    const sent = await graph.waitForSent(phone, 2);
    expect(sent[1]?.text).toContain(whatsappTexts.linked.hinglish);
    const after = bodyOf(
      await injectAs(t.app, session.access_token, { method: "GET", url: "/api/whatsapp/link" }),
      ZWhatsappLinkStatus,
    );
    expect(after.linked_number).toBe(`••••••${phone.slice(-4)}`);
    // The code is spent.
    await deliver(webhookOf({ messages: [textMessage(phone, code)] }));
    expect((await graph.waitForSent(phone, 3))[2]?.text).toContain(whatsappTexts.badCode.hindi);
  });

  it("gives the app's answer to the same question, formatted for WhatsApp, in the app's history", async () => {
    const { token, phone } = await linkedUser();
    const question = "MGNREGA mein kitne din ka rozgar milta hai?";
    // The app's answer.
    const res = await injectAs(t.app, token, {
      method: "POST",
      url: "/api/chat/",
      payload: { message: question, language: "hinglish" },
    });
    let appAnswer = "";
    let appSources: TChatSource[] = [];
    for (const line of res.body.split("\n")) {
      const event = parseChatStreamLine(line);
      if (event?.type === "chunk") appAnswer += event.chunk;
      if (event?.type === "sources") appSources = event.sources;
    }
    expect(appAnswer.length).toBeGreaterThan(20);

    const before = graph.sentTo(phone).length;
    const message = textMessage(phone, question);
    await deliver(webhookOf({ messages: [message] }));
    const parts = formatAnswer(appAnswer, appSources, whatsappTexts.sources.hinglish);
    // The last part carries the 👍/👎 buttons when it fits their 1024 characters, else they follow it.
    const expected = (parts.at(-1)?.length ?? 0) <= 1024 ? parts : [...parts, whatsappTexts.wasItUseful.hinglish];
    await graph.waitForSent(phone, before + expected.length);
    await whenQueueIdle();
    const sent = graph.sentTo(phone);
    // The answer, 👍/👎 on its last part, then "स्रोत दिखाएँ" / "आवाज़ में सुनें" in a message of their own.
    const answerEnd = before + expected.length;
    expect(sent.slice(before, answerEnd).map((m) => m.text)).toEqual(expected);
    expect(sent[answerEnd - 1]?.type).toBe("interactive");
    const actions = sent[answerEnd];
    expect(actions?.text).toBe(whatsappTexts.moreForAnswer.hinglish);
    expect(sent).toHaveLength(answerEnd + 1);
    expect(graph.reads).toContain(message.id);
    // The first part quotes the question.
    expect((sent[before]?.body.context as { message_id?: string } | undefined)?.message_id).toBe(message.id);

    // The WhatsApp turn is an ordinary conversation of the user, channel whatsapp, with the same answer on record.
    const history = bodyOf(
      await injectAs(t.app, token, { method: "GET", url: "/api/chat/conversations" }),
      ZChatHistoryResponse,
    );
    const row = await t.app.db.whatsappInbound.findUniqueOrThrow({ where: { wamid: message.id } });
    expect(history.conversations.map((c) => c.id)).toContain(row.conversationId);
    const conversation = await t.app.db.conversation.findUniqueOrThrow({ where: { id: row.conversationId ?? "" } });
    expect(conversation.channel).toBe("whatsapp");
    const detail = bodyOf(
      await injectAs(t.app, token, { method: "GET", url: `/api/chat/conversations/${row.conversationId}` }),
      ZChatConversationDetail,
    );
    expect(detail.messages.map((m) => m.content)).toEqual([question, appAnswer]);

    // 👎 on WhatsApp is the app's thumbs-down on that answer.
    const buttons = buttonsOf(sent[answerEnd - 1]);
    expect(buttons.map((b) => b.reply.title)).toEqual(["👍", "👎"]);
    expect(buttonsOf(actions).map((b) => b.reply.title)).toEqual([
      whatsappTexts.showSources.hinglish,
      whatsappTexts.listen.hinglish,
    ]);
    const down = buttons[1]?.reply.id ?? "";
    const count = graph.sentTo(phone).length;
    await deliver(webhookOf({ messages: [buttonReply(phone, down, "👎")] }));
    expect((await graph.waitForSent(phone, count + 1)).at(-1)?.text).toBe(whatsappTexts.thanks.hinglish);
    const answerId = detail.messages[1]?.id ?? "";
    const feedback = await injectAs(t.app, token, { method: "GET", url: `/api/chat/messages/${answerId}/feedback` });
    expect(feedback.json()).toMatchObject({ feedback: { value: "down" } });
  });

  it("shows an answer's sources in full and reads it aloud from the buttons beside it", async () => {
    const { phone } = await linkedUser("hindi");
    const before = graph.sentTo(phone).length;
    await deliver(webhookOf({ messages: [textMessage(phone, "मनरेगा में कितने दिन का रोज़गार मिलता है?")] }));
    await graph.waitForSent(phone, before + 2);
    await whenQueueIdle();
    const actions = graph.sentTo(phone).at(-1);
    const [sources, listen] = buttonsOf(actions);
    expect([sources?.reply.title, listen?.reply.title]).toEqual([
      whatsappTexts.showSources.hindi,
      whatsappTexts.listen.hindi,
    ]);
    const row = await t.app.db.whatsappInbound.findFirstOrThrow({ where: { phone }, orderBy: { createdAt: "desc" } });
    const answer = await t.app.db.message.findFirstOrThrow({
      where: { conversationId: row.conversationId ?? "", role: "assistant" },
    });
    const stored = answer.sources as TChatSource[];
    expect(stored.length).toBeGreaterThan(0);

    let count = graph.sentTo(phone).length;
    await deliver(webhookOf({ messages: [buttonReply(phone, sources?.reply.id ?? "", sources?.reply.title ?? "")] }));
    const shown = (await graph.waitForSent(phone, count + 1)).slice(count);
    expect(shown[0]?.text).toMatch(/^\*स्रोत:\*/);
    expect(shown[0]?.text).toContain(stored[0]?.title);
    expect(shown[0]?.text).toContain(`“${stored[0]?.snippet.slice(0, 40)}`);

    await whenQueueIdle();
    count = graph.sentTo(phone).length;
    const uploads = graph.uploads.length;
    await deliver(webhookOf({ messages: [buttonReply(phone, listen?.reply.id ?? "", listen?.reply.title ?? "")] }));
    const spoken = (await graph.waitForSent(phone, count + 1, 60_000)).slice(count);
    expect(spoken[0]?.type).toBe("audio");
    expect(spoken[0]?.body.audio).toMatchObject({ voice: true });
    expect(graph.uploads[uploads]?.bytes).toBeLessThan(512 * 1024);
    await whenQueueIdle(60_000);
  }, 90_000);

  it("offers the answer language as a list message; the choice changes the language of the replies", async () => {
    const { token, phone } = await linkedUser();
    let count = graph.sentTo(phone).length;
    await deliver(webhookOf({ messages: [textMessage(phone, "bhasha")] }));
    const [list] = (await graph.waitForSent(phone, count + 1)).slice(count);
    const interactive = list?.body.interactive as {
      type: string;
      action: { button: string; sections: { rows: { id: string; title: string }[] }[] };
    };
    expect(interactive.type).toBe("list");
    expect(interactive.action.button).toBe(whatsappTexts.chooseLanguageButton.hinglish);
    const rows = interactive.action.sections[0]?.rows ?? [];
    expect(rows.map((r) => r.title)).toEqual(["हिन्दी", "Hinglish"]);

    await whenQueueIdle();
    count = graph.sentTo(phone).length;
    const choice = {
      ...buttonReply(phone, "", ""),
      interactive: { type: "list_reply", list_reply: { id: rows[0]?.id ?? "", title: rows[0]?.title ?? "" } },
    };
    await deliver(webhookOf({ messages: [choice] }));
    const [done] = (await graph.waitForSent(phone, count + 1)).slice(count);
    expect(done?.text).toBe(whatsappTexts.languageSet.hindi);
    const me = await injectAs(t.app, token, { method: "GET", url: "/api/users/me" });
    expect(me.json()).toMatchObject({ preferred_language: "hindi" });
  });

  it("lets the admins list the conversations of one channel", async () => {
    const { token, phone } = await linkedUser();
    await injectAs(t.app, token, {
      method: "POST",
      url: "/api/chat/",
      payload: { message: "panchayat bhawan kaun banata hai?" },
    });
    const message = textMessage(phone, "panchayat sachiv ka kaam kya hai?");
    const before = graph.sentTo(phone).length;
    await deliver(webhookOf({ messages: [message] }));
    await graph.waitForSent(phone, before + 1);
    await whenQueueIdle();
    const admin = await adminSession();
    const list = async (channel: string) =>
      bodyOf(
        await injectAs(t.app, admin.access_token, {
          method: "GET",
          url: `/api/admin/conversations?page_size=100&channel=${channel}`,
        }),
        ZConversationListResponse,
      ).conversations.map((c) => c.messages[0]?.content);
    expect(await list("whatsapp")).toContain("panchayat sachiv ka kaam kya hai?");
    expect(await list("whatsapp")).not.toContain("panchayat bhawan kaun banata hai?");
    expect(await list("app")).toContain("panchayat bhawan kaun banata hai?");
    expect(await list("app")).not.toContain("panchayat sachiv ka kaam kya hai?");
  });

  it("outside the 24-hour window sends the approved template instead of the answer", async () => {
    const { phone } = await linkedUser();
    const before = graph.sentTo(phone).length;
    // Meta refuses free text (131047): the template goes instead.
    graph.outsideWindow.add(phone);
    await deliver(webhookOf({ messages: [textMessage(phone, "gram panchayat ka budget kaun banata hai?")] }));
    const sent = await graph.waitForSent(phone, before + 1);
    expect(sent.at(-1)?.type).toBe("template");
    expect(sent.at(-1)?.text).toBe(t.config.whatsapp.templateName);
    graph.outsideWindow.delete(phone);
  });

  it("a message that arrives more than 24 hours late is answered by the template, without trying free text", async () => {
    const { phone } = await linkedUser();
    await t.app.db.user.update({
      where: { whatsappNumber: phone },
      data: { whatsappLastInboundAt: new Date(Date.now() - 30 * 3600_000) },
    });
    const before = graph.sentTo(phone).length;
    const old = new Date(Date.now() - 25 * 3600_000);
    await deliver(
      webhookOf({ messages: [textMessage(phone, "awas yojana ki kist kab aati hai?", { timestamp: old })] }),
    );
    const sent = await graph.waitForSent(phone, before + 1);
    expect(sent.slice(before).map((m) => m.type)).toEqual(["template"]);
    await whenQueueIdle();
    expect(graph.sentTo(phone).length).toBe(before + 1);

    // The user writes again (the window opens): the waiting answer comes first, then the new one.
    await deliver(webhookOf({ messages: [textMessage(phone, "dhanyavaad")] }));
    const next = await graph.waitForSent(phone, before + 3);
    expect(next[before + 1]?.text).toBe(
      pickText(whatsappTexts.pendingAnswer, "hinglish", { question: "awas yojana ki kist kab aati hai?" }),
    );
    await whenQueueIdle();
    const again = graph.sentTo(phone).length;
    await deliver(webhookOf({ messages: [textMessage(phone, "ok")] }));
    await graph.waitForSent(phone, again + 1);
    await whenQueueIdle();
    expect(
      graph
        .sentTo(phone)
        .slice(again)
        .map((m) => m.text),
    ).not.toContain(next[before + 1]?.text);
  });

  it("waits and sends again after WhatsApp's pair rate limit (131056)", async () => {
    const { phone } = await linkedUser();
    const before = graph.sentTo(phone).length;
    graph.pairRateOnce.add(phone);
    await deliver(webhookOf({ messages: [textMessage(phone, "gram sabha kab hoti hai?")] }));
    const sent = await graph.waitForSent(phone, before + 1);
    expect(["text", "interactive"]).toContain(sent[before]?.type);
    expect(graph.pairRateOnce.has(phone)).toBe(false);
  });

  it("transcribes a voice note, says what it heard, then answers it in text when speech is off", async () => {
    const { token, phone } = await linkedUser();
    await injectAs(t.app, token, {
      method: "PATCH",
      url: "/api/users/me/preferences",
      payload: { speech: { enabled: false } },
    });
    const audio = new Uint8Array([0x4f, 0x67, 0x67, 0x53, 9, 8, 7, 6, 5]);
    stt.say(audio, "ग्राम सभा की बैठक कितनी बार होती है?");
    const before = graph.sentTo(phone).length;
    await deliver(webhookOf({ messages: [voiceMessage(phone, graph.addMedia(audio, "audio/ogg"))] }));
    const sent = await graph.waitForSent(phone, before + 2);
    expect(sent[before]?.text).toBe("Maine suna: ग्राम सभा की बैठक कितनी बार होती है?"); // a Hinglish user
    expect(["text", "interactive"]).toContain(sent[before + 1]?.type);
    expect(stt.requests.at(-1)).toMatchObject({ model: "whisper-1", bytes: audio.byteLength });
    await whenQueueIdle();
    expect(graph.sentTo(phone).some((m) => m.type === "audio")).toBe(false);
  });

  it("answers a voice note with a voice note (Ogg Opus, under 512 KB) when speech is on", async () => {
    const { phone } = await linkedUser("hindi");
    const audio = new Uint8Array([0x4f, 0x67, 0x67, 0x53, 1, 1, 2, 3, 5, 8]);
    stt.say(audio, "मनरेगा में कितने दिन का काम मिलता है?");
    const before = graph.sentTo(phone).length;
    const uploads = graph.uploads.length;
    await deliver(webhookOf({ messages: [voiceMessage(phone, graph.addMedia(audio, "audio/ogg"))] }));
    const sent = await graph.waitForSent(phone, before + 2, 60_000);
    expect(sent[before]?.text).toMatch(/^मैंने सुना: /);
    expect(sent[before + 1]?.type).toBe("audio");
    expect(sent[before + 1]?.body.audio).toMatchObject({ voice: true });
    const upload = graph.uploads[uploads];
    expect(upload?.bytes).toBeGreaterThan(1000);
    expect(upload?.bytes).toBeLessThan(512 * 1024);
    await whenQueueIdle(60_000);
  }, 90_000);

  it("transcodes a real Ogg Opus voice note to 16 kHz mono WAV before transcribing it", async () => {
    const { phone } = await linkedUser();
    // 1.5 s of Ogg Opus at 48 kHz, as a phone records it (here a tone, encoded by the app's own encoder).
    const pcm = new Int16Array(72_000).map((_, i) => Math.round(6000 * Math.sin((2 * Math.PI * 300 * i) / 48_000)));
    const note = encodeOggOpus([pcm], 48_000);
    stt.fallback = "gram sabha ki baithak kab hoti hai?";
    try {
      const before = graph.sentTo(phone).length;
      const requests = stt.requests.length;
      await deliver(webhookOf({ messages: [voiceMessage(phone, graph.addMedia(note, "audio/ogg; codecs=opus"))] }));
      const sent = await graph.waitForSent(phone, before + 2);
      expect(sent[before]?.text).toBe("Maine suna: gram sabha ki baithak kab hoti hai?");
      const request = stt.requests[requests];
      expect(request).toMatchObject({ type: "audio/wav", fileName: "voice.wav" });
      const head = new DataView((request?.head ?? new Uint8Array(44)).buffer);
      expect([head.getUint16(22, true), head.getUint32(24, true), head.getUint16(34, true)]).toEqual([1, 16_000, 16]);
      // 1.5 s of 16-bit samples at 16 kHz (within a 60 ms frame).
      expect(Math.abs((request?.bytes ?? 0) - 44 - 1.5 * 16_000 * 2)).toBeLessThanOrEqual(0.06 * 16_000 * 2);
      await whenQueueIdle();
    } finally {
      stt.fallback = "";
    }
  });

  it("refuses a voice note whose bytes do not match Meta's SHA-256", async () => {
    const { phone } = await linkedUser();
    const before = graph.sentTo(phone).length;
    const mediaId = graph.addMedia(new Uint8Array([1, 2, 3, 4]), "audio/ogg", { lieAboutSha256: true });
    await deliver(webhookOf({ messages: [voiceMessage(phone, mediaId)] }));
    const sent = await graph.waitForSent(phone, before + 1);
    expect(sent[before]?.text).toBe(whatsappTexts.audioUnreadable.hinglish);
  });

  it("summarises a document sent to the number, and answers the next question from it", async () => {
    const { phone } = await linkedUser();
    const text =
      "Gram Panchayat Rampur: Gram Sabha ki agli baithak 15 January 2027 ko subah 10 baje panchayat bhawan mein hogi.\n" +
      "Agenda: Jal Jeevan Mission ke paani ke connection, MGNREGA ke naye kaam, aur aanganwadi ki marammat.\n" +
      "Sabhi ward member aur gram vasi aamantrit hain.";
    const before = graph.sentTo(phone).length;
    const mediaId = graph.addMedia(new TextEncoder().encode(text), "text/plain");
    const message = {
      ...textMessage(phone, ""),
      type: "document",
      text: undefined,
      document: { id: mediaId, filename: "gram-sabha-notice.txt", mime_type: "text/plain", sha256: "" },
    };
    await deliver(webhookOf({ messages: [message] }));
    const summary = await graph.waitForSent(phone, before + 1, 60_000);
    expect(summary[before]?.text).toMatch(/^\*Document ka saar\*/);
    await whenQueueIdle(60_000);
    const row = await t.app.db.whatsappInbound.findUniqueOrThrow({ where: { wamid: message.id } });
    expect(row.documentIds).toMatchObject({ assistantId: expect.any(String) as string });

    const count = graph.sentTo(phone).length;
    await deliver(webhookOf({ messages: [textMessage(phone, "baithak kis din hai?")] }));
    const answer = await graph.waitForSent(phone, count + 1, 60_000);
    expect(
      answer
        .slice(count)
        .map((m) => m.text)
        .join("\n"),
    ).toContain("15 January 2027");
  }, 90_000);

  it("does not answer a reaction to one of its messages", async () => {
    const { phone } = await linkedUser();
    const before = graph.sentTo(phone).length;
    const reaction = {
      ...textMessage(phone, ""),
      type: "reaction",
      text: undefined,
      reaction: { message_id: graph.sentTo(phone)[0]?.id, emoji: "🙏" },
    };
    await deliver(webhookOf({ messages: [reaction] }));
    await whenQueueIdle();
    expect((await t.app.db.whatsappInbound.findUniqueOrThrow({ where: { wamid: reaction.id } })).status).toBe("done");
    expect(graph.sentTo(phone)).toHaveLength(before);
  });

  it("never sends the access token anywhere but the Graph API's Authorization header", () => {
    expect(graph.unauthorised).toBe(0);
  });
});

describe("WhatsApp alerts", () => {
  const md = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n# ${title}\n\n${body}\n`;

  /** An admin uploads a document (or a new version of one); resolves once its job is over. */
  async function publish(token: string, name: string, bytes: string, replaces?: string) {
    const res = await injectAs(t.app, token, {
      method: "POST",
      url: replaces ? `/api/admin/knowledge/documents/${replaces}/replace` : "/api/admin/documents/upload",
      ...multipart([{ name, bytes }]),
    });
    expect(res.statusCode, res.body).toBe(202);
    const jobId = res.json<{ job_id: string }>().job_id;
    for (;;) {
      const job = await t.app.db.ingestionJob.findUniqueOrThrow({ where: { id: jobId } });
      if (job.status !== "queued" && job.status !== "running") return jobId;
      await new Promise((r) => setImmediate(r));
    }
  }

  it("sends the Utility template to opted-in users on a new or replaced circular; STOP / रोकें opt out, START back in", async () => {
    const admin = await adminSession();
    const hindi = await linkedUser("hindi");
    const hinglish = await linkedUser();
    const quiet = await linkedUser(); // never opts in
    const sentBefore = (phone: string) => graph.sentTo(phone).length;
    // START in Hindi and Hinglish: confirmed in both languages.
    for (const [user, word] of [
      [hindi, "शुरू"],
      [hinglish, "START"],
    ] as const) {
      const before = sentBefore(user.phone);
      await deliver(webhookOf({ messages: [textMessage(user.phone, word)] }));
      const [confirm] = (await graph.waitForSent(user.phone, before + 1)).slice(before);
      expect(confirm?.text).toContain(whatsappTexts.alertsOn.hindi);
      expect(confirm?.text).toContain(whatsappTexts.alertsOn.hinglish);
    }
    await whenQueueIdle();
    const counts = [hindi, hinglish, quiet].map((u) => sentBefore(u.phone));

    await publish(
      admin.access_token,
      "parivartan-paripatra.md",
      md("Paripatra 12/2026: Gram Sabha", "Gram Sabha ab har teen mahine."),
    );
    const [toHindi] = (await graph.waitForSent(hindi.phone, (counts[0] ?? 0) + 1)).slice(counts[0]);
    expect(toHindi).toMatchObject({ type: "template", text: t.config.whatsapp.alertTemplate });
    expect(toHindi?.body.template).toMatchObject({
      language: { code: "hi" },
      components: [{ type: "body", parameters: [{ text: "Paripatra 12/2026: Gram Sabha" }, { text: "नया" }] }],
    });
    const [toHinglish] = (await graph.waitForSent(hinglish.phone, (counts[1] ?? 0) + 1)).slice(counts[1]);
    expect(toHinglish?.body.template).toMatchObject({ language: { code: "en" } });

    // रोकें: alerts off (confirmed in both languages); the replaced version reaches only the other user.
    const before = sentBefore(hindi.phone);
    await deliver(webhookOf({ messages: [textMessage(hindi.phone, "रोकें")] }));
    const [off] = (await graph.waitForSent(hindi.phone, before + 1)).slice(before);
    expect(off?.text).toContain(whatsappTexts.alertsOff.hindi);
    expect(off?.text).toContain(whatsappTexts.alertsOff.hinglish);
    await whenQueueIdle();
    const old = await t.app.db.knowledgeDocument.findFirstOrThrow({
      where: { title: "Paripatra 12/2026: Gram Sabha" },
    });
    const afterStop = sentBefore(hindi.phone);
    const hinglishCount = sentBefore(hinglish.phone);
    await publish(
      admin.access_token,
      "parivartan-paripatra-v2.md",
      md("Paripatra 12/2026 (sanshodhit)", "Gram Sabha ab har do mahine."),
      old.id,
    );
    const [replaced] = (await graph.waitForSent(hinglish.phone, hinglishCount + 1)).slice(hinglishCount);
    expect(replaced?.body.template).toMatchObject({
      components: [{ parameters: [{ text: "Paripatra 12/2026 (sanshodhit)" }, { text: "badla gaya" }] }],
    });
    let alerts = await t.app.db.whatsappAlert.findMany();
    while (alerts.some((a) => a.status !== "sent")) {
      await new Promise((r) => setImmediate(r));
      alerts = await t.app.db.whatsappAlert.findMany();
    }
    expect(alerts).toHaveLength(3); // one per opted-in user and document, none to the one who never opted in
    expect(sentBefore(hindi.phone)).toBe(afterStop);
    expect(sentBefore(quiet.phone)).toBe(counts[2]);
  });

  it("Settings switches a linked number's alerts on and off, as START / STOP do; not before a number is linked", async () => {
    const put = (token: string, on: boolean) =>
      injectAs(t.app, token, { method: "PUT", url: "/api/whatsapp/alerts", payload: { on } });
    const status = async (token: string) =>
      bodyOf(await injectAs(t.app, token, { method: "GET", url: "/api/whatsapp/link" }), ZWhatsappLinkStatus);

    // No number yet: refused in both languages.
    const unlinked = await signUp(t.app);
    const refused = await put(unlinked.access_token, true);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: "WHATSAPP_NOT_LINKED" });
    expect(errorOf(refused).message).toMatch(/WhatsApp/);

    const { token, phone } = await linkedUser();
    expect((await status(token)).alerts).toBe(false);
    const on = await put(token, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(bodyOf(on, ZWhatsappLinkStatus).alerts).toBe(true);
    // STOP from the phone turns it off: Settings shows it.
    const before = graph.sentTo(phone).length;
    await deliver(webhookOf({ messages: [textMessage(phone, "STOP")] }));
    await graph.waitForSent(phone, before + 1);
    await whenQueueIdle();
    expect((await status(token)).alerts).toBe(false);
    // On again from Settings, then off: a queued alert is dropped with it, as after STOP.
    expect(bodyOf(await put(token, true), ZWhatsappLinkStatus).alerts).toBe(true);
    const userId = (await t.app.db.user.findFirstOrThrow({ where: { whatsappNumber: phone } })).id;
    await t.app.db.whatsappAlert.create({
      data: { userId, phone, documentId: randomUUID(), title: "Paripatra", reason: "new", language: "hinglish" },
    });
    expect(bodyOf(await put(token, false), ZWhatsappLinkStatus).alerts).toBe(false);
    expect(await t.app.db.whatsappAlert.count({ where: { userId } })).toBe(0);
  });

  it("keeps an alert's record for 30 days, then removes it, unless a sender holds it right now", async () => {
    // Rows as the alerts' worker leaves them, one user's, of various ages.
    const userId = randomUUID();
    const phone = newNumber();
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const alert = (title: string, status: string, createdAt: Date, lockedUntil: Date | null = null) => ({
      userId,
      phone,
      documentId: randomUUID(),
      title,
      reason: "new",
      language: "hinglish",
      status,
      createdAt,
      lockedUntil,
    });
    await t.app.db.whatsappAlert.createMany({
      data: [
        alert("sent last week", "sent", daysAgo(7)),
        alert("queued yesterday", "queued", daysAgo(1)),
        alert("sent 31 days ago", "sent", daysAgo(31)),
        alert("failed 40 days ago", "error", daysAgo(40)),
        alert("never sent, 45 days ago", "queued", daysAgo(45)),
        alert("sender died, 35 days ago", "sending", daysAgo(35), daysAgo(34)),
        alert("being sent now, 31 days ago", "sending", daysAgo(31), new Date(now.getTime() + 60_000)),
      ],
    });
    const titles = async () =>
      (await t.app.db.whatsappAlert.findMany({ where: { userId }, orderBy: { createdAt: "desc" } })).map(
        (a) => a.title,
      );

    expect(await t.app.whatsapp.alerts.prune(now)).toBe(4);
    expect(await titles()).toEqual(["queued yesterday", "sent last week", "being sent now, 31 days ago"]);
    // Run again (every replica prunes): nothing more goes.
    expect(await t.app.whatsapp.alerts.prune(now)).toBe(0);
    await t.app.db.whatsappAlert.deleteMany({ where: { userId } });
  });
});

describe("WhatsApp bursts", () => {
  it("answers messages sent a moment apart as one question, once, though two replicas take jobs", async () => {
    const { phone } = await linkedUser();
    // A second replica on the same database: its worker claims WhatsApp jobs too.
    const other = await buildApp(t.config, { database: t.database, logger: false });
    await other.ready();
    try {
      const before = graph.sentTo(phone).length;
      const parts = ["gram sabha ki baithak", "saal mein kitni baar", "hoti hai?"];
      const messages = parts.map((p) => textMessage(phone, p));
      // Meta delivers each message on its own; the balancer sends them to either replica.
      for (const [i, message] of messages.entries()) {
        expect((await deliver(webhookOf({ messages: [message] }), undefined, i % 2 ? other : t.app)).statusCode).toBe(
          200,
        );
      }
      await graph.waitForSent(phone, before + 1);
      await whenQueueIdle();
      const rows = await t.app.db.whatsappInbound.findMany({ where: { wamid: { in: messages.map((m) => m.id) } } });
      expect(rows.map((r) => r.status)).toEqual(["done", "done", "done"]);
      expect(new Set(rows.map((r) => r.turnId)).size).toBe(1);
      // One question on record, the three messages in the order sent; one answer with one pair of 👍/👎.
      const asked = await t.app.db.message.findMany({
        where: { role: "user", content: { contains: "gram sabha ki baithak" } },
      });
      expect(asked.map((m) => m.content)).toContain(parts.join("\n"));
      expect(asked.filter((m) => m.content.includes("saal mein kitni baar"))).toHaveLength(1);
      const replies = graph.sentTo(phone).slice(before);
      expect(replies.length).toBe(rows.reduce((n, r) => n + r.replyWamids.length, 0));
      expect(replies.filter((m) => buttonsOf(m).some((b) => b.reply.title === "👍"))).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it("joins a voice note and the text typed after it into one question, echoing what it heard once", async () => {
    const { token, phone } = await linkedUser();
    await injectAs(t.app, token, {
      method: "PATCH",
      url: "/api/users/me/preferences",
      payload: { speech: { enabled: false } },
    });
    const audio = new Uint8Array([0x4f, 0x67, 0x67, 0x53, 4, 4, 4, 4, 7]);
    stt.say(audio, "gram sabha ki baithak");
    const before = graph.sentTo(phone).length;
    const voice = voiceMessage(phone, graph.addMedia(audio, "audio/ogg"));
    const typed = textMessage(phone, "kitni baar hoti hai?");
    await deliver(webhookOf({ messages: [voice] }));
    await deliver(webhookOf({ messages: [typed] }));
    await graph.waitForSent(phone, before + 2);
    await whenQueueIdle();
    const replies = graph.sentTo(phone).slice(before);
    expect(replies.filter((m) => m.text.startsWith("Maine suna:")).map((m) => m.text)).toEqual([
      "Maine suna: gram sabha ki baithak",
    ]);
    const asked = await t.app.db.message.findMany({
      where: { role: "user", content: { contains: "kitni baar hoti hai?" } },
    });
    expect(asked.map((m) => m.content)).toContain("gram sabha ki baithak\nkitni baar hoti hai?");
    expect(replies.filter((m) => buttonsOf(m).some((b) => b.reply.title === "👍"))).toHaveLength(1);
  });

  it("answers a message that comes while the burst's answer is being written in a turn of its own", async () => {
    const { phone } = await linkedUser();
    const before = graph.sentTo(phone).length;
    const first = textMessage(phone, "awas yojana ki pehli kist kitni hai?");
    await deliver(webhookOf({ messages: [first] }));
    // The first turn is taken (quiet for the burst time) before the second message comes.
    for (;;) {
      const row = await t.app.db.whatsappInbound.findUniqueOrThrow({ where: { wamid: first.id } });
      if (row.status !== "queued") break;
      await new Promise((r) => setImmediate(r));
    }
    const second = textMessage(phone, "aur doosri kist?");
    await deliver(webhookOf({ messages: [second] }));
    await whenQueueIdle();
    const rows = await t.app.db.whatsappInbound.findMany({ where: { wamid: { in: [first.id, second.id] } } });
    expect(rows.map((r) => r.status)).toEqual(["done", "done"]);
    expect(new Set(rows.map((r) => r.turnId)).size).toBe(2);
    expect(
      graph
        .sentTo(phone)
        .slice(before)
        .filter((m) => buttonsOf(m).some((b) => b.reply.title === "👍")),
    ).toHaveLength(2);
  });
});

describe("WhatsApp guests", () => {
  it("answers an unlinked number as a guest when the admin allows it, up to the daily cap, saving nothing", async () => {
    const main = t;
    t = await createTestApp({ ...graph.env, WHATSAPP_GUEST_DAILY_CAP: "2", WHATSAPP_BURST_MS: "0" });
    try {
      const phone = newNumber();
      const conversations = await t.app.db.conversation.count();
      const ask = async (question: string) => {
        const before = graph.sentTo(phone).length;
        await deliver(webhookOf({ messages: [textMessage(phone, question)] }));
        await graph.waitForSent(phone, before + 1);
        await whenQueueIdle();
        return graph.sentTo(phone).slice(before);
      };
      const first = await ask("ग्राम सभा की बैठक कितनी बार होती है?");
      expect(first.length).toBeGreaterThanOrEqual(2);
      expect(first[0]?.text).not.toContain(whatsappTexts.notLinked.hindi);
      expect(first.at(-1)?.text).toBe(pickText(whatsappTexts.guestNote, "hindi", { left: "1" }));
      const second = await ask("MGNREGA mein kitne din ka kaam milta hai?");
      expect(second.at(-1)?.text).toBe(pickText(whatsappTexts.guestNote, "hinglish", { left: "0" }));
      // The cap reached: told once, in both languages, how to link; then not every message.
      const third = await ask("aur PMAY-G?");
      expect(third.map((m) => m.text)).toEqual([
        `${whatsappTexts.guestLimit.hindi}\n\n${whatsappTexts.guestLimit.hinglish}`,
      ]);
      const fourth = textMessage(phone, "hello?");
      await deliver(webhookOf({ messages: [fourth] }));
      await whenQueueIdle();
      expect(graph.sentTo(phone).at(-1)?.text).toBe(third[0]?.text);
      expect(await t.app.db.conversation.count()).toBe(conversations);
    } finally {
      await t.close();
      t = main;
    }
  }, 120_000);
});

describe("WhatsApp without a speech model", () => {
  it("asks politely to type a voice note, in the user's language", async () => {
    const main = t;
    // WHATSAPP_BURST_MS 0: on a PostgreSQL server the main app (1 s) shares the database; this one takes the job first.
    t = await createTestApp({ ...graph.env, WHATSAPP_BURST_MS: "0" });
    try {
      const { phone } = await linkedUser("hindi");
      const before = graph.sentTo(phone).length;
      const mediaId = graph.addMedia(new Uint8Array([0x4f, 0x67, 0x67, 0x53, 1, 2, 3]), "audio/ogg");
      await deliver(webhookOf({ messages: [voiceMessage(phone, mediaId)] }));
      const sent = await graph.waitForSent(phone, before + 1);
      expect(sent[before]?.text).toBe(whatsappTexts.pleaseType.hindi);
    } finally {
      await t.close();
      t = main;
    }
  }, 120_000);
});

describe("WhatsApp without an app secret", () => {
  it("keeps the webhook in the API description and answers 403 to everything", async () => {
    const bare = await createTestApp({});
    try {
      const raw = metaJson(webhookOf({ messages: [textMessage(newNumber(), "namaste")] }));
      const post = await bare.app.inject({
        method: "POST",
        url: "/api/whatsapp/webhook",
        headers: { "content-type": "application/json", "x-hub-signature-256": sign(raw) },
        payload: raw,
      });
      expect(post.statusCode).toBe(403);
      const get = await bare.app.inject({
        method: "GET",
        url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${FAKE_VERIFY_TOKEN}&hub.challenge=1`,
      });
      expect(get.statusCode).toBe(403);
      const doc = bare.app.swagger() as { paths?: Record<string, unknown> };
      expect(Object.keys(doc.paths ?? {})).toContain("/api/whatsapp/webhook");
    } finally {
      await bare.close();
    }
  }, 120_000);
});
