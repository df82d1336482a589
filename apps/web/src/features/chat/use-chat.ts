// Chat state (spec §3 "Conversation state", §4 "Chat"): the messages, loading, the conversation id
// from the stream's first event, and the reply's voice, which starts at the first complete
// sentence while the rest streams in. Durable (issue 22): the current conversation is restored on
// open (from the phone, then the server); a question asked offline waits in the outbox; a stream
// that breaks once the question is on record is asked again with the same key, and the server
// sends the answer it kept writing.
import type { TAnswerStatus, TChatConversationDetail, TChatRole, TChatSource } from "@sachiv/contracts";
import type { TUiLanguage } from "@sachiv/content";
import { useCallback, useEffect, useRef, useState } from "react";
import { chatErrorView, type TChatErrorView } from "@/lib/chat/errors";
import {
  clearCurrentConversation,
  NEW_CONVERSATION,
  readCurrentConversation,
  writeCurrentConversation,
} from "@/lib/chat/current";
import type { TOutboxEntry, TOutboxEvent } from "@/lib/chat/outbox";
import { ChatStreamError, loadChatStreamParser, streamChat, type TChatStreamResult } from "@/lib/chat/stream";
import { isApiResponseError } from "@/lib/api";
import { toSpeakable } from "@/lib/markdown/strip";
import { shouldReadReplyAloud } from "@/lib/speech/auto-speech";
import { splitSentences, takeSentences } from "@/lib/speech/sentences";
import { useLanguage } from "@/lib/i18n/use-language";
import { createLazyReplySpeaker, loadReplySpeaker, synthesizeOnServerLazily } from "@/lib/speech/lazy-reply-speaker";
import type { TReplySpeaker, TSynthesize } from "@/lib/speech/reply-speaker";
import { toast } from "@/lib/toast";
import { t } from "@sachiv/content";

/** audioUrl value meaning "no server audio: read the reply with the browser's own speech". */
const BROWSER_SPEECH_MARKER = "browser-speech";

/** A bubble of the chat screen (spec §3 "Chat message"). */
export type TChatMessage = {
  id: string;
  content: string;
  role: TChatRole;
  /** URL of the spoken reply, or BROWSER_SPEECH_MARKER when the browser reads it aloud. */
  audioUrl?: string;
};

export type TChatBubble = TChatMessage & {
  sources?: TChatSource[];
  offline?: boolean;
  /** Set when the reply failed: the bubble shows this instead of (or after) the text. */
  error?: TChatErrorView;
  /** The welcome message: its text follows the language switch. */
  welcome?: boolean;
  streaming?: boolean;
  /** The saved answer's id (the done event's messageId): 👍/👎 need it. */
  messageId?: string;
  /** The done event's status: "not_found"/"not_stated" offer the starter questions. */
  status?: TAnswerStatus;
  /** A question asked offline, waiting in the outbox ("Network aane par bheja jayega"). */
  queued?: boolean;
  /** The stream broke after the question was on record: the answer is being fetched again. */
  reconnecting?: boolean;
};

export const WELCOME_ID = "welcome";

export type TSendResult = {
  reply: string;
  ok: boolean;
  /** Resolves when the reply has been spoken (or speaking was stopped). */
  spoken: Promise<void>;
};

export type TChat = {
  messages: TChatBubble[];
  isLoading: boolean;
  conversationId: string | null;
  language: TUiLanguage;
  /** Id of the message being spoken, or null. */
  speakingId: string | null;
  send: (text: string, options?: { speak?: boolean }) => Promise<TSendResult | null>;
  toggleAudio: (id: string) => void;
  stopAudio: () => void;
  /** Stops the stream in progress and the voice (leaving the screen, Stop in voice mode). */
  cancel: () => void;
};

let nextId = 0;
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(nextId += 1)}`;

/** A v4 UUID: the question's idempotency key (crypto.randomUUID needs a secure context). */
function newUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const welcomeBubble = (): TChatBubble => ({ id: WELCOME_ID, role: "assistant", content: "", welcome: true });

function bubblesOf(detail: TChatConversationDetail): TChatBubble[] {
  return detail.messages.map((m) =>
    m.role === "user"
      ? { id: m.id, role: m.role, content: m.content }
      : {
          id: m.id,
          messageId: m.id,
          role: m.role,
          content: m.content,
          sources: m.sources ?? [],
          offline: m.offline ?? false,
        },
  );
}

const queuedBubble = (e: TOutboxEntry): TChatBubble => ({
  id: e.clientMessageId,
  role: "user",
  content: e.message,
  queued: true,
});

/** The conversation as the phone keeps it for reading offline (answers that arrived whole). */
function detailOf(id: string, bubbles: TChatBubble[]): TChatConversationDetail {
  const now = new Date().toISOString();
  const kept = bubbles.filter((b) => !b.welcome && !b.queued && !b.streaming && !b.error);
  return {
    id,
    title: kept.find((b) => b.role === "user")?.content ?? "",
    created_at: now,
    last_activity_at: now,
    message_count: kept.length,
    messages: kept.map((b) => ({
      id: b.messageId ?? b.id,
      role: b.role,
      content: b.content,
      created_at: now,
      ...(b.role === "assistant" ? { sources: b.sources ?? [], offline: b.offline ?? false } : {}),
    })),
  };
}

/** Waits `ms`, or until the phone is back online, or until `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      signal.removeEventListener("abort", done);
      resolve();
    };
    // Offline, only the network's return (or leaving) ends the wait.
    const timer = navigator.onLine ? setTimeout(done, ms) : undefined;
    window.addEventListener("online", done);
    signal.addEventListener("abort", done);
  });
}

