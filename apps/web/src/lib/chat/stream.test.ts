import { formatChatStreamEvent } from "@sachiv/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatStreamError, readChatStream, streamChat } from "./stream";

const CONVERSATION_ID = "0b6f3c57-3f1e-4a8e-9d55-6a2b1f6c2d10";

/** A byte stream delivering `text` cut into the given pieces (to split lines and characters). */
function streamOf(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

function cut(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}

describe("readChatStream", () => {
  it("parses data lines split anywhere across reads, skipping comments and blank lines", async () => {
    const text =
      ": keep-alive\n\n" +
      formatChatStreamEvent({ type: "conversation", conversationId: CONVERSATION_ID }) +
      formatChatStreamEvent({ type: "chunk", chunk: "ग्राम सभा " }) +
      "event: message\r\n" +
      formatChatStreamEvent({ type: "chunk", chunk: "saal mein 4 baar" }) +
      formatChatStreamEvent({ type: "sources", sources: [{ title: "Gram Sabha", snippet: "…" }] }) +
      formatChatStreamEvent({ type: "done" }).trimEnd();
    for (const size of [1, 3, 7, text.length]) {
      const events: unknown[] = [];
      await readChatStream(streamOf(cut(text, size)), (e) => events.push(e));
      expect(events).toEqual([
        { type: "conversation", conversationId: CONVERSATION_ID },
        { type: "chunk", chunk: "ग्राम सभा " },
        { type: "chunk", chunk: "saal mein 4 baar" },
        { type: "sources", sources: [{ title: "Gram Sabha", snippet: "…" }] },
        { type: "done" },
      ]);
    }
  });

  it("throws on a data line that is not an event", async () => {
    await expect(readChatStream(streamOf(["data: {nope\n"]), () => undefined)).rejects.toThrow(/Malformed/);
  });
});

describe("streamChat", () => {
  afterEach(() => vi.unstubAllGlobals());

  function serve(body: string, status = 200) {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(streamOf(cut(body, 5)), { status })));
    vi.stubGlobal("fetch", fetchMock);
    return fetchMock;
  }

  it("posts the message and hands over the conversation id, the chunks and the sources", async () => {
    const fetchMock = serve(
      formatChatStreamEvent({ type: "conversation", conversationId: CONVERSATION_ID }) +
        formatChatStreamEvent({ type: "chunk", chunk: "a" }) +
        formatChatStreamEvent({ type: "chunk", chunk: "b" }) +
        formatChatStreamEvent({ type: "sources", sources: [{ title: "MGNREGA", snippet: "100 din" }] }) +
        formatChatStreamEvent({ type: "done", offline: true }),
    );
    const onConversation = vi.fn();
    const chunks: string[] = [];
    const result = await streamChat(
      { message: "hi", conversationId: null, language: "hindi" },
      { onConversation, onChunk: (c) => chunks.push(c) },
    );
    expect(onConversation).toHaveBeenCalledWith(CONVERSATION_ID, undefined);
    expect(chunks.join("")).toBe("ab");
    expect(result).toEqual({ sources: [{ title: "MGNREGA", snippet: "100 din" }], offline: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/chat/");
    expect(JSON.parse(init.body as string)).toEqual({ message: "hi", conversation_id: null, language: "hindi" });
  });

  it("rejects with the server's message on an error event, and as a network error when cut short", async () => {
    serve(
      formatChatStreamEvent({ type: "conversation", conversationId: CONVERSATION_ID }) +
        formatChatStreamEvent({ type: "error", error: "मॉडल उपलब्ध नहीं", code: "CHAT_PROVIDER_UNAVAILABLE" }),
    );
    const handlers = { onConversation: vi.fn(), onChunk: vi.fn() };
    const failure = streamChat({ message: "x", conversationId: null, language: "hindi" }, handlers);
    await expect(failure).rejects.toBeInstanceOf(ChatStreamError);
    await expect(failure).rejects.toMatchObject({ message: "मॉडल उपलब्ध नहीं", code: "CHAT_PROVIDER_UNAVAILABLE" });

    serve(formatChatStreamEvent({ type: "chunk", chunk: "half" }));
    await expect(streamChat({ message: "x", conversationId: null, language: "hindi" }, handlers)).rejects.toThrow(
      /network/,
    );
  });
});
