// Defaults of the admin screens that the server does not know about: how long the filter boxes
// wait, what Clear Filters restores, and what the upload pickers offer.
import {
  ADMIN_PAGE_SIZE,
  ADMIN_UPLOAD_ACCEPTED_EXTENSIONS,
  type TConversationQuery,
  type TKbDocumentQuery,
} from "@sachiv/contracts";

/** Text filters reach the query this long after the last key. */
export const FILTER_DEBOUNCE_MS = 500;

/** What Clear Filters restores on the conversation list. */
export const DEFAULT_CONVERSATION_QUERY: TConversationQuery = {
  sort_by: "created_at",
  sort_order: "desc",
  page: 1,
  page_size: ADMIN_PAGE_SIZE,
};

/** The knowledge-base list before any filter is chosen. */
export const DEFAULT_KB_DOCUMENT_QUERY: TKbDocumentQuery = { status: "all", page: 1, page_size: ADMIN_PAGE_SIZE };

/** Value for the upload pickers' `<input type="file" accept>`. */
export const ADMIN_UPLOAD_ACCEPT = ADMIN_UPLOAD_ACCEPTED_EXTENSIONS.join(",");
