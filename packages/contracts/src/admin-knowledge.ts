// Admin knowledge-base curation (issue 14): the documents the chat answers from — list, delete,
// replace with a new version, mark superseded — and the history of ingestion jobs.
import * as z from "zod";
import { ZIsoDateTime, ZUuid } from "./common.ts";
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX } from "./admin.ts";
import { blankAsAbsent } from "./zod-helpers.ts";

/** Citations are counted over this many days. */
export const KB_CITATION_DAYS = 30;

/** File types an admin can filter by (the extension of the ingested file). */
export const KB_FILE_TYPES = ["pdf", "docx", "xlsx", "xls", "txt", "md"] as const;
export const ZKbFileType = z.enum(KB_FILE_TYPES);
export type TKbFileType = z.infer<typeof ZKbFileType>;

/** The language ingestion guessed from the script of the text (or the front matter said). */
export const KB_LANGUAGES = ["hindi", "hinglish", "mixed"] as const;
export const ZKbLanguage = z.enum(KB_LANGUAGES);
export type TKbLanguage = z.infer<typeof ZKbLanguage>;

/** current: used in answers; superseded: kept, but answers no longer draw on it. */
export const KB_STATUSES = ["current", "superseded", "all"] as const;
export const ZKbStatus = z.enum(KB_STATUSES);
export type TKbStatus = z.infer<typeof ZKbStatus>;

const ZPage = z.coerce.number<string | number>().int().min(1);

/** GET /admin/knowledge/documents query string; an empty value counts as absent. */
export const ZKbDocumentQuery = z.object({
  q: blankAsAbsent(z.string().trim().max(200).optional().describe("Text in the title, file name or source.")),
  language: blankAsAbsent(ZKbLanguage.optional()),
  file_type: blankAsAbsent(ZKbFileType.optional()),
  status: blankAsAbsent(ZKbStatus.default("all")),
  page: blankAsAbsent(ZPage.default(1)),
  page_size: blankAsAbsent(ZPage.max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE)),
});
export type TKbDocumentQuery = z.infer<typeof ZKbDocumentQuery>;
export type TKbDocumentQueryInput = z.input<typeof ZKbDocumentQuery>;

export const ZKbDocument = z.object({
  id: ZUuid,
  title: z.string(),
  language: z.string().nullable().describe("hindi, hinglish or mixed; null when unknown."),
  source_url: z.string().nullable(),
  file_name: z.string(),
  file_type: z.string().describe("Extension of the file name, lower case (pdf, docx, md …)."),
  byte_size: z.number().int().nonnegative(),
  passages: z.number().int().nonnegative(),
  added_at: ZIsoDateTime,
  added_by: z
    .string()
    .nullable()
    .describe("Email of the admin whose upload or ingestion added it; null for the starter set."),
  citations_30d: z.number().int().nonnegative().describe(`Answers that cited it in the last ${KB_CITATION_DAYS} days.`),
  superseded_at: ZIsoDateTime.nullable(),
  superseded_by: z
    .object({ id: ZUuid, title: z.string() })
    .nullable()
    .describe("The newer document, when one was named."),
  text_repair: z
    .object({
      pages: z.number().int().nonnegative(),
      damaged: z.number().int().nonnegative(),
      repaired: z.number().int().nonnegative(),
      unreadable: z.number().int().nonnegative(),
    })
    .nullable()
    .optional()
    .describe(
      "A PDF: pages whose Hindi its fonts damaged, of those read again by OCR and left unreadable (admin text: admin.notice.textRepaired); null for other files or documents ingested before it was measured.",
    ),
});
export type TKbDocument = z.infer<typeof ZKbDocument>;

export const ZKbDocumentListResponse = z.object({
  documents: z.array(ZKbDocument),
  total_count: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
});
export type TKbDocumentListResponse = z.infer<typeof ZKbDocumentListResponse>;

export const ZKbDocumentParams = z.object({ id: ZUuid });

/** PATCH /admin/knowledge/documents/:id — mark superseded (optionally by a newer one) or current again. */
export const ZKbSupersedeRequest = z.object({
  superseded: z.boolean(),
  superseded_by: ZUuid.nullish().describe("The newer document that takes its place."),
});
export type TKbSupersedeRequest = z.infer<typeof ZKbSupersedeRequest>;

