// The screens' defaults agree with what the server assumes when a value is left out.
import { ZConversationQuery, ZKbDocumentQuery } from "@sachiv/contracts";
import { describe, expect, it } from "vitest";
import { ADMIN_UPLOAD_ACCEPT, DEFAULT_CONVERSATION_QUERY, DEFAULT_KB_DOCUMENT_QUERY } from "./admin-constants";

describe("admin defaults", () => {
  it("Clear Filters restores the server's defaults", () => {
    expect(DEFAULT_CONVERSATION_QUERY).toEqual({ sort_by: "created_at", sort_order: "desc", page: 1, page_size: 20 });
    expect(ZConversationQuery.parse({})).toEqual(DEFAULT_CONVERSATION_QUERY);
    expect(DEFAULT_KB_DOCUMENT_QUERY).toEqual({ status: "all", page: 1, page_size: 20 });
    expect(ZKbDocumentQuery.parse({})).toEqual(DEFAULT_KB_DOCUMENT_QUERY);
  });

  it("offers the upload's file types", () => {
    expect(ADMIN_UPLOAD_ACCEPT).toBe(".pdf,.docx,.xlsx,.xls,.txt,.md");
  });
});
