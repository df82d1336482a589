// Chat assistant: POST /chat and the streaming POST /chat/ with its SSE events.
import * as z from "zod";
import { ZIsoDateTime, ZLanguageInput, ZUuid } from "./common.ts";
import { blankAsAbsent } from "./zod-helpers.ts";

export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CHAT_HISTORY_MAX_ITEMS = 50;
export const CHAT_HISTORY_CONTENT_MAX_LENGTH = 20000;

export const CHAT_ROLES = ["user", "assistant"] as const;
export const ZChatRole = z.enum(CHAT_ROLES);
export type TChatRole = z.infer<typeof ZChatRole>;

/** What the user typed or said; whitespace-only text is refused (spec 5, chat input). */
export const ZChatMessageText = z.string().trim().min(1, "EMPTY_MESSAGE").max(CHAT_MESSAGE_MAX_LENGTH);

export const ZChatHistoryItem = z.object({
  role: ZChatRole,
  content: z.string().max(CHAT_HISTORY_CONTENT_MAX_LENGTH),
});
export type TChatHistoryItem = z.infer<typeof ZChatHistoryItem>;

/** POST /chat (non-streaming). */
export const ZChatRequest = z.object({
  message: ZChatMessageText,
  conversation_history: z
    .array(ZChatHistoryItem)
    .max(CHAT_HISTORY_MAX_ITEMS)
    .default([])
    .describe(`Earlier turns, oldest first; clients send at most the last ${CHAT_HISTORY_MAX_ITEMS}.`),
  language: ZLanguageInput.describe('Reply language: "hindi", anything else means Hinglish.'),
});
export type TChatRequest = z.infer<typeof ZChatRequest>;
export type TChatRequestInput = z.input<typeof ZChatRequest>;

/** A knowledge-base passage or bundled-content item the reply is based on. */
export const ZChatSource = z.object({
  title: z.string(),
  url: z.string().optional().describe("Link to the original, when the source has one."),
  snippet: z.string().describe("The passage the answer drew on, shortened."),
  passage_id: ZUuid.optional().describe(
    "The knowledge-base passage (chunk) cited: GET /knowledge/passages/{id} opens it. Absent for a glossary term.",
  ),
  section: z.string().optional().describe('The headings above the passage, outermost first, joined by " › ".'),
  page: z.number().int().positive().optional().describe("The PDF page the passage starts on."),
  /** An admin's approved answer (issue 24): when it was approved. No .describe(): it would load with /chat. */
  approved_at: ZIsoDateTime.optional(),
});
export type TChatSource = z.infer<typeof ZChatSource>;

export const ZChatResponse = z.object({
  response: z.string(),
  sources: z.array(ZChatSource).optional(),
});
export type TChatResponse = z.infer<typeof ZChatResponse>;

/** What an answer could do with the question: the UI offers starter questions beside the last two. */
export const ZAnswerStatus = z.enum(["answered", "not_stated", "not_found"]);
export type TAnswerStatus = z.infer<typeof ZAnswerStatus>;

/**
 * Whether a model's answer stands on the passages it was given, from its source markers ([1]):
 * cited (every marker names a retrieved passage); invented (a marker names none — never a link);
 * uncited (no marker, yet the answer is not the "not found" reply); not_found (no marker, the
 * honest "the documents don't say"). The admins see invented and uncited answers flagged.
 */
export const ANSWER_GROUNDINGS = ["cited", "invented", "uncited", "not_found"] as const;
// Described in comments, not .describe(): the admin dashboard's first load carries this schema.
export const ZAnswerGrounding = z.object({
  verdict: z.enum(ANSWER_GROUNDINGS),
  /** Passage numbers the answer cites that name a passage it was given, first cited first. */
  cited: z.array(z.number().int()),
  /** Numbers the answer cites that name no passage it was given. */
  invented: z.array(z.number().int()),
  /** How many numbered passages the model was given. */
  passages: z.number().int().min(0),
});
export type TAnswerGrounding = z.infer<typeof ZAnswerGrounding>;

/** POST /chat/ (streaming): the answer comes back as Server-Sent Events. */
export const ZChatStreamRequest = z.object({
  message: ZChatMessageText,
  conversation_id: ZUuid.nullish().describe(
    "Continue this conversation; omit or null to start a new one (its id arrives in the first event).",
  ),
  language: ZLanguageInput.describe('Reply language: "hindi", anything else means Hinglish.'),
  client_message_id: ZUuid.optional().describe(
    "Idempotency key chosen by the client (offline outbox, a resent question): the same key again gets the first request's answer streamed back (or the running turn, once it is saved), never a second question.",
  ),
});
export type TChatStreamRequest = z.infer<typeof ZChatStreamRequest>;
export type TChatStreamRequestInput = z.input<typeof ZChatStreamRequest>;

export const ZChatStreamConversationEvent = z
  .object({
    type: z.literal("conversation"),
    conversationId: ZUuid,
    messageId: ZUuid.optional().describe("Id of the question's message (once written, the answer can be fetched)."),
  })
  .describe("Always the first event: the id of the (possibly new) conversation.");
