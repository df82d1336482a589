// Pure pieces of the admin dashboard: previews, query strings, file sizes, notification list,
// simulated progress.
import type { TAdminConversation, TAdminNotification } from "@sachiv/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_CONVERSATION_QUERY } from "./admin-constants";
import { answerOf, conversationSearchParams, exportRequestOf, previewText, questionOf } from "./conversation-view";
import { fileNameFromDisposition } from "@/lib/download";
import { groundingFlagOf } from "./grounding-flag";
import { formatFileSize } from "./file-size";
import { addNotification, markFaded, visibleNotifications, type TNotificationItem } from "./notifications";
import { simulateProgress, uploadDurationMs } from "./simulated-progress";
import { filterDay } from "./use-conversation-filters";

const conversation: TAdminConversation = {
  id: "7d9f3c5e-8a4b-4c1d-9e2f-0a1b2c3d4e5f",
  user_email: "sarpanch@gp.in",
  created_at: "2025-01-15T10:00:00.000+05:30",
  messages: [
    { role: "user", content: "मनरेगा में कितने दिन का काम?" },
    { role: "assistant", content: "पहला जवाब" },
    { role: "user", content: "aur awas yojana?" },
    { role: "assistant", content: "आखिरी जवाब" },
  ],
  rating: 4,
  feedback: null,
};

describe("a model answer's grounding flag", () => {
  it("flags an invented marker with its number, and an answer citing nothing", () => {
    expect(groundingFlagOf({ grounding: { verdict: "invented", cited: [1], invented: [9, 12], passages: 4 } })).toEqual(
      {
        key: "admin.groundingInvented",
        vars: { markers: "[9], [12]", count: 4 },
      },
    );
    expect(groundingFlagOf({ grounding: { verdict: "uncited", cited: [], invented: [], passages: 8 } })).toEqual({
      key: "admin.groundingUncited",
      vars: { count: 8 },
    });
    expect(groundingFlagOf({ grounding: { verdict: "uncited", cited: [], invented: [], passages: 0 } })?.key).toBe(
      "admin.groundingNoPassages",
    );
  });

  it("leaves a grounded answer, an honest 'not found' and an offline answer unflagged", () => {
    expect(groundingFlagOf({ grounding: { verdict: "cited", cited: [2], invented: [], passages: 4 } })).toBeNull();
    expect(groundingFlagOf({ grounding: { verdict: "not_found", cited: [], invented: [], passages: 0 } })).toBeNull();
    expect(groundingFlagOf({})).toBeNull();
  });
});

describe("conversation previews", () => {
  it("takes the first question and the last answer", () => {
    expect(questionOf(conversation)).toBe("मनरेगा में कितने दिन का काम?");
    expect(answerOf(conversation)).toBe("आखिरी जवाब");
    expect(questionOf({ ...conversation, messages: [] })).toBe("");
  });

  it("cuts to 100 characters plus an ellipsis, and leaves short text alone", () => {
    expect(previewText("a".repeat(100))).toBe("a".repeat(100));
    expect(previewText("a".repeat(101))).toBe(`${"a".repeat(100)}...`);
    const hindi = "ग्राम सभा ".repeat(20);
    const cut = previewText(hindi);
    expect(Array.from(cut.slice(0, -3))).toHaveLength(100);
    expect(cut.endsWith("...")).toBe(true);
    // Never half an emoji.
    expect(previewText("🙏".repeat(101))).toBe(`${"🙏".repeat(100)}...`);
  });
});

describe("filters on the wire", () => {
  it("leaves out empty values", () => {
    expect(conversationSearchParams(DEFAULT_CONVERSATION_QUERY)).toBe(
      "sort_by=created_at&sort_order=desc&page=1&page_size=20",
    );
    const params = new URLSearchParams(
      conversationSearchParams({
        ...DEFAULT_CONVERSATION_QUERY,
        user_email: " ",
        search_query: "मनरेगा",
        date_from: "2025-01-01",
      }),
    );
    expect(params.has("user_email")).toBe(false);
    expect(params.get("search_query")).toBe("मनरेगा");
    expect(params.get("date_from")).toBe("2025-01-01");
  });

  it("exports with the filters only", () => {
    expect(
      exportRequestOf({ ...DEFAULT_CONVERSATION_QUERY, page: 3, user_email: "gp", date_to: "2025-02-01" }),
    ).toEqual({
      user_email: "gp",
      date_to: "2025-02-01",
    });
  });

  it("sends a picked day as yyyy-MM-dd in local time", () => {
    expect(filterDay(new Date(2025, 0, 5))).toBe("2025-01-05");
    expect(filterDay(new Date(2025, 11, 31, 23, 59))).toBe("2025-12-31");
    expect(filterDay(new Date(2024, 1, 29, 0, 0))).toBe("2024-02-29");
  });

  it("reads the server's file name", () => {
    expect(fileNameFromDisposition('attachment; filename="conversations_export_2025-01-15.csv"')).toBe(
      "conversations_export_2025-01-15.csv",
    );
    expect(fileNameFromDisposition("attachment; filename=a.csv; filename*=UTF-8''b%20c.csv")).toBe("b c.csv");
    expect(fileNameFromDisposition("attachment")).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe("formatFileSize", () => {
  it("uses Bytes, KB, MB and GB", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(512)).toBe("512 Bytes");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe("3.25 GB");
    expect(formatFileSize(2048 * 1024 ** 3)).toBe("2048 GB");
  });
});

describe("notification list", () => {
  const base: TAdminNotification = { type: "ingestion_started", message: "m", timestamp: conversation.created_at };
  const item = (id: number, type: TAdminNotification["type"] = "ingestion_started"): TNotificationItem => ({
    ...base,
    type,
    id,
    faded: false,
  });

  it("keeps the 100 newest and shows the 5 newest that have not faded", () => {
    let list: TNotificationItem[] = [];
    for (let id = 1; id <= 120; id += 1) list = addNotification(list, item(id));
    expect(list).toHaveLength(100);
    expect(list[0]!.id).toBe(120);
    expect(list[99]!.id).toBe(21);
    expect(visibleNotifications(list).map((n) => n.id)).toEqual([120, 119, 118, 117, 116]);
    list = markFaded(list, 119);
    expect(visibleNotifications(list).map((n) => n.id)).toEqual([120, 118, 117, 116, 115]);
  });
});

describe("simulated progress", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("takes min(2 s + 1 s per file + 1 s per 10 MB, 15 s)", () => {
    expect(uploadDurationMs([{ size: 1000 }])).toBe(3000);
    expect(uploadDurationMs([{ size: 10 * 1024 * 1024 }, { size: 10 * 1024 * 1024 }])).toBe(6000);
    expect(uploadDurationMs(Array.from({ length: 20 }, () => ({ size: 1 })))).toBe(15000);
  });

  it("starts at 10 and climbs in 10 steps to 95, where it stays", () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const stop = simulateProgress(8000, (v) => seen.push(v));
    expect(seen).toEqual([10]);
    vi.advanceTimersByTime(800);
    expect(seen).toEqual([10, 19]);
    vi.advanceTimersByTime(7200);
    expect(seen).toHaveLength(11);
    expect(seen.at(-1)).toBe(95);
    vi.advanceTimersByTime(60_000);
    expect(seen).toHaveLength(11);
    stop();
  });

  it("stops when told", () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const stop = simulateProgress(3000, (v) => seen.push(v));
    vi.advanceTimersByTime(600);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual([10, 19, 27]);
  });
});
