// The chat stream on the client: POST /chat/ read as `data:` lines, the spec's error mapping for the
// assistant bubble, and the sentence splitter that lets a reply be spoken while it still streams.
import type { TChatSource, TChatStreamEvent } from "@sachiv/contracts";
import type { TUiKey, TUiLanguage } from "@sachiv/content";
import { apiFetch, isApiError } from "@/lib/api";

let streamParser: Promise<(line: string) => TChatStreamEvent | null> | undefined;

/**
 * The event parser checks each event against ZChatStreamEvent, so it brings zod: it loads with the
 * first question (beside the request), not with the chat screen.
 */
export function loadChatStreamParser() {
  streamParser ??= import("./chat-stream-parser").then((module) => module.parseChatStreamLine);
  return streamParser;
}

/** Reads `data:` lines from a byte stream and hands each event over, in order. */
export async function readChatStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: TChatStreamEvent) => void,
): Promise<void> {
  const parseChatStreamLine = await loadChatStreamParser();
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const flushLines = (final: boolean) => {
    const lines = buffer.split("\n");
    buffer = final ? "" : (lines.pop() ?? "");
    for (const line of lines) {
      const event = parseChatStreamLine(line);
      if (event) onEvent(event);
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      flushLines(false);
    }
    buffer += decoder.decode();
    flushLines(true);
  } finally {
    reader.releaseLock();
  }
}

/** The server ended the stream with an error event; `message` is already in the user's language. */
export class ChatStreamError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = "ChatStreamError";
    this.code = code;
  }
}

export type TChatStreamHandlers = {
  onConversation: (conversationId: string) => void;
  onChunk: (chunk: string) => void;
};

export type TChatStreamResult = { sources: TChatSource[]; offline: boolean };

/**
 * Sends one message and streams the reply. Resolves on the done event; rejects with
 * ChatStreamError on an error event, ApiError on an HTTP error, or the fetch's own error.
 */
export async function streamChat(
  request: { message: string; conversationId: string | null; language: TUiLanguage },
  handlers: TChatStreamHandlers,
  signal?: AbortSignal,
): Promise<TChatStreamResult> {
  void loadChatStreamParser().catch(() => undefined); // fetched while the request is under way
  const response = await apiFetch("/chat/", {
    method: "POST",
    body: { message: request.message, conversation_id: request.conversationId, language: request.language },
    accept: "text/event-stream",
    signal,
  });
  if (!response.body) throw new Error("Chat stream has no body");
  let result: TChatStreamResult | null = null;
  let sources: TChatSource[] = [];
  // Set in the callback below: `as` keeps TypeScript from narrowing it to null for good.
  let failure = null as ChatStreamError | null;
  await readChatStream(response.body, (event) => {
    switch (event.type) {
      case "conversation":
        handlers.onConversation(event.conversationId);
        break;
      case "chunk":
        handlers.onChunk(event.chunk);
        break;
      case "sources":
        sources = event.sources;
        break;
      case "done":
        result = { sources, offline: event.offline ?? false };
        break;
      case "error":
        failure = new ChatStreamError(event.error, event.code);
        break;
    }
  });
  if (failure) throw failure;
  // A stream cut before its done event is a broken connection, not a finished answer.
  if (!result) throw new TypeError("network error: chat stream ended early");
  return result;
}

export type TChatErrorView = {
  /** A catalogue text, or the server's own translated message. */
  text: { key: TUiKey } | { message: string };
  suggestions: TUiKey[];
};

const SUGGESTIONS: TUiKey[] = ["chatError.suggestInternet", "chatError.suggestRefresh", "chatError.suggestLater"];

/**
 * Spec §8: a message mentioning fetch or network → the connection text; 401 or "API" → temporary
 * service problem; other errors → something went wrong; a non-Error → unknown error. Errors the
 * server explained in the user's language (a stream error event, a 429) keep that explanation.
 */
export function chatErrorView(error: unknown): TChatErrorView {
  if (!(error instanceof Error)) return { text: { key: "chatError.unknown" }, suggestions: SUGGESTIONS };
  if (error instanceof ChatStreamError || (isApiError(error) && error.status === 429)) {
    return { text: { message: error.message }, suggestions: SUGGESTIONS };
  }
  const message = error.message.toLowerCase();
  if (message.includes("fetch") || message.includes("network")) {
    return { text: { key: "chatError.connection" }, suggestions: SUGGESTIONS };
  }
  if ((isApiError(error) && error.status === 401) || message.includes("401") || /\bapi\b/i.test(error.message)) {
    return { text: { key: "chatError.serviceTemporary" }, suggestions: SUGGESTIONS };
  }
  if (isApiError(error) && error.status >= 500) {
    return { text: { key: "chatError.serviceTemporary" }, suggestions: SUGGESTIONS };
  }
  return { text: { key: "chatError.somethingWrong" }, suggestions: SUGGESTIONS };
}

// Sentence ends: Latin . ! ? and the Devanagari danda / double danda, followed by a space or a
// line break. A line break alone also ends a "sentence" (list items, headings).
const SENTENCE_END = /([.!?।॥]+["')\]]*)(\s+)|(\n+)/g;
// "Rs. 500", "No. 3", "Dr. Sharma", "e.g. this" must not be cut.
const ABBREVIATIONS = /(?:^|\s)(?:rs|no|dr|mr|mrs|ms|sh|smt|st|vs|etc|e\.g|i\.e|govt|dept|approx)\.$/i;

// "1. " at the start of a line numbers a list item; it ends nothing.
const LIST_NUMBER = /(?:^|\n)\s*\d+\.$/;

/**
 * Splits streamed text into complete sentences and the unfinished rest. Call it with everything
 * received so far that has not been taken yet; when the stream ends, speak the rest as well.
 */
export function takeSentences(text: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  let start = 0;
  SENTENCE_END.lastIndex = 0;
  for (let match = SENTENCE_END.exec(text); match; match = SENTENCE_END.exec(text)) {
    const end = match.index + (match[1]?.length ?? 0);
    const candidate = text.slice(start, end);
    if (match[1] && (ABBREVIATIONS.test(candidate) || LIST_NUMBER.test(candidate))) continue;
    const sentence = toSpeakable(candidate);
    if (sentence) sentences.push(sentence);
    start = match.index + match[0].length;
  }
  return { sentences, rest: text.slice(start) };
}

/** Markdown marks removed, so a voice reads words rather than asterisks and link addresses. */
export function toSpeakable(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/https?:\/\/\S+/g, "")
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, "")
    .replace(/[*_`~]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The whole reply as speakable sentences (replaying a finished message). */
export function splitSentences(text: string): string[] {
  const { sentences, rest } = takeSentences(text);
  const last = toSpeakable(rest);
  return last ? [...sentences, last] : sentences;
}
