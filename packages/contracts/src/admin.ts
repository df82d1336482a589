// Admin dashboard: statistics, conversation list and export, document ingestion and its live notifications.
import * as z from "zod";
import { ZDateOnly, ZIsoDateTime, ZUuid } from "./common.ts";
import { ZAnswerGrounding, ZAnswerStatus, ZChatRole, ZChatSource } from "./chat.ts";
import { HOME_STATE_IDS } from "./constants.ts";
import { ZRatingValue } from "./rating.ts";
import { blankAsAbsent } from "./zod-helpers.ts";

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** Text the client sends over the live channel to keep it open. */
export const WS_PING_TEXT = "ping";
/** The server's answer to WS_PING_TEXT (plain text, not JSON). */
export const WS_PONG_TEXT = "pong";
export const ADMIN_WS_PATH = "/admin/ws/admin/notifications";

/** Multipart field that carries the files of POST /admin/documents/upload (repeated). */
export const ADMIN_UPLOAD_FIELD = "files";
/** Admin upload: PDF, Word, Excel, plain text, markdown; no size limit. */
export const ADMIN_UPLOAD_ACCEPTED_EXTENSIONS = [".pdf", ".docx", ".xlsx", ".xls", ".txt", ".md"] as const;

/** File name of a conversation export made on `day` (yyyy-MM-dd). */
export function conversationsExportFileName(day: string): string {
  return `conversations_export_${day}.csv`;
}

/**
 * GET /admin/scopes/me (issue 24): the areas an admin sees; none: a full admin. Here, beside the
 * statistics, because /admin's first load reads it (the rest of the scopes is admin-scopes.ts).
 */
export const ZAdminScopeOut = z.object({
  full: z.boolean().describe("A full admin: every user, the knowledge base and the scopes."),
  areas: z.array(z.object({ state: z.enum(HOME_STATE_IDS), district: z.string().nullable() })),
});
export type TAdminScopeOut = z.infer<typeof ZAdminScopeOut>;

/** GET /admin/statistics */
const ZCount = z.number().int().nonnegative();

/** Issue 24: how answers are received and what is asked, over the last INSIGHT_DAYS days. */
export const INSIGHT_DAYS = 30;
const ZUsage = z.object({ count: ZCount, users: ZCount });
export const ZAdminInsights = z.object({
  ratings: z.object({
    count: ZCount,
    average: z.number().nullable(),
    /** Conversations rated 1 … 5 stars. */
    distribution: z.array(ZCount).length(5),
    thumbs_up: ZCount,
    thumbs_down: ZCount,
  }),
  /** Recent conversations by reply language. */
  languages: z.object({ hindi: ZCount, hinglish: ZCount }),
  top_documents: z.array(z.object({ id: ZUuid, title: z.string(), citations: ZCount })),
  /** Among recent first questions: the lexicon's concepts (mgnrega, gramsabha …) they name. */
  top_topics: z.array(z.object({ topic: z.string(), count: ZCount })),
  /** How often document analysis, charts and spoken replies were used, and by how many users. */
  usage: z.object({
    document_analysis: ZUsage,
    chart: ZUsage,
    voice_reply: ZUsage.describe("Audio clips spoken for replies; users: those who asked with a token."),
  }),
});
export type TAdminInsights = z.infer<typeof ZAdminInsights>;

export const ZAdminStatistics = z.object({
  total_users: ZCount,
  active_users: ZCount,
  total_conversations: ZCount,
  conversations_today: ZCount,
  conversations_this_week: ZCount,
  insights: ZAdminInsights.optional(),
});
export type TAdminStatistics = z.infer<typeof ZAdminStatistics>;

export const ADMIN_SORT_FIELDS = ["created_at"] as const;
export const SORT_ORDERS = ["asc", "desc"] as const;
export const ZSortOrder = z.enum(SORT_ORDERS);
export type TSortOrder = z.infer<typeof ZSortOrder>;

/** Filters shared by the list and the export; an empty string counts as absent. */
const filterFields = {
  user_email: blankAsAbsent(
    z.string().trim().max(254).optional().describe("Case-insensitive part of the user's email."),
  ),
  search_query: blankAsAbsent(
    z.string().trim().max(200).optional().describe("Case-insensitive text to find in any message."),
  ),
  date_from: blankAsAbsent(ZDateOnly.optional().describe("First day included, yyyy-MM-dd.")),
  date_to: blankAsAbsent(ZDateOnly.optional().describe("Last day included, yyyy-MM-dd.")),
  channel: blankAsAbsent(
    z.enum(["app", "whatsapp"]).optional().describe("Only conversations held in the app or on WhatsApp."),
  ),
};

function isDateRangeOrdered(q: { date_from?: string | undefined; date_to?: string | undefined }): boolean {
  return !q.date_from || !q.date_to || q.date_from <= q.date_to;
}
const dateRangeError = { message: "date_from must not be after date_to", path: ["date_to"] };

const ZPageNumber = z.coerce.number<string | number>().int().min(1);

