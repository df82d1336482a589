// One inbound message, answered: who is asking (a link code, an unlinked number, a linked user),
// a voice note made text, the same chat turn as the app's (app.chat.openTurn), and the answer sent
// back in WhatsApp's form — within the 24-hour window as free text, outside it as the approved
// template. Every message sent is noted on the job, so a retried job resumes after the last one.
import { createHash } from "node:crypto";
import { pickText, whatsappTexts, type TWhatsappTextKey } from "@sachiv/content";
import { MAX_DOCUMENT_BYTES, type TChatSource, type TDocumentAnalysis, type TLanguage } from "@sachiv/contracts";
import type { TTranscriber } from "../../ai/stt.ts";
import { forTranscription } from "../../ai/voice-in.ts";
import { ApiError, messageFor } from "../../lib/errors.ts";
import type { TChatService } from "../chat/service.ts";
import {
  formatAnswer,
  sourceDetails,
  sourceLines,
  spokenText,
  splitMessage,
  toWhatsappText,
  withSources,
} from "./format.ts";
import { GRAPH_ERRORS, GraphError, MediaCheckError, type TGraphClient } from "./graph.ts";
import { codeIn, commandIn, type TLinks } from "./link.ts";
import type { TDocumentIds, TInboundJob, TInboundQueue } from "./queue.ts";

/** Free-form replies are allowed this long after the user's last message. */
export const WINDOW_MS = 24 * 60 * 60 * 1000;
/** A WhatsApp question this soon after the last one continues its conversation. */
const CONTINUE_MS = 6 * 60 * 60 * 1000;
const DEVANAGARI = /[\u0900-\u097F]/;
/** Message types that get no reply. */
const SILENT_TYPES = new Set(["reaction", "system", "ephemeral", "request_welcome", "errors"]);
/** Questions this soon after a photo or PDF are answered from it. */
const DOCUMENT_FOLLOW_UP_MS = 30 * 60 * 1000;
/** WhatsApp's limit for the body of a message with buttons. */
const BUTTON_BODY_CHARS = 1024;

export type TTurnDeps = {
  chat: TChatService;
  links: TLinks;
  queue: TInboundQueue;
  graph: TGraphClient;
  transcribe?: TTranscriber;
  templateName: string;
  /** Answers a day to an unlinked number (a guest); 0 = none, only the how-to-link reply. */
  guestDailyCap: number;
  mediaMaxBytes: number;
  /** Largest photo or PDF fetched for analysis. */
  documentMaxBytes: number;
  pairPaceMs: number;
  /** Ogg Opus of a text (the app's speech service); undefined when it could not be made small enough. */
  speak?: (text: string, language: TLanguage, gender: "female" | "male") => Promise<Uint8Array | undefined>;
  /** The user's speech setting: undefined when it is off. */
  speechOf: (userId: string) => Promise<{ gender: "female" | "male" } | undefined>;
  /** Document analysis (the app's): a summary of a photo or PDF, and answers from its text. */
  documents: {
    analyse: (
      userId: string,
      file: { bytes: Buffer; fileName?: string; mimeType: string },
      language: TLanguage,
    ) => Promise<{ ids: TDocumentIds; analysis: TDocumentAnalysis }>;
    ask: (userId: string, ids: TDocumentIds, question: string, language: TLanguage) => Promise<string | undefined>;
  };
  /** An answer of the user's (its text and sources), for the buttons beside it; undefined when gone. */
  answerOf: (userId: string, messageId: string) => Promise<{ content: string; sources: TChatSource[] } | undefined>;
  /** The voice the user chose in Settings (for "आवाज़ में सुनें", even with speech off). */
  voiceOf: (userId: string) => Promise<"female" | "male">;
  /** The language list's choice: the user's answer language from now on (as in Settings). */
  setLanguage: (userId: string, language: TLanguage) => Promise<void>;
  /** STOP / START: the user's alerts off or on. */
  setAlerts: (userId: string, on: boolean) => Promise<void>;
  /** 👍/👎 on an answer, as the app's thumbs record it. */
  giveFeedback: (userId: string, messageId: string, value: "up" | "down") => Promise<void>;
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
};

