import { describe, expect, it } from "vitest";
import {
  CHAT_HISTORY_MAX_ITEMS,
  ZChatRequest,
  ZChatStreamEvent,
  ZChatStreamRequest,
  formatChatStreamEvent,
  parseChatStreamLine,
  type TChatStreamEvent,
} from "./chat.ts";

const CONVERSATION_ID = "4b8f3a2e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";

describe("chat requests", () => {
  it("trims the message and refuses whitespace-only text", () => {
    expect(ZChatStreamRequest.parse({ message: "  namaste  " }).message).toBe("namaste");
    expect(ZChatStreamRequest.safeParse({ message: "   \n " }).success).toBe(false);
    expect(ZChatStreamRequest.safeParse({}).success).toBe(false);
  });

  it("treats any language other than hindi as hinglish", () => {
    expect(ZChatStreamRequest.parse({ message: "a", language: "hindi" }).language).toBe("hindi");
    expect(ZChatStreamRequest.parse({ message: "a", language: "english" }).language).toBe("hinglish");
    expect(ZChatStreamRequest.parse({ message: "a" }).language).toBe("hinglish");
  });

  it("accepts a missing or null conversation id but not a malformed one", () => {
    expect(ZChatStreamRequest.parse({ message: "a", conversation_id: null }).conversation_id).toBeNull();
    expect(ZChatStreamRequest.parse({ message: "a", conversation_id: CONVERSATION_ID }).conversation_id).toBe(
      CONVERSATION_ID,
    );
    expect(ZChatStreamRequest.safeParse({ message: "a", conversation_id: "42" }).success).toBe(false);
  });

  it("defaults the history of POST /chat and bounds it", () => {
    expect(ZChatRequest.parse({ message: "a" }).conversation_history).toEqual([]);
    const turn = { role: "user", content: "x" };
    const tooLong = Array.from({ length: CHAT_HISTORY_MAX_ITEMS + 1 }, () => turn);
    expect(ZChatRequest.safeParse({ message: "a", conversation_history: tooLong }).success).toBe(false);
    expect(
      ZChatRequest.safeParse({ message: "a", conversation_history: [{ role: "system", content: "x" }] }).success,
    ).toBe(false);
  });
});

describe("chat stream events", () => {
  it("parses each event kind from its data: line", () => {
    expect(parseChatStreamLine(`data: {"type":"conversation","conversationId":"${CONVERSATION_ID}"}`)).toEqual({
      type: "conversation",
      conversationId: CONVERSATION_ID,
    });
    expect(parseChatStreamLine('data: {"type":"chunk","chunk":"MGNREGA "}')).toEqual({
      type: "chunk",
      chunk: "MGNREGA ",
    });
    expect(parseChatStreamLine('data:{"type":"error","error":"Network problem","code":"NETWORK"}\r')).toEqual({
      type: "error",
      error: "Network problem",
      code: "NETWORK",
    });
    expect(
      parseChatStreamLine(
        'data: {"type":"sources","sources":[{"title":"MGNREGA","url":"https://nrega.nic.in","snippet":"100 days"},{"title":"Notes","snippet":"..."}]}',
      ),
    ).toEqual({
      type: "sources",
      sources: [
        { title: "MGNREGA", url: "https://nrega.nic.in", snippet: "100 days" },
        { title: "Notes", snippet: "..." },
      ],
    });
    expect(parseChatStreamLine('data: {"type":"done","offline":true}')).toEqual({ type: "done", offline: true });
  });

  it("ignores lines that carry no data", () => {
    for (const line of ["", ": keep-alive", "event: message", "id: 7", "data:", "data:   "]) {
      expect(parseChatStreamLine(line)).toBeNull();
    }
  });

  it("throws on malformed or unknown data", () => {
    expect(() => parseChatStreamLine("data: {not json")).toThrow(/Malformed/);
    expect(() => parseChatStreamLine('data: {"type":"chunk"}')).toThrow();
    expect(() => parseChatStreamLine('data: {"type":"mystery"}')).toThrow();
    expect(() => parseChatStreamLine('data: {"type":"conversation","conversationId":"abc"}')).toThrow();
    expect(() => parseChatStreamLine('data: {"type":"sources"}')).toThrow();
  });

  it("round-trips through formatChatStreamEvent", () => {
    const events: TChatStreamEvent[] = [
      { type: "conversation", conversationId: CONVERSATION_ID },
      { type: "chunk", chunk: "line one\nline two" },
      { type: "error", error: "oops" },
      { type: "sources", sources: [] },
      { type: "done" },
    ];
    for (const event of events) {
      const frame = formatChatStreamEvent(event);
      expect(frame.endsWith("\n\n")).toBe(true);
      const lines = frame.split("\n").filter((l) => l !== "");
      expect(lines).toHaveLength(1);
      expect(parseChatStreamLine(lines[0] ?? "")).toEqual(ZChatStreamEvent.parse(event));
    }
  });
});