export const ZKbDeleteResponse = z.object({
  id: ZUuid,
  deleted: z.literal(true),
  passages: z.number().int().nonnegative().describe("Passages removed with it."),
});
export type TKbDeleteResponse = z.infer<typeof ZKbDeleteResponse>;

// ---- ingestion jobs ----

export const INGESTION_JOB_STATUSES = ["queued", "running", "completed", "completed_with_errors", "error"] as const;
export const ZIngestionJobStatus = z.enum(INGESTION_JOB_STATUSES);
export type TIngestionJobStatus = z.infer<typeof ZIngestionJobStatus>;

export const INGESTION_FILE_STATUSES = ["pending", "done", "failed"] as const;
export const ZIngestionFileStatus = z.enum(INGESTION_FILE_STATUSES);
export type TIngestionFileStatus = z.infer<typeof ZIngestionFileStatus>;

// ---- The check after a knowledge-base change (issue 24), as a job shows it ----------------------
// Here, not in knowledge-gaps.ts, because /admin's first load reads jobs (the gaps tab loads later).

/** One finding of a check: an approved answer that lost its source, an answer now "not found" or changed. */
export const ZKnowledgeCheckItem = z.object({
  kind: z.enum(["lost_source", "now_not_found", "changed"]),
  question: z.string(),
  approved_answer_id: ZUuid.optional(),
  conversation_id: ZUuid.optional(),
  before: z.string().optional().describe("The key sentence of the answer it had."),
  after: z.string().optional().describe("The key sentence of the answer it gets now."),
});
export type TKnowledgeCheckItem = z.infer<typeof ZKnowledgeCheckItem>;

/** The check an ingestion job started (GET /admin/ingestion/jobs and /:id). */
export const ZJobCheck = z.object({
  id: ZUuid,
  status: z.enum(["queued", "running", "done", "error"]),
  checked: z.number().int(),
  lost_source: z.number().int(),
  now_not_found: z.number().int(),
  changed: z.number().int(),
  finished_at: ZIsoDateTime.nullable(),
  summary: z.string().describe("What it found, in the admin's language (x-language: English or Hindi)."),
});
export type TJobCheck = z.infer<typeof ZJobCheck>;

export const ZIngestionJobSummary = z.object({
  id: ZUuid,
  kind: z.enum(["upload", "directory", "replace"]).describe("replace: a new version of one document."),
  status: ZIngestionJobStatus,
  admin_email: z.string(),
  directory: z.string().nullable(),
  error: z.string().nullable(),
  created_at: ZIsoDateTime,
  started_at: ZIsoDateTime.nullable(),
  finished_at: ZIsoDateTime.nullable(),
  total_files: z.number().int().nonnegative(),
  done_files: z.number().int().nonnegative(),
  failed_files: z.number().int().nonnegative(),
  check: ZJobCheck.nullable().describe(
    "The check of the answers this job's change started (issue 24): what it found; null while none (no document changed).",
  ),
});
export type TIngestionJobSummary = z.infer<typeof ZIngestionJobSummary>;

export const ZIngestionJobFile = z.object({
  file_name: z.string(),
  status: ZIngestionFileStatus,
  error: z.string().nullable(),
  document_id: ZUuid.nullable().describe("The knowledge-base document the file became (done files)."),
  replaces_document_id: ZUuid.nullable().describe("The document this file is a new version of."),
});
export type TIngestionJobFile = z.infer<typeof ZIngestionJobFile>;

/** GET /admin/ingestion/jobs/:id — a job's status with per-file results (for clients without the live channel). */
export const ZIngestionJob = ZIngestionJobSummary.extend({
  files: z.array(ZIngestionJobFile),
  check: ZJobCheck.extend({ items: z.array(ZKnowledgeCheckItem).describe("What changed, question by question.") })
    .nullable()
    .describe("The check of the answers this job's change started, with what changed; null while none."),
});
export type TIngestionJob = z.infer<typeof ZIngestionJob>;

export const ZIngestionJobQuery = z.object({
  page: blankAsAbsent(ZPage.default(1)),
  page_size: blankAsAbsent(ZPage.max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE)),
});
export type TIngestionJobQuery = z.infer<typeof ZIngestionJobQuery>;

export const ZIngestionJobListResponse = z.object({
  jobs: z.array(ZIngestionJobSummary).describe("Newest first."),
  total_count: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
});
export type TIngestionJobListResponse = z.infer<typeof ZIngestionJobListResponse>;

export const ZIngestionJobParams = z.object({ id: ZUuid });