const loadDurable = () => import("@/lib/chat/durable");

/** Tries at fetching a broken answer again (about a minute in all, longer while offline). */
const RECOVERY_TRIES = 8;

export function useChat(): TChat {
  const [language] = useLanguage();
  const [messages, setMessages] = useState<TChatBubble[]>(() => [welcomeBubble()]);
  const [isLoading, setIsLoading] = useState(false);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [speakingId, setSpeakingId] = useState<string | null>(null);

  const conversationRef = useRef<string | null>(null);
  /** Set once the official asks something: a restore that arrives later must not replace it. */
  const touchedRef = useRef(false);
  /** Groups the questions queued before this new conversation has an id (outbox.ts). */
  const threadRef = useRef(newUuid());
  const messagesRef = useRef(messages);
  useEffect(() => {
    messagesRef.current = messages;
  }, [messages]);
  const loadingRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);
  const speakerRef = useRef<{ id: string; speaker: TReplySpeaker } | null>(null);
  // Server audio per sentence, so playing a message again does not synthesise it again.
  const audioCache = useRef(new Map<string, string>());

  const synthesize = useCallback<TSynthesize>(async (text, lang) => {
    const key = `${lang}:${text}`;
    const cached = audioCache.current.get(key);
    if (cached) return cached;
    const url = await synthesizeOnServerLazily(text, lang);
    if (url) audioCache.current.set(key, url);
    return url;
  }, []);

  const patch = useCallback((id: string, change: Partial<TChatBubble> | ((m: TChatBubble) => Partial<TChatBubble>)) => {
    setMessages((list) =>
      list.map((m) => (m.id === id ? { ...m, ...(typeof change === "function" ? change(m) : change) } : m)),
    );
  }, []);

  const adoptConversation = useCallback((id: string) => {
    conversationRef.current = id;
    setConversationId(id);
    writeCurrentConversation(id);
  }, []);

  const stopAudio = useCallback(() => {
    speakerRef.current?.speaker.stop();
    speakerRef.current = null;
    setSpeakingId(null);
  }, []);

  const startSpeaker = useCallback(
    (id: string, lang: TUiLanguage) => {
      stopAudio();
      const entry = {
        id,
        // The first piece of server audio is attached to the message (spec §4); the browser
        // marker replaces it if the browser voice had to take over.
        speaker: createLazyReplySpeaker(
          lang,
          async (text, l) => {
            const url = await synthesize(text, l);
            if (url) patch(id, (m) => (m.audioUrl ? {} : { audioUrl: url }));
            return url;
          },
          {
            onBrowserSpeech: () => patch(id, { audioUrl: BROWSER_SPEECH_MARKER }),
            onError: () => toast.error(t("speech.synthesisNotSupported", lang)),
            onDone: () => {
              if (speakerRef.current === entry) {
                speakerRef.current = null;
                setSpeakingId(null);
              }
            },
          },
        ),
      };
      speakerRef.current = entry;
      setSpeakingId(id);
      return entry.speaker;
    },
    [patch, stopAudio, synthesize],
  );

  /** Keeps a question for later: in the outbox, shown as queued. */
  const queue = useCallback(
    async (clientMessageId: string, message: string) => {
      if (!conversationRef.current) writeCurrentConversation(NEW_CONVERSATION);
      const { enqueueQuestion } = await loadDurable();
      await enqueueQuestion({
        clientMessageId,
        message,
        language,
        conversationId: conversationRef.current,
        thread: threadRef.current,
        createdAt: Date.now(),
      });
    },
    [language],
  );

  const send = useCallback(
    async (text: string, options: { speak?: boolean } = {}): Promise<TSendResult | null> => {
      const message = text.trim();
      // Spec §5: nothing empty, nothing while a reply is loading.
      if (!message || loadingRef.current) return null;
      touchedRef.current = true;
      const clientMessageId = newUuid();
      if (!navigator.onLine) {
        setMessages((list) => [...list, { id: clientMessageId, role: "user", content: message, queued: true }]);
        await queue(clientMessageId, message);
        return { reply: "", ok: false, spoken: Promise.resolve() };
      }
      loadingRef.current = true;
      setIsLoading(true);
      const assistantId = newId("assistant");
      setMessages((list) => [
        ...list,
        { id: clientMessageId, role: "user", content: message },
        { id: assistantId, role: "assistant", content: "", streaming: true },
      ]);
      const abort = new AbortController();
      abortRef.current = abort;
      // Read aloud by itself unless the caller says (voice mode: always), per the speech setting.
      const speak = options.speak ?? shouldReadReplyAloud(language);
      const speaker = speak ? startSpeaker(assistantId, language) : null;
      let reply = "";
      let unspoken = "";
      let ok = false;
      let onRecord = false;
      // A replayed answer arrives whole: only what was not shown (and spoken) yet is new.
      const onText = (full: string) => {
        const fresh = full.startsWith(reply) ? full.slice(reply.length) : "";
        reply = full.length >= reply.length ? full : reply;
        patch(assistantId, { content: reply, reconnecting: false });
        if (!speaker || !fresh) return;
        const { sentences, rest } = takeSentences(unspoken + fresh);
        unspoken = rest;
        for (const sentence of sentences) speaker.push(sentence);
      };
      const attempt = (): Promise<TChatStreamResult> => {
        let text = "";
        return streamChat(
          { message, conversationId: conversationRef.current, language, clientMessageId },
          {
            onConversation: (id) => {
              onRecord = true;
              adoptConversation(id);
            },
            onChunk: (chunk) => {
              text += chunk;
              onText(text);
            },
          },
          abort.signal,
        );
      };
      try {
        let result: TChatStreamResult | null = null;
        for (let tries = 0; !result; tries += 1) {
          try {
            result = await attempt();
          } catch (error) {
            // No HTTP answer, no error event: the connection broke.
            const broken = !isApiResponseError(error) && !(error instanceof ChatStreamError) && !abort.signal.aborted;
            if (!broken || tries >= RECOVERY_TRIES) throw error;
            if (!onRecord) {
              // The question never reached the server: it waits in the outbox like one asked offline.
              speaker?.stop();
              setMessages((list) =>
                list
                  .filter((m) => m.id !== assistantId)
                  .map((m) => (m.id === clientMessageId ? { ...m, queued: true } : m)),
              );
              await queue(clientMessageId, message);
              return { reply: "", ok: false, spoken: Promise.resolve() };
            }
            // The question is on record and the server goes on writing the answer: ask for it again.
            patch(assistantId, { reconnecting: true });
            await pause(Math.min(500 * 2 ** tries, 8000), abort.signal);
          }
        }
        speaker?.push(toSpeakable(unspoken));
        speaker?.end();
        patch(assistantId, {
          content: reply,
          sources: result.sources,
          offline: result.offline,
          streaming: false,
          reconnecting: false,
          messageId: result.messageId,
          status: result.status,
        });
        ok = true;
      } catch (error) {
        speaker?.stop();
        if (!abort.signal.aborted) {
          patch(assistantId, { error: chatErrorView(error), streaming: false, reconnecting: false });
        } else {
          patch(assistantId, { streaming: false, reconnecting: false });
        }
      } finally {
        if (abortRef.current === abort) abortRef.current = null;
        loadingRef.current = false;
        setIsLoading(false);
      }
      return { reply, ok, spoken: speaker?.done ?? Promise.resolve() };
    },
    [adoptConversation, language, patch, queue, startSpeaker],
  );

  // The send path's code (the stream's event check with zod, the reply's voice) is fetched once the
  // screen is idle after its first paint: sending a question then fetches nothing but the answer.
  useEffect(() => {
    const prefetch = () => {
      void loadChatStreamParser().catch(() => undefined);
      if (shouldReadReplyAloud(language)) void loadReplySpeaker().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(prefetch, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(prefetch, 1000);
    return () => window.clearTimeout(timer);
  }, [language]);

  // On open: the conversation this phone was showing (kept here, then fresh from the server), or
  // the newest one on the server when this browser never chose one; questions still waiting in
  // the outbox for it are shown as queued, and the outbox is sent when the network allows.
  useEffect(() => {
    let cancelled = false;
    const stale = () => cancelled || touchedRef.current;
    const show = (detail: TChatConversationDetail | null, waiting: TOutboxEntry[]) => {
      if (stale()) return;
      const belongs = (e: TOutboxEntry) => e.conversationId === (detail?.id ?? null);
      if (detail) adoptConversation(detail.id);
      setMessages([
        welcomeBubble(),
        ...(detail ? bubblesOf(detail) : []),
        ...waiting.filter(belongs).map(queuedBubble),
      ]);
    };
    void (async () => {
      const { cachedConversation, getConversation, listConversations, readOutbox } = await loadDurable();
      const waiting = await readOutbox();
      const stored = readCurrentConversation();
      let id = stored === NEW_CONVERSATION ? null : stored;
      if (stored === null) {
        id = await listConversations("", 1, 1)
          .then((list) => list.data.conversations[0]?.id ?? null)
          .catch(() => null);
      }
      if (!id) {
        if (waiting.length > 0) show(null, waiting);
        return;
      }
      const cached = await cachedConversation(id);
      if (cached) show(cached, waiting);
      try {
        let fresh = (await getConversation(id)).data;
        show(fresh, waiting);
        // Left while an answer was streaming: the server is still writing it; fetch it once saved.
        for (let waitMs = 1000; fresh.messages.at(-1)?.role === "user" && waitMs <= 8000; waitMs *= 2) {
          await new Promise((resolve) => setTimeout(resolve, waitMs));
          if (stale()) return;
          fresh = (await getConversation(id)).data;
          show(fresh, waiting);
        }
      } catch (error) {
        // Deleted (or someone else's, after a change of account): start afresh.
        if (isApiResponseError(error) && error.status === 404 && !stale()) {
          clearCurrentConversation();
          conversationRef.current = null;
          setConversationId(null);
          setMessages([welcomeBubble(), ...waiting.filter((e) => e.conversationId === null).map(queuedBubble)]);
        }
      }
    })();
    void loadDurable()
      .then((durable) => durable.flushOutbox())
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [adoptConversation]);

  // The outbox sending a question of this screen: its answer appears under it as it arrives.
  useEffect(() => {
    const onEvent = (event: TOutboxEvent) => {
      const key = event.entry.clientMessageId;
      const answerId = `answer-${key}`;
      if (!messagesRef.current.some((m) => m.id === key)) return;
      if (event.type === "sending") {
        setMessages((list) =>
          list.flatMap((m) =>
            m.id === key
              ? [
                  { ...m, queued: false },
                  { id: answerId, role: "assistant" as const, content: "", streaming: true },
                ]
              : m.id === answerId
                ? []
                : [m],
          ),
        );
      } else if (event.type === "chunk") {
        patch(answerId, { content: event.content });
      } else if (event.type === "sent") {
        if (!conversationRef.current) adoptConversation(event.conversationId);
        patch(answerId, { ...event.answer, streaming: false });
      } else if (event.type === "waiting") {
        setMessages((list) =>
          list.flatMap((m) => (m.id === key ? [{ ...m, queued: true }] : m.id === answerId ? [] : [m])),
        );
      } else {
        patch(answerId, { error: chatErrorView(event.error), streaming: false });
      }
    };
    let unsubscribe: (() => void) | undefined;
    let left = false;
    void loadDurable().then(({ subscribeOutbox }) => {
      if (!left) unsubscribe = subscribeOutbox(onEvent);
    });
    return () => {
      left = true;
      unsubscribe?.();
    };
  }, [adoptConversation, patch]);

  // Answers that arrived whole are kept on the phone, to be read offline.
  useEffect(() => {
    const id = conversationId;
    if (!id || isLoading || messages.some((m) => m.streaming)) return;
    if (!messages.some((m) => !m.welcome && !m.queued)) return;
    const detail = detailOf(id, messages);
    void loadDurable().then(({ cacheConversation }) => cacheConversation(detail));
  }, [conversationId, isLoading, messages]);

  const toggleAudio = useCallback(
    (id: string) => {
      if (speakerRef.current?.id === id) {
        stopAudio();
        return;
      }
      const target = messages.find((m) => m.id === id);
      const text = target?.welcome ? t("chat.welcome", language) : (target?.content ?? "");
      const sentences = splitSentences(text);
      if (sentences.length === 0) return;
      const speaker = startSpeaker(id, language);
      for (const sentence of sentences) speaker.push(sentence);
      speaker.end();
    },
    [language, messages, startSpeaker, stopAudio],
  );

  const cancel = useCallback(() => {
    abortRef.current?.abort();
    stopAudio();
  }, [stopAudio]);

  // Leaving the screen: stop the stream and the voice, free the audio.
  useEffect(() => {
    const cache = audioCache.current;
    return () => {
      abortRef.current?.abort();
      speakerRef.current?.speaker.stop();
      for (const url of cache.values()) URL.revokeObjectURL(url);
      cache.clear();
    };
  }, []);

  return { messages, isLoading, conversationId, language, speakingId, send, toggleAudio, stopAudio, cancel };
}
