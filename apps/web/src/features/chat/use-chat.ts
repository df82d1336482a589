// Chat state (spec §3 "Conversation state", §4 "Chat"): the messages, loading, the conversation id
// from the stream's first event, and the reply's voice, which starts at the first complete
// sentence while the rest streams in.
import type { TAnswerStatus, TChatRole, TChatSource } from "@sachiv/contracts";
import type { TUiLanguage } from "@sachiv/content";
import { useCallback, useEffect, useRef, useState } from "react";
import { chatErrorView, type TChatErrorView } from "@/lib/chat/errors";
import { streamChat } from "@/lib/chat/stream";
import { toSpeakable } from "@/lib/markdown/strip";
import { shouldReadReplyAloud } from "@/lib/speech/auto-speech";
import { splitSentences, takeSentences } from "@/lib/speech/sentences";
import { useLanguage } from "@/lib/i18n/use-language";
import {
  createReplySpeaker,
  synthesizeOnServer,
  type TReplySpeaker,
  type TSynthesize,
} from "@/lib/speech/reply-speaker";
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

export function useChat(): TChat {
  const [language] = useLanguage();
  const [messages, setMessages] = useState<TChatBubble[]>(() => [
    { id: WELCOME_ID, role: "assistant", content: "", welcome: true },
  ]);
  const [isLoading, setIsLoading] = useState(false);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [speakingId, setSpeakingId] = useState<string | null>(null);

  const conversationRef = useRef<string | null>(null);
  const loadingRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);
  const speakerRef = useRef<{ id: string; speaker: TReplySpeaker } | null>(null);
  // Server audio per sentence, so playing a message again does not synthesise it again.
  const audioCache = useRef(new Map<string, string>());

  const synthesize = useCallback<TSynthesize>(async (text, lang) => {
    const key = `${lang}:${text}`;
    const cached = audioCache.current.get(key);
    if (cached) return cached;
    const url = await synthesizeOnServer(text, lang);
    if (url) audioCache.current.set(key, url);
    return url;
  }, []);

  const patch = useCallback((id: string, change: Partial<TChatBubble> | ((m: TChatBubble) => Partial<TChatBubble>)) => {
    setMessages((list) =>
      list.map((m) => (m.id === id ? { ...m, ...(typeof change === "function" ? change(m) : change) } : m)),
    );
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
        speaker: createReplySpeaker(
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

  const send = useCallback(
    async (text: string, options: { speak?: boolean } = {}): Promise<TSendResult | null> => {
      const message = text.trim();
      // Spec §5: nothing empty, nothing while a reply is loading.
      if (!message || loadingRef.current) return null;
      loadingRef.current = true;
      setIsLoading(true);
      const assistantId = newId("assistant");
      setMessages((list) => [
        ...list,
        { id: newId("user"), role: "user", content: message },
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
      try {
        const result = await streamChat(
          { message, conversationId: conversationRef.current, language },
          {
            onConversation: (id) => {
              conversationRef.current = id;
              setConversationId(id);
            },
            onChunk: (chunk) => {
              reply += chunk;
              patch(assistantId, { content: reply });
              if (!speaker) return;
              const { sentences, rest } = takeSentences(unspoken + chunk);
              unspoken = rest;
              for (const sentence of sentences) speaker.push(sentence);
            },
          },
          abort.signal,
        );
        speaker?.push(toSpeakable(unspoken));
        speaker?.end();
        patch(assistantId, {
          sources: result.sources,
          offline: result.offline,
          streaming: false,
          messageId: result.messageId,
          status: result.status,
        });
        ok = true;
      } catch (error) {
        speaker?.stop();
        if (!abort.signal.aborted) {
          patch(assistantId, { error: chatErrorView(error), streaming: false });
        } else {
          patch(assistantId, { streaming: false });
        }
      } finally {
        if (abortRef.current === abort) abortRef.current = null;
        loadingRef.current = false;
        setIsLoading(false);
      }
      return { reply, ok, spoken: speaker?.done ?? Promise.resolve() };
    },
    [language, patch, startSpeaker],
  );

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
