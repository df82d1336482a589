// CSV export of conversations: one row per message, streamed from keyset batches through
// csv-stringify with back-pressure, so memory stays flat whatever the number of conversations.
import { Readable, pipeline } from "node:stream";
import { stringify } from "csv-stringify";
import type { TAdminConversation } from "@sachiv/contracts";
import { istIso } from "../../lib/ist-periods.ts";
import type { TConversationFilters } from "../chat/service.ts";

/** Walks the conversations newest first, in batches (the chat service's walkConversations). */
type TWalk = (filters: TConversationFilters) => AsyncIterable<TAdminConversation[]>;

export const EXPORT_COLUMNS = [
  "conversation_id",
  "user_email",
  "conversation_created_at",
  "rating",
  "feedback",
  "message_number",
  "role",
  "content",
] as const;

// A spreadsheet runs a cell that starts with one of these as a formula (and tab / CR can hide
// one): such cells get a leading apostrophe, the OWASP advice against CSV injection.
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

type TRow = Record<(typeof EXPORT_COLUMNS)[number], string | number>;

async function* exportRows(walk: TWalk, filters: TConversationFilters): AsyncGenerator<TRow> {
  for await (const batch of walk(filters)) {
    for (const c of batch) {
      const common = {
        conversation_id: c.id,
        user_email: neutraliseCell(c.user_email),
        conversation_created_at: istIso(new Date(c.created_at)),
        rating: c.rating ?? "",
        feedback: neutraliseCell(c.feedback ?? ""),
      };
      // A conversation without messages still shows up, with empty message columns.
      if (c.messages.length === 0) yield { ...common, message_number: "", role: "", content: "" };
      for (const [i, m] of c.messages.entries()) {
        yield { ...common, message_number: i + 1, role: m.role, content: neutraliseCell(m.content) };
      }
    }
  }
}

/** UTF-8 CSV with a byte-order mark (so Excel reads Devanagari), header row first. */
export function exportConversationsCsv(walk: TWalk, filters: TConversationFilters): Readable {
  const csv = stringify({ bom: true, header: true, columns: [...EXPORT_COLUMNS], record_delimiter: "\r\n" });
  // pipeline: a client that goes away destroys the CSV stream, and with it the database walk.
  return pipeline(Readable.from(exportRows(walk, filters)), csv, () => {});
}
