import { describe, expect, it } from "vitest";
import {
  ZAdminNotification,
  ZConversationExportRequest,
  ZConversationQuery,
  conversationsExportFileName,
} from "./admin.ts";

const DEFAULT_QUERY = { sort_by: "created_at", sort_order: "desc", page: 1, page_size: 20 };

describe("conversation query", () => {
  it("applies the defaults", () => {
    expect(ZConversationQuery.parse({})).toEqual(DEFAULT_QUERY);
  });

  it("coerces numbers from the query string", () => {
    const q = ZConversationQuery.parse({ page: "3", page_size: "50", sort_order: "asc" });
    expect(q).toMatchObject({ page: 3, page_size: 50, sort_order: "asc" });
  });

  it("treats empty strings as absent", () => {
    const q = ZConversationQuery.parse({
      sort_by: "",
      sort_order: "",
      page: "",
      page_size: " ",
      user_email: "",
      search_query: "   ",
      date_from: "",
      date_to: "",
    });
    expect(q).toMatchObject(DEFAULT_QUERY);
    expect(q.user_email).toBeUndefined();
    expect(q.search_query).toBeUndefined();
    expect(q.date_from).toBeUndefined();
    expect(q.date_to).toBeUndefined();
  });

  it("keeps and trims real filters", () => {
    const q = ZConversationQuery.parse({
      user_email: " sarpanch@",
      search_query: "MGNREGA",
      date_from: "2025-01-01",
      date_to: "2025-01-31",
    });
    expect(q).toMatchObject({
      user_email: "sarpanch@",
      search_query: "MGNREGA",
      date_from: "2025-01-01",
      date_to: "2025-01-31",
    });
  });

  it("rejects bad values", () => {
    for (const bad of [
      { page: "0" },
      { page: "abc" },
      { page: "1.5" },
      { page_size: "101" },
      { page_size: "0" },
      { sort_order: "up" },
      { sort_by: "email" },
      { date_from: "01/02/2025" },
      { date_to: "2025-02-30" },
      { date_from: "2025-02-01", date_to: "2025-01-01" },
    ]) {
      expect(ZConversationQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(ZConversationQuery.safeParse({ page_size: "100" }).success).toBe(true);
    expect(ZConversationQuery.safeParse({ date_from: "2025-01-01", date_to: "2025-01-01" }).success).toBe(true);
  });
});

describe("conversation export request", () => {
  it("drops empty filters and checks dates", () => {
    expect(ZConversationExportRequest.parse({ user_email: "", date_from: "", search_query: "" })).toEqual({
      user_email: undefined,
      date_from: undefined,
      search_query: undefined,
    });
    expect(ZConversationExportRequest.parse({})).toEqual({});
    expect(ZConversationExportRequest.safeParse({ date_to: "yesterday" }).success).toBe(false);
  });

  it("names the file after the day", () => {
    expect(conversationsExportFileName("2025-03-04")).toBe("conversations_export_2025-03-04.csv");
  });
});

describe("live channel", () => {
  it("parses notifications of each type", () => {
    const note = ZAdminNotification.parse({
      type: "ingestion_completed_with_errors",
      message: "2 of 3 files ingested",
      timestamp: "2025-03-04T10:00:00.000Z",
      data: {
        total_files: 3,
        successful_files: ["a.pdf", "b.docx"],
        failed_files: [{ filename: "c.xls", error: "Unreadable" }],
      },
    });
    expect(note.data?.failed_files?.[0]?.filename).toBe("c.xls");
    expect(
      ZAdminNotification.safeParse({ type: "connection_established", message: "ok", timestamp: "2025-03-04T10:00:00Z" })
        .success,
    ).toBe(true);
    expect(
      ZAdminNotification.safeParse({ type: "hello", message: "", timestamp: "2025-03-04T10:00:00Z" }).success,
    ).toBe(false);
  });
});