/** The question's idempotency key in the chat: the same WhatsApp message is one question, even retried. */
export function clientKeyOf(wamid: string): string {
  const h = createHash("sha256").update(`whatsapp:${wamid}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A number in the log: the last four digits only. */
export const maskNumber = (phone: string) => `••••${phone.slice(-4)}`;

const both = (key: TWhatsappTextKey) => `${whatsappTexts[key].hindi}\n\n${whatsappTexts[key].hinglish}`;
const say = (key: TWhatsappTextKey, language: TLanguage, vars?: Record<string, string>) =>
  pickText(whatsappTexts[key], language, vars);

/** Messages that make up a question; a burst of them is one turn. */
const QUESTION_TYPES = new Set(["text", "audio", "image", "document"]);

function isQuestionPart(job: TInboundJob): boolean {
  const m = job.payload;
  if (!QUESTION_TYPES.has(m.type)) return false;
  return m.type !== "text" || (!codeIn(m.text?.body ?? "") && !commandIn(m.text?.body ?? ""));
}

/**
 * A claimed burst cut into turns, in order: consecutive questions (text, voice, photo, PDF) are one
 * turn; a link code, a command (STOP, START) or a tapped button is a turn of its own.
 */
export function turnsOf(jobs: TInboundJob[]): TInboundJob[][] {
  const turns: TInboundJob[][] = [];
  for (const job of jobs) {
    const last = turns.at(-1);
    if (last && isQuestionPart(job) && last.every(isQuestionPart)) last.push(job);
    else turns.push([job]);
  }
  return turns;
}

export function createTurnRunner(deps: TTurnDeps) {
  const { graph, queue, log } = deps;

  /**
   * Sends the job's messages in order, skipping those a previous attempt already sent: `text`,
   * or `voice` (audio made only when it is to be sent; false = nothing to say, no message).
   */
  function outbox(job: TInboundJob, windowStart: Date, question: string, language: TLanguage) {
    let index = 0;
    let already = -1;
    let closed = false;
    async function deliver(post: (first: boolean) => Promise<string | undefined>): Promise<void> {
      if (already < 0) already = await queue.sentCount(job.id);
      const mine = index++;
      if (closed || mine < already) return;
      if (Date.now() - windowStart.getTime() > WINDOW_MS) {
        closed = true;
        return sendTemplate();
      }
      for (let attempt = 0; ; attempt++) {
        try {
          const id = await post(mine === 0);
          // Nothing sent (no voice could be made): a placeholder keeps the count of the job's messages.
          await queue.note(job.id, { replyWamid: id ?? "-" });
          return;
        } catch (err) {
          if (err instanceof GraphError && err.code === GRAPH_ERRORS.outsideWindow) {
            closed = true;
            return sendTemplate();
          }
          if (err instanceof GraphError && err.code === GRAPH_ERRORS.pairRateLimit && attempt < 3) {
            log.info({ wa: maskNumber(job.phone), code: err.code }, "whatsapp: pair rate limit, waiting");
            await new Promise((r) => setTimeout(r, deps.pairPaceMs * (attempt + 1)));
            continue;
          }
          throw err;
        }
      }
    }
    async function sendTemplate(): Promise<void> {
      // Outside the window only an approved template may go: it tells the user the answer waits
      // (in the app's history, and here once they write again).
      const excerpt = question.length > 60 ? `${question.slice(0, 57)}…` : question;
      const id = await graph.sendTemplate(job.phone, deps.templateName, language === "hindi" ? "hi" : "en", [excerpt]);
      await queue.note(job.id, { replyWamid: id });
      await queue.markAwaiting(job.id);
      log.info({ wa: maskNumber(job.phone) }, "whatsapp: outside the 24-hour window, sent the template");
    }
    return {
      text: (body: string) => deliver((first) => graph.sendText(job.phone, body, first ? job.wamid : undefined)),
      list: (...args: Parameters<TGraphClient["sendList"]> extends [string, ...infer R] ? R : never) =>
        deliver(() => graph.sendList(job.phone, ...args)),
      buttons: (body: string, buttons: { id: string; title: string }[]) =>
        deliver((first) => graph.sendButtons(job.phone, body, buttons, first ? job.wamid : undefined)),
      voice: (makeAudio: () => Promise<Uint8Array | undefined>) =>
        deliver(async () => {
          const audio = await makeAudio();
          if (!audio) return undefined;
          return graph.sendVoice(job.phone, await graph.uploadMedia(audio, "audio/ogg", "jawab.ogg"));
        }),
    };
  }

  /** A photo or PDF: the app's document analysis, its summary sent back; the session kept for follow-ups. */
  async function analyseDocument(
    part: TInboundJob,
    turnId: string,
    userId: string,
    language: TLanguage,
    send: (text: string) => Promise<void>,
  ): Promise<TDocumentIds | undefined> {
    const m = part.payload;
    const media = m.type === "image" ? m.image : m.document;
    if (!media) return undefined;
    let result;
    try {
      const file = await graph.downloadMedia(media.id, Math.min(MAX_DOCUMENT_BYTES, deps.documentMaxBytes));
      result = await deps.documents.analyse(
        userId,
        {
          bytes: Buffer.from(file.bytes),
          mimeType: file.mimeType,
          ...(media.filename ? { fileName: media.filename } : {}),
        },
        language,
      );
    } catch (err) {
      if (err instanceof ApiError && err.statusCode < 500) {
        await send(messageFor(err.code, language));
        return undefined;
      }
      if (err instanceof MediaCheckError) {
        log.warn({ reason: err.message }, "whatsapp: document refused");
        await send(messageFor("FILE_TOO_LARGE", language));
        return undefined;
      }
      throw err;
    }
    await queue.noteDocument(turnId, result.ids);
    const a = result.analysis;
    // Markdown like an answer's, then WhatsApp's marks.
    const lines = [`**${say("documentSummary", language)}**`, a.main_information];
    if (a.key_points?.length)
      lines.push("", `**${say("documentKeyPoints", language)}**`, ...a.key_points.map((p) => `- ${p}`));
    if (a.suggestions.length)
      lines.push("", `**${say("documentSuggestions", language)}**`, ...a.suggestions.map((p) => `- ${p}`));
    lines.push("", `*${say("documentFollowUp", language)}*`);
    for (const part of splitMessage(toWhatsappText(lines.join("\n")))) await send(part);
    return result.ids;
  }

  /** One voice note made text (kept on its row, so a retry does not transcribe it again); undefined: answered already. */
  async function transcriptOf(part: TInboundJob, language: TLanguage, send: (text: string) => Promise<void>) {
    const m = part.payload;
    if (!m.audio) return undefined;
    if (!deps.transcribe) {
      await send(say("pleaseType", language));
      return undefined;
    }
    let transcript = part.transcript;
    if (!transcript) {
      try {
        const media = await graph.downloadMedia(m.audio.id, deps.mediaMaxBytes);
        // 16 kHz mono WAV for the speech model; a file that does not decode goes as it came.
        let audio = { bytes: media.bytes, mimeType: media.mimeType };
        try {
          audio = forTranscription(media.bytes, media.mimeType);
        } catch (err) {
          log.warn({ reason: err instanceof Error ? err.message : String(err) }, "whatsapp: voice note not decoded");
        }
        transcript = await deps.transcribe(audio.bytes, audio.mimeType);
      } catch (err) {
        if (!(err instanceof MediaCheckError)) log.warn({ err }, "whatsapp: voice note not transcribed");
        else log.warn({ reason: err.message }, "whatsapp: voice note refused");
        await send(say("audioUnreadable", language));
        return undefined;
      }
      if (!transcript) {
        await send(say("audioUnreadable", language));
        return undefined;
      }
      await queue.note(part.id, { transcript });
    }
    return transcript;
  }

  /**
   * The question of a turn — its messages' text and what was said in its voice notes, in the order
   * sent, as one question — and the document of a photo or PDF among them (analysed, its summary
   * sent). No question when there was nothing to ask (answered already).
   */
  async function questionOf(
    parts: TInboundJob[],
    turnId: string,
    userId: string,
    language: TLanguage,
    send: (text: string) => Promise<void>,
  ): Promise<{ question?: string; document?: TDocumentIds }> {
    const asked: string[] = [];
    const heard: string[] = [];
    let document: TDocumentIds | undefined;
    for (const part of parts) {
      const m = part.payload;
      if (m.type === "text" && m.text) asked.push(m.text.body.trim());
      else if (m.type === "button" && m.button?.text) asked.push(m.button.text.trim());
      else if (m.type === "image" || m.type === "document") {
        document = (await analyseDocument(part, turnId, userId, language, send)) ?? document;
      } else if (m.type === "audio" && m.audio) {
        const transcript = await transcriptOf(part, language, send);
        if (transcript) {
          heard.push(transcript);
          asked.push(transcript);
        }
      } else await send(say("unsupported", language));
    }
    if (heard.length) await send(say("heard", language, { text: heard.join(" … ") }));
    const question = asked.filter(Boolean).join("\n");
    return { ...(question ? { question } : {}), ...(document ? { document } : {}) };
  }

  /** The chat's answer to `question`, exactly as the app's stream gives it, with its sources. */
  async function answer(
    userId: string,
    conversationId: string | null,
    language: TLanguage,
    question: string,
    clientKey: string,
  ): Promise<{ conversationId: string; text: string; sources: TChatSource[]; failed: boolean; messageId?: string }> {
    let turn;
    try {
      turn = await deps.chat.openTurn(userId, conversationId, language, question, clientKey, "whatsapp");
    } catch (err) {
      // The conversation was deleted in the app meanwhile: a new one.
      if (!(err instanceof ApiError && err.statusCode === 404) || !conversationId) throw err;
      turn = await deps.chat.openTurn(userId, null, language, question, clientKey, "whatsapp");
    }
    let text = "";
    let sources: TChatSource[] = [];
    let failed = false;
    let messageId: string | undefined;
    for await (const event of turn.events(new AbortController().signal)) {
      if (event.type === "chunk") text += event.chunk;
      else if (event.type === "sources") sources = event.sources;
      else if (event.type === "done") messageId = event.messageId;
      else if (event.type === "error") failed = true;
    }
    return { conversationId: turn.conversationId, text, sources, failed, ...(messageId ? { messageId } : {}) };
  }

  /** A guest's question: the same knowledge base's answer (nothing saved), and how many are left today. */
  async function guestAnswer(job: TInboundJob, question: string, left: number): Promise<void> {
    const language: TLanguage = DEVANAGARI.test(question) ? "hindi" : "hinglish";
    await queue.markGuest(job.id);
    const out = outbox(job, job.sentAt, question, language);
    let parts: string[];
    try {
      const result = await deps.chat.ask([], question, language, AbortSignal.timeout(120_000));
      parts = formatAnswer(result.response, result.sources, say("sources", language));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      parts = [say("failed", language)];
    }
    for (const part of parts) await out.text(part);
    await out.text(say("guestNote", language, { left: String(left) }));
    log.info({ wa: maskNumber(job.phone), left }, "whatsapp: guest answer");
  }

  /** One turn: `job` (the first message) and the messages of its burst after it, answered as one. */
  return async function runTurn(job: TInboundJob, merged: TInboundJob[] = []): Promise<void> {
    const m = job.payload;
    const turnParts = [job, ...merged];
    // Reactions to our messages and WhatsApp's own notices are not questions: nothing to answer.
    if (SILENT_TYPES.has(m.type)) return;
    const typed = m.type === "text" && m.text ? m.text.body : "";
    const code = codeIn(typed);
    if (code) {
      const user = await deps.links.redeem(job.phone, code, job.sentAt);
      const language: TLanguage = user?.preferredLanguage === "hindi" ? "hindi" : "hinglish";
      if (user) await queue.note(job.id, { userId: user.id });
      await outbox(job, job.sentAt, typed, language).text(
        user ? `${say("linked", language)}\n\n${say("alertsHint", language)}` : both("badCode"),
      );
      log.info({ wa: maskNumber(job.phone), linked: Boolean(user) }, "whatsapp: link code");
      return;
    }
    const user = await deps.links.touch(job.phone, job.sentAt);
    if (!user) {
      // A guest (the admin allows it): the knowledge base's answer, nothing saved, a few a day.
      const asked = turnParts
        .map((p) => (p.payload.type === "text" ? (p.payload.text?.body.trim() ?? "") : ""))
        .filter(Boolean)
        .join("\n");
      let capped = false;
      if (deps.guestDailyCap > 0 && asked) {
        const used = await queue.guestAnswers(job.phone, job.id);
        if (used < deps.guestDailyCap) {
          await guestAnswer(job, asked, deps.guestDailyCap - used - 1);
          return;
        }
        capped = true;
      }
      // Once an hour at most: a number that keeps writing (or another bot) is not answered each time.
      if (await queue.toldRecently(job.phone, job.id)) return;
      await outbox(job, job.sentAt, typed, "hinglish").text(capped ? both("guestLimit") : both("notLinked"));
      return;
    }
    await queue.note(job.id, { userId: user.id });
    const said = turnParts.map((p) => p.payload.text?.body ?? "").join("\n");
    const language: TLanguage = DEVANAGARI.test(said) || user.preferredLanguage === "hindi" ? "hindi" : "hinglish";
    const windowStart = user.lastInboundAt ?? job.sentAt;
    // Blue ticks and "typing…" while it works; never worth failing the turn for.
    if (Date.now() - windowStart.getTime() <= WINDOW_MS) {
      await graph.markRead(job.wamid).catch((err: unknown) => log.warn({ err }, "whatsapp: read receipt failed"));
    }
    const out = outbox(job, windowStart, said, language);
    // Answers that waited behind a template (the window was closed) go first, now that it is open.
    for (const waiting of await queue.awaiting(user.id, job.id)) {
      const asked = waiting.payload.text?.body ?? waiting.transcript;
      if (asked && waiting.conversation_id) {
        const saved = await answer(user.id, waiting.conversation_id, language, asked, clientKeyOf(waiting.wamid));
        if (saved.text) {
          await out.text(
            say("pendingAnswer", language, { question: asked.length > 80 ? `${asked.slice(0, 77)}…` : asked }),
          );
          for (const part of formatAnswer(saved.text, saved.sources, say("sources", language))) await out.text(part);
        }
      }
      await queue.delivered(waiting.id);
    }
    // STOP / रोकें / band karo and START / शुरू: alerts off or on, confirmed in both languages.
    const command = commandIn(typed);
    if (command === "stop" || command === "start") {
      await deps.setAlerts(user.id, command === "start");
      await out.text(both(command === "start" ? "alertsOn" : "alertsOff"));
      log.info({ wa: maskNumber(job.phone), alerts: command }, "whatsapp: alerts");
      return;
    }
    // "भाषा": the language list; a choice from it is the user's answer language from now on.
    if (command === "language") {
      await out.list(say("chooseLanguage", language), say("chooseLanguageButton", language), {
        title: say("languageSection", language),
        rows: [
          { id: "lang:hindi", title: "हिन्दी", description: "देवनागरी में जवाब" },
          { id: "lang:hinglish", title: "Hinglish", description: "Roman lipi mein jawab" },
        ],
      });
      return;
    }
    const chosen = /^lang:(hindi|hinglish)$/.exec(m.interactive?.list_reply?.id ?? "")?.[1];
    if (chosen === "hindi" || chosen === "hinglish") {
      await deps.setLanguage(user.id, chosen);
      await out.text(say("languageSet", chosen));
      return;
    }
    // The buttons beside an answer: its sources in full, or the answer read aloud.
    const action = /^(src|say):([0-9a-f-]{36})$/.exec(m.interactive?.button_reply?.id ?? "");
    if (action) {
      const saved = await deps.answerOf(user.id, action[2] ?? "");
      if (!saved) {
        await out.text(say("answerGone", language));
        return;
      }
      if (action[1] === "src") {
        if (!saved.sources.length) await out.text(say("noSources", language));
        const details = sourceDetails(saved.sources, say("sources", language), (page) =>
          say("sourcePage", language, { page: String(page) }),
        );
        if (saved.sources.length) for (const part of splitMessage(details)) await out.text(part);
        return;
      }
      const first = splitMessage(toWhatsappText(saved.content))[0] ?? "";
      const gender = await deps.voiceOf(user.id);
      const audio =
        deps.speak && first
          ? await deps.speak(spokenText(first), language, gender).catch((err: unknown) => {
              log.warn({ err }, "whatsapp: no voice for the answer");
              return undefined;
            })
          : undefined;
      if (audio) await out.voice(() => Promise.resolve(audio));
      else await out.text(say("noVoice", language));
      return;
    }
    const tapped = /^fb:(up|down):([0-9a-f-]{36})$/.exec(m.interactive?.button_reply?.id ?? "");
    if (tapped) {
      const value = tapped[1] === "down" ? "down" : "up";
      try {
        await deps.giveFeedback(user.id, tapped[2] ?? "", value);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err; // an answer that is gone (deleted in the app): nothing to record
        return;
      }
      await out.text(say("thanks", language));
      return;
    }
    const asked = await questionOf(turnParts, job.id, user.id, language, out.text);
    const question = asked.question;
    if (!question) return;
    // With a photo or PDF (in this burst, or soon before), a question is about that document.
    const document =
      asked.document ??
      (await queue.recentDocument(user.id, new Date(job.sentAt.getTime() - DOCUMENT_FOLLOW_UP_MS), job.id));
    if (document) {
      const reply = await deps.documents.ask(user.id, document, question, language).catch((err: unknown) => {
        if (err instanceof ApiError && err.statusCode === 404) return undefined; // the analysis expired or was deleted
        throw err;
      });
      if (reply !== undefined) {
        for (const part of splitMessage(toWhatsappText(reply))) await out.text(part);
        return;
      }
    }
    const since = new Date(job.sentAt.getTime() - CONTINUE_MS);
    const earlier = await queue.recentConversation(user.id, since, job.id);
    const result = await answer(user.id, earlier, language, question, clientKeyOf(job.wamid));
    await queue.note(job.id, { conversationId: result.conversationId });
    if (result.failed && !result.text) {
      await out.text(say("failed", language));
      return;
    }
    const body = splitMessage(toWhatsappText(result.text));
    const tail = sourceLines(result.sources, say("sources", language));
    // Asked aloud, with speech on in Settings: the first part comes back as a voice note, the rest as text.
    const voice =
      turnParts.some((p) => p.payload.type === "audio") && deps.speak ? await deps.speechOf(user.id) : undefined;
    const [first, ...rest] = body;
    let parts = withSources(body, tail);
    let spoken = false;
    if (voice && first && deps.speak) {
      // Speech that cannot be made (busy, too long) leaves the first part as text.
      const audio = await deps.speak(spokenText(first), language, voice.gender).catch((err: unknown) => {
        log.warn({ err }, "whatsapp: no voice for the answer, sent as text");
        return undefined;
      });
      if (audio) {
        await out.voice(() => Promise.resolve(audio));
        parts = withSources(rest, tail);
        spoken = true;
      }
    }
    // The last part carries the 👍/👎 buttons (a body of at most 1024 characters; else they come after it).
    const thumbs = result.messageId
      ? [
          { id: `fb:up:${result.messageId}`, title: "👍" },
          { id: `fb:down:${result.messageId}`, title: "👎" },
        ]
      : undefined;
    const last = parts.at(-1);
    const attach = thumbs && last !== undefined && last.length <= BUTTON_BODY_CHARS;
    for (const part of attach ? parts.slice(0, -1) : parts) await out.text(part);
    if (thumbs) await out.buttons(attach && last !== undefined ? last : say("wasItUseful", language), thumbs);
    // WhatsApp allows 3 reply buttons a message: 👍/👎 stay on the answer (one tap, the app's rating),
    // "स्रोत दिखाएँ" and "आवाज़ में सुनें" come in one small message after it (each still one tap).
    const actions = result.messageId
      ? [
          ...(result.sources.length ? [{ id: `src:${result.messageId}`, title: say("showSources", language) }] : []),
          ...(deps.speak && !spoken ? [{ id: `say:${result.messageId}`, title: say("listen", language) }] : []),
        ]
      : [];
    if (actions.length) await out.buttons(say("moreForAnswer", language), actions);
  };
}