/** GET /admin/conversations query string. */
export const ZConversationQuery = z
  .object({
    sort_by: blankAsAbsent(z.enum(ADMIN_SORT_FIELDS).default("created_at")),
    sort_order: blankAsAbsent(ZSortOrder.default("desc")),
    page: blankAsAbsent(ZPageNumber.default(1)),
    page_size: blankAsAbsent(ZPageNumber.max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE)),
    ...filterFields,
  })
  .refine(isDateRangeOrdered, dateRangeError);
export type TConversationQuery = z.infer<typeof ZConversationQuery>;
export type TConversationQueryInput = z.input<typeof ZConversationQuery>;

export const ZAdminConversationMessage = z.object({
  role: ZChatRole,
  content: z.string(),
  sources: z
    .array(ZChatSource)
    .optional()
    .describe("An answer's sources as the official saw them (a knowledge-base one names its passage_id)."),
  answer_status: ZAnswerStatus.nullish(),
  /** A model's answer: whether its source markers name passages it was given (ZAnswerGrounding). */
  grounding: ZAnswerGrounding.optional(),
});
export type TAdminConversationMessage = z.infer<typeof ZAdminConversationMessage>;

export const ZAdminConversation = z.object({
  id: ZUuid,
  user_email: z.string(),
  created_at: ZIsoDateTime,
  messages: z.array(ZAdminConversationMessage).describe("Every message, oldest first."),
  rating: ZRatingValue.nullish(),
  feedback: z.string().nullish(),
  // Issue 24: what the list shows besides the first question and the last answer.
  channel: z.string().optional(),
  not_found: z.boolean().optional(),
});
export type TAdminConversation = z.infer<typeof ZAdminConversation>;

export const ZConversationListResponse = z.object({
  conversations: z.array(ZAdminConversation),
  total_pages: z.number().int().nonnegative(),
  total_count: z.number().int().nonnegative(),
  /**
   * Present (true) when total_count is estimated: a text search for a word in very many
   * conversations counts a sample of them instead of every match, and email or date filters
   * leaving more than 10,000 conversations take the planner's estimate (issue 13).
   */
  total_is_estimate: z.literal(true).optional(),
});
export type TConversationListResponse = z.infer<typeof ZConversationListResponse>;

/** POST /admin/conversations/export (JSON body); the answer is a CSV attachment. */
export const ZConversationExportRequest = z.object(filterFields).refine(isDateRangeOrdered, dateRangeError);
export type TConversationExportRequest = z.infer<typeof ZConversationExportRequest>;
export type TConversationExportRequestInput = z.input<typeof ZConversationExportRequest>;

/** Mirrors the ingestion notification types: started (running as a job), or how it ended. */
export const INGESTION_STATUSES = ["started", "completed", "completed_with_errors", "error"] as const;
export const ZIngestionStatus = z.enum(INGESTION_STATUSES);
export type TIngestionStatus = z.infer<typeof ZIngestionStatus>;

/** Answer to POST /admin/documents/upload and POST /admin/documents/ingest. */
export const ZIngestionResult = z.object({
  message: z.string(),
  status: ZIngestionStatus,
  files: z.array(z.string()).describe("Names of the files taken in."),
  directory: z.string().optional().describe("The ingested directory (directory ingestion only)."),
  admin_user: z.string().describe("Email of the admin who started it."),
  timestamp: ZIsoDateTime,
  job_id: ZUuid.optional().describe("The ingestion job whose progress arrives over the live channel."),
});
export type TIngestionResult = z.infer<typeof ZIngestionResult>;

export const ADMIN_NOTIFICATION_TYPES = [
  "ingestion_started",
  "ingestion_progress",
  "ingestion_completed",
  "ingestion_completed_with_errors",
  "ingestion_error",
  "connection_established",
] as const;
export const ZAdminNotificationType = z.enum(ADMIN_NOTIFICATION_TYPES);
export type TAdminNotificationType = z.infer<typeof ZAdminNotificationType>;

export const ZFailedFile = z.object({ filename: z.string(), error: z.string() });
export type TFailedFile = z.infer<typeof ZFailedFile>;

export const ZAdminNotificationData = z.object({
  current_file: z.number().int().nonnegative().optional().describe("1-based number of the file being processed."),
  total_files: z.number().int().nonnegative().optional(),
  filename: z.string().optional().describe("Name of the file being processed."),
  successful_files: z.array(z.string()).optional(),
  failed_files: z.array(ZFailedFile).optional(),
  job_id: ZUuid.optional().describe("The ingestion job the event is about (as in the ingestion result)."),
});
export type TAdminNotificationData = z.infer<typeof ZAdminNotificationData>;

/** A JSON message of the admin live channel. */
export const ZAdminNotification = z.object({
  type: ZAdminNotificationType,
  message: z.string(),
  timestamp: ZIsoDateTime,
  data: ZAdminNotificationData.optional(),
});
export type TAdminNotification = z.infer<typeof ZAdminNotification>;

/** Query of the live channel: browsers cannot set headers on a WebSocket, so the token rides here. */
export const ZAdminWsQuery = z.object({
  token: z.string().min(1).max(4096),
  language: z
    .string()
    .max(20)
    .optional()
    .describe(
      "Language of the notification messages: hindi (or hi) for Hindi, anything else English; default: the admin's own.",
    ),
});
export type TAdminWsQuery = z.infer<typeof ZAdminWsQuery>;
