import { describe, expect, it } from "vitest";
import { VOICE_HISTORY_SHOWN, parseLocalConversations, recentLocalConversations } from "./local-conversations";

describe("local voice conversations", () => {
  it("keeps well-formed entries and survives junk", () => {
    const good = { timestamp: "2025-03-04T10:00:00.000Z", text: "hello" };
    const raw = JSON.stringify([good, { text: "no time" }, 42, { ...good, text: "again" }]);
    expect(parseLocalConversations(raw)).toEqual([good, { ...good, text: "again" }]);
    expect(parseLocalConversations(null)).toEqual([]);
    expect(parseLocalConversations("{oops")).toEqual([]);
    expect(parseLocalConversations('{"a":1}')).toEqual([]);
  });

  it("shows the newest five, newest first", () => {
    const list = Array.from({ length: 8 }, (_, i) => ({ timestamp: `2025-03-0${i + 1}T00:00:00Z`, text: `t${i}` }));
    const shown = recentLocalConversations(list);
    expect(shown).toHaveLength(VOICE_HISTORY_SHOWN);
    expect(shown.map((c) => c.text)).toEqual(["t7", "t6", "t5", "t4", "t3"]);
  });
});
