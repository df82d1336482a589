// Knowledge gaps and approved answers (issue 24): the questions that went unanswered or were rated
// badly, grouped by what they ask, and the answers admins write and approve for them.
import * as z from "zod";
import { ZDateOnly, ZIsoDateTime, ZLanguage, ZUuid } from "./common.ts";
import { ZHomeState } from "./users.ts";
import { ZKnowledgeCheckItem } from "./admin-knowledge.ts";
import { blankAsAbsent } from "./zod-helpers.ts";

/** Why a question is in the gaps: its answer said "not found" / "not stated", 👎, or the conversation rated ≤ 2. */
export const GAP_REASONS = ["not_found", "not_stated", "thumbs_down", "low_rating"] as const;
export const ZGapReason = z.enum(GAP_REASONS);
export type TGapReason = z.infer<typeof ZGapReason>;

export const GAP_STATUSES = ["open", "handled", "all"] as const;

/** GET /admin/gaps query string. */
export const ZGapQuery = z.object({
  date_from: blankAsAbsent(ZDateOnly.optional().describe("First day included (IST), yyyy-MM-dd.")),
  date_to: blankAsAbsent(ZDateOnly.optional().describe("Last day included (IST), yyyy-MM-dd.")),
  state: blankAsAbsent(ZHomeState.optional().describe("The asking user's home state (their settings).")),
  language: blankAsAbsent(ZLanguage.optional().describe("The script the question was written in.")),
  status: blankAsAbsent(z.enum(GAP_STATUSES).default("open")),
});
export type TGapQuery = z.infer<typeof ZGapQuery>;
export type TGapQueryInput = z.input<typeof ZGapQuery>;

export const ZGapQuestion = z.object({
  question_id: ZUuid,
  /** The answer it got (feedback and the approved answer's "written from" point at it). */
  answer_id: ZUuid.nullable(),
  conversation_id: ZUuid,
  text: z.string(),
  language: ZLanguage,
  channel: z.string(),
  asked_at: ZIsoDateTime,
  reasons: z.array(ZGapReason),
});
export type TGapQuestion = z.infer<typeof ZGapQuestion>;

export const ZGapGroup = z.object({
  key: z.string().describe("The group's concept key (its question's sorted search tokens): mark it handled by this."),
  question: z.string().describe("The group's first question, as asked."),
  count: z.number().int().positive(),
  languages: z.array(z.object({ language: ZLanguage, count: z.number().int() })),
  channels: z.array(z.string()),
  reasons: z.array(z.object({ reason: ZGapReason, count: z.number().int() })),
  first_seen: ZIsoDateTime,
  last_seen: ZIsoDateTime,
  handled_at: ZIsoDateTime.nullable(),
  approved_answer_id: ZUuid.nullable(),
  questions: z.array(ZGapQuestion).describe("Newest first, at most 10."),
});
export type TGapGroup = z.infer<typeof ZGapGroup>;

/** Groups in one answer: the most asked; the rest are counted in total_groups. */
export const GAP_GROUPS_MAX = 100;

export const ZGapListResponse = z.object({
  groups: z.array(ZGapGroup).describe(`Most asked first, at most ${GAP_GROUPS_MAX}.`),
  total_groups: z.number().int().nonnegative(),
  total_questions: z.number().int().nonnegative(),
});
export type TGapListResponse = z.infer<typeof ZGapListResponse>;

/** PUT /admin/gaps/handled */
export const ZGapHandledRequest = z.object({ key: z.string().min(1).max(1000), handled: z.boolean() });
export type TGapHandledRequest = z.infer<typeof ZGapHandledRequest>;

const ZOfficialUrl = z.url({ protocol: /^https?$/ }).max(2000);

/** POST /admin/approved-answers and PUT /admin/approved-answers/:id */
export const ZApprovedAnswerInput = z
  .object({
    question: z.string().trim().min(3).max(1000),
    answer_hindi: z.string().trim().min(1).max(4000),
    answer_hinglish: z.string().trim().min(1).max(4000),
    source_passage_id: ZUuid.nullish().describe("A knowledge-base passage the answer rests on."),
    source_url: ZOfficialUrl.nullish().describe("An official page the answer rests on."),
    expires_on: ZDateOnly.nullish().describe("Last day (IST) it is served; absent: no expiry."),
    phrasings: z
      .array(z.string().max(1000))
      .max(100)
      .optional()
      .describe("Other wordings it answers (a gap group's questions); the question itself always is one."),
    gap_key: z.string().max(1000).optional().describe("The gap group it was written from: marked handled."),
  })
  .refine((a) => Boolean(a.source_passage_id || a.source_url), {
    message: "a source is required: a passage or an official URL",
    path: ["source_url"],
  });
export type TApprovedAnswerInput = z.infer<typeof ZApprovedAnswerInput>;

export const ZApprovedAnswer = z.object({
  id: ZUuid,
  question: z.string(),
  answer_hindi: z.string(),
  answer_hinglish: z.string(),
  source_passage_id: ZUuid.nullable(),
  source_title: z.string().nullable(),
  source_url: z.string().nullable(),
  source_snippet: z.string().nullable(),
  phrasings: z.array(z.string()),
  version: z.number().int().positive(),
  approved_at: ZIsoDateTime,
  expires_at: ZIsoDateTime.nullable(),
  retired_at: ZIsoDateTime.nullable(),
  created_by: z.string(),
  active: z.boolean().describe("Served now: not retired and not expired."),
});
export type TApprovedAnswer = z.infer<typeof ZApprovedAnswer>;

export const ZApprovedAnswerList = z.object({ answers: z.array(ZApprovedAnswer) });
export type TApprovedAnswerList = z.infer<typeof ZApprovedAnswerList>;

export const ZApprovedAnswerVersion = z.object({
  version: z.number().int(),
  action: z.enum(["created", "edited", "retired", "restored"]),
  edited_by: z.string(),
  at: ZIsoDateTime,
  answer_hindi: z.string(),
  answer_hinglish: z.string(),
  question: z.string(),
});
export const ZApprovedAnswerHistory = z.object({ versions: z.array(ZApprovedAnswerVersion) });
export type TApprovedAnswerHistory = z.infer<typeof ZApprovedAnswerHistory>;

export const ZApprovedAnswerParams = z.object({ id: ZUuid });
export const ZApprovedAnswerRetire = z.object({ retired: z.boolean() });

/** POST /admin/approved-answers/romanise: the Hinglish (Roman) form of a Hindi text, to edit. */
export const ZRomaniseRequest = z.object({ text: z.string().max(4000) });
export const ZRomaniseResponse = z.object({ text: z.string() });

/** One finding of a check after a knowledge-base change. */

/** GET /admin/checks: the checks run after knowledge-base changes, newest first. */
export const ZKnowledgeCheck = z.object({
  id: ZUuid,
  trigger: z.string(),
  job_id: ZUuid.nullable(),
  status: z.enum(["queued", "running", "done", "error"]),
  checked: z.number().int(),
  lost_source: z.number().int(),
  now_not_found: z.number().int(),
  changed: z.number().int(),
  items: z.array(ZKnowledgeCheckItem),
  created_at: ZIsoDateTime,
  finished_at: ZIsoDateTime.nullable(),
});
export type TKnowledgeCheck = z.infer<typeof ZKnowledgeCheck>;

export const ZKnowledgeCheckList = z.object({ checks: z.array(ZKnowledgeCheck) });
