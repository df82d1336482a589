// Paperwork drafts (issue 27): the village profile that fills a draft's fixed fields, and the
// drafts a user keeps in their account. The templates themselves are content (@sachiv/content).
import * as z from "zod";
import { ZIsoDateTime } from "./common.ts";
import { HOME_STATE_IDS } from "./constants.ts";
import { DRAFT_TEMPLATE_IDS, HEAD_TITLES } from "./drafts-constants.ts";

export const ZDraftTemplateId = z.enum(DRAFT_TEMPLATE_IDS);
export type TDraftTemplateId = z.infer<typeof ZDraftTemplateId>;

export const ZHeadTitle = z.enum(HEAD_TITLES);
export type THeadTitle = z.infer<typeof ZHeadTitle>;

export const DRAFT_TEXT_MAX = 200;
export const DRAFT_LONG_TEXT_MAX = 4000;
export const DRAFT_LIST_MAX = 30;

const ZShortText = z.string().trim().max(DRAFT_TEXT_MAX);

/** GET/PUT /users/me/village: the fixed facts of the user's panchayat. Empty strings mean "not filled". */
export const ZVillageProfile = z.object({
  state: z.enum(HOME_STATE_IDS).nullable(),
  district: ZShortText,
  block: ZShortText,
  panchayat: ZShortText,
  head_name: ZShortText,
  head_title: ZHeadTitle.nullable(),
  secretary_name: ZShortText,
  gram_sabha_venue: ZShortText,
});
export type TVillageProfile = z.infer<typeof ZVillageProfile>;
export const ZUpdateVillageProfileRequest = ZVillageProfile.strict();

/** A draft's filled values: text fields are strings, lists (agenda) are arrays of strings. */
export const ZDraftValues = z.record(
  z.string().max(60),
  z.union([z.string().max(DRAFT_LONG_TEXT_MAX), z.array(ZShortText.min(1)).max(DRAFT_LIST_MAX), z.boolean()]),
);
export type TDraftValues = z.infer<typeof ZDraftValues>;

export const ZDraftInput = z
  .object({
    template_id: ZDraftTemplateId,
    title: ZShortText.min(1),
    /** The profile as used by this draft (edited per draft without changing the saved profile). */
    profile: ZVillageProfile,
    values: ZDraftValues,
  })
  .strict();
export type TDraftInput = z.infer<typeof ZDraftInput>;

export const ZDraft = ZDraftInput.extend({
  id: z.uuid(),
  created_at: ZIsoDateTime,
  updated_at: ZIsoDateTime,
});
export type TDraft = z.infer<typeof ZDraft>;

export const ZDraftSummary = ZDraft.pick({ id: true, template_id: true, title: true, updated_at: true });
export type TDraftSummary = z.infer<typeof ZDraftSummary>;
export const ZDraftList = z.object({ drafts: z.array(ZDraftSummary) });
export type TDraftList = z.infer<typeof ZDraftList>;

export const ZDraftIdParams = z.object({ id: z.uuid() });
export const DRAFT_FORMATS = ["pdf", "docx"] as const;
export const ZDraftFormat = z.enum(DRAFT_FORMATS);
export type TDraftFormat = z.infer<typeof ZDraftFormat>;
export const ZDraftFileQuery = z.object({ format: ZDraftFormat });
/** POST /drafts/file: a file of a draft not (yet) saved — the form as it stands. */
export const ZDraftFileRequest = z.object({ format: ZDraftFormat, draft: ZDraftInput }).strict();

/** A text of a template in both languages: Hindi (Devanagari) for the document, Hinglish for its preview. */
const ZTemplateText = (max: number) =>
  z.object({ hindi: z.string().trim().min(1).max(max), hinglish: z.string().trim().min(1).max(max) }).strict();

/** One block of a template's body, as in @sachiv/content's TDraftBlock. */
export const ZDraftTemplateBlock = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("title"), text: ZTemplateText(200) }).strict(),
  z
    .object({
      kind: z.literal("para"),
      text: ZTemplateText(DRAFT_LONG_TEXT_MAX),
      align: z.enum(["left", "right", "center"]).optional(),
      when: z.string().max(60).optional(),
    })
    .strict(),
  z.object({ kind: z.literal("list"), field: z.string().max(60), empty: ZTemplateText(200) }).strict(),
  z
    .object({
      kind: z.literal("table"),
      columns: z.array(ZTemplateText(60)).min(1).max(8),
      rows: z.number().int().min(1).max(60),
    })
    .strict(),
  z.object({ kind: z.literal("signature"), lines: z.array(ZTemplateText(400)).min(1).max(4) }).strict(),
]);
export type TDraftTemplateBlock = z.infer<typeof ZDraftTemplateBlock>;

/** PUT /admin/draft-templates/{state}/{template_id}: a state's own wording of a template. */
export const ZDraftTemplateOverrideInput = z
  .object({
    title: ZTemplateText(200),
    description: ZTemplateText(400),
    body: z.array(ZDraftTemplateBlock).min(1).max(60),
  })
  .strict();
export type TDraftTemplateOverrideInput = z.infer<typeof ZDraftTemplateOverrideInput>;

export const ZDraftTemplateOverrideParams = z.object({
  state: z.enum(HOME_STATE_IDS),
  template_id: ZDraftTemplateId,
});

export const ZDraftTemplateOverride = ZDraftTemplateOverrideInput.extend({
  state: z.enum(HOME_STATE_IDS),
  template_id: ZDraftTemplateId,
  updated_by: z.string(),
  updated_at: ZIsoDateTime,
});
export type TDraftTemplateOverride = z.infer<typeof ZDraftTemplateOverride>;

/** GET /drafts/templates (any user) and GET /admin/draft-templates: every state's own templates. */
export const ZDraftTemplateOverrideList = z.object({ overrides: z.array(ZDraftTemplateOverride) });
export type TDraftTemplateOverrideList = z.infer<typeof ZDraftTemplateOverrideList>;