export const ZChatStreamChunkEvent = z
  .object({ type: z.literal("chunk"), chunk: z.string() })
  .describe("A piece of the reply, to append to the assistant message.");
export const ZChatStreamErrorEvent = z
  .object({
    type: z.literal("error"),
    error: z.string().describe("Message in the caller's language."),
    code: z.string().optional().describe("Stable machine code, e.g. CHAT_PROVIDER_UNAVAILABLE."),
  })
  .describe("The reply failed; the stream ends after this event.");
export const ZChatStreamSourcesEvent = z
  .object({ type: z.literal("sources"), sources: z.array(ZChatSource) })
  .describe("The documents (and glossary terms) the reply drew on; sent after the last chunk, before done.");
export const ZChatStreamDoneEvent = z
  .object({
    type: z.literal("done"),
    offline: z
      .boolean()
      .optional()
      .describe("True when the built-in offline answerer wrote the reply (shown as such in the UI)."),
    messageId: ZUuid.optional().describe("Id of the saved assistant message (for feedback and re-fetching it)."),
    status: ZAnswerStatus.optional().describe(
      "answered; not_stated (the topic is covered but not the asked value); not_found (the topic is not covered).",
    ),
  })
  .describe("The reply is complete; the last event of a successful stream.");

/** JSON carried by each `data:` line of the chat stream. */
export const ZChatStreamEvent = z.discriminatedUnion("type", [
  ZChatStreamConversationEvent,
  ZChatStreamChunkEvent,
  ZChatStreamErrorEvent,
  ZChatStreamSourcesEvent,
  ZChatStreamDoneEvent,
]);
export type TChatStreamEvent = z.infer<typeof ZChatStreamEvent>;
export type TChatStreamEventType = TChatStreamEvent["type"];

/** One SSE frame for an event: `data: {json}` and the blank line that ends it. */
export function formatChatStreamEvent(event: TChatStreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * Reads one line of the chat stream. Lines that carry no data (blank lines, `:` comments,
 * `event:`/`id:` fields) give null; a `data:` line that is not a valid event throws.
 */
export function parseChatStreamLine(line: string): TChatStreamEvent | null {
  const trimmed = line.replace(/\r$/, "");
  if (!trimmed.startsWith("data:")) return null;
  const payload = trimmed.slice(5).trim();
  if (payload === "") return null;
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    throw new Error(`Malformed chat stream data: ${payload.slice(0, 100)}`);
  }
  return ZChatStreamEvent.parse(json);
}

// ---- The signed-in user's own conversations (history) ----

export const CHAT_HISTORY_PAGE_SIZE = 20;
export const CHAT_HISTORY_PAGE_SIZE_MAX = 50;
const ZHistoryPage = z.coerce.number<string | number>().int().min(1);

/** GET /chat/conversations query string. */
export const ZChatHistoryQuery = z.object({
  search: blankAsAbsent(
    z
      .string()
      .trim()
      .max(200)
      .optional()
      .describe("Text in any message, in either script: 'panchayat' finds पंचायत and the other way round."),
  ),
  page: blankAsAbsent(ZHistoryPage.default(1)),
  page_size: blankAsAbsent(ZHistoryPage.max(CHAT_HISTORY_PAGE_SIZE_MAX).default(CHAT_HISTORY_PAGE_SIZE)),
});
export type TChatHistoryQuery = z.infer<typeof ZChatHistoryQuery>;
export type TChatHistoryQueryInput = z.input<typeof ZChatHistoryQuery>;

export const ZChatConversationSummary = z.object({
  id: ZUuid,
  title: z.string().describe("The conversation's first question."),
  created_at: ZIsoDateTime,
  last_activity_at: ZIsoDateTime,
  message_count: z.number().int().min(0),
});
export type TChatConversationSummary = z.infer<typeof ZChatConversationSummary>;

export const ZChatHistoryResponse = z.object({
  conversations: z.array(ZChatConversationSummary).describe("Newest activity first."),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type TChatHistoryResponse = z.infer<typeof ZChatHistoryResponse>;

/** A message on record, as the chat showed it. */
export const ZChatStoredMessage = z.object({
  id: ZUuid,
  role: ZChatRole,
  content: z.string(),
  created_at: ZIsoDateTime,
  sources: z.array(ZChatSource).optional().describe("An answer's sources."),
  offline: z.boolean().optional().describe("An answer written without an AI model."),
  reply_to_id: ZUuid.nullable().optional().describe("An answer's question."),
});
export type TChatStoredMessage = z.infer<typeof ZChatStoredMessage>;

export const ZChatConversationDetail = ZChatConversationSummary.extend({
  messages: z.array(ZChatStoredMessage).describe("Oldest first."),
});
export type TChatConversationDetail = z.infer<typeof ZChatConversationDetail>;

export const ZChatConversationParams = z.object({ id: ZUuid });
export const ZChatDeleteResponse = z.object({ success: z.literal(true) });
export type TChatDeleteResponse = z.infer<typeof ZChatDeleteResponse>;
