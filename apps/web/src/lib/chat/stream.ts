// The chat stream on the client: POST /chat/ read as `data:` lines and handed over event by event.
import type { TAnswerStatus, TChatSource, TChatStreamEvent } from "@sachiv/contracts";
import type { TUiLanguage } from "@sachiv/content";
import { apiFetch } from "@/lib/api";

let streamParser: Promise<(line: string) => TChatStreamEvent | null> | undefined;

/**
 * The event parser checks each event against ZChatStreamEvent, so it brings zod: it loads with the
 * first question (beside the request), not with the chat screen.
 */
export function loadChatStreamParser() {
  // A failed load (a network blip, or a prefetch while offline) is tried again next time.
  streamParser ??= import("./stream-parser")
    .then((module) => module.parseChatStreamLine)
    .catch((error: unknown) => {
      streamParser = undefined;
      throw error;
    });
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
  /** The first event: the conversation, and the question's id once it is on record. */
  onConversation: (conversationId: string, questionId?: string) => void;
  onChunk: (chunk: string) => void;
};

export type TChatStreamResult = {
  sources: TChatSource[];
  offline: boolean;
  /** The saved answer's id (for 👍/👎), when the server sends it. */
  messageId?: string;
  status?: TAnswerStatus;
};

/**
 * Sends one message and streams the reply. Resolves on the done event; rejects with
 * ChatStreamError on an error event, ApiResponseError on an HTTP error, or the fetch's own error.
 */
export async function streamChat(
  request: { message: string; conversationId: string | null; language: TUiLanguage; clientMessageId?: string },
  handlers: TChatStreamHandlers,
  signal?: AbortSignal,
): Promise<TChatStreamResult> {
  void loadChatStreamParser().catch(() => undefined); // fetched while the request is under way
  const response = await apiFetch("/chat/", {
    method: "POST",
    body: {
      message: request.message,
      conversation_id: request.conversationId,
      language: request.language,
      ...(request.clientMessageId ? { client_message_id: request.clientMessageId } : {}),
    },
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
        handlers.onConversation(event.conversationId, event.messageId);
        break;
      case "chunk":
        handlers.onChunk(event.chunk);
        break;
      case "sources":
        sources = event.sources;
        break;
      case "done":
        result = {
          sources,
          offline: event.offline ?? false,
          ...(event.messageId ? { messageId: event.messageId } : {}),
          ...(event.status ? { status: event.status } : {}),
        };
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
