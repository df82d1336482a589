// What the conversation list shows of a conversation, and how the filters travel to the server.
import type { TAdminConversation, TConversationExportRequestInput, TConversationQuery } from "@sachiv/contracts";
import { markdownToPlainText } from "./plain-text";

/** Question and Answer columns show this many characters, then an ellipsis. */
export const PREVIEW_CHARS = 100;

export const ELLIPSIS = "...";

/** The first `PREVIEW_CHARS` characters as plain text (no markdown), then an ellipsis when anything was cut. */
export function previewText(text: string, limit = PREVIEW_CHARS): string {
  // Code points, not UTF-16 units: an emoji is never cut in half.
  const chars = Array.from(markdownToPlainText(text));
  return chars.length > limit ? chars.slice(0, limit).join("") + ELLIPSIS : chars.join("");
}

/** The Question column: the first user message. */
export function questionOf(conversation: TAdminConversation): string {
  return conversation.messages.find((m) => m.role === "user")?.content ?? "";
}

/** The Answer column: the last assistant message. */
export function answerOf(conversation: TAdminConversation): string {
  return conversation.messages.findLast((m) => m.role === "assistant")?.content ?? "";
}

/** Query string of GET /admin/conversations; empty values are left out (spec §7). */
export function conversationSearchParams(query: TConversationQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== "") params.set(key, text);
  }
  return params.toString();
}

/** Body of POST /admin/conversations/export: the list's filters, without paging or sorting. */
export function exportRequestOf(query: TConversationQuery): TConversationExportRequestInput {
  const body: TConversationExportRequestInput = {};
  if (query.user_email) body.user_email = query.user_email;
  if (query.date_from) body.date_from = query.date_from;
  if (query.date_to) body.date_to = query.date_to;
  if (query.search_query) body.search_query = query.search_query;
  return body;
}
