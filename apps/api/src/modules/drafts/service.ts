// The drafts service (`app.drafts`): a user's own paperwork drafts (list, read, save, delete) and
// their files (DOCX, PDF) drawn from the template content on demand. Another user's draft is "not
// found", never "forbidden", so ids cannot be probed.
import fp from "fastify-plugin";
import {
  ZDraftValues,
  ZVillageProfile,
  EMPTY_VILLAGE_PROFILE,
  type TDraft,
  type TDraftFormat,
  type TDraftInput,
  type TDraftList,
  type TDraftTemplateId,
  type TDraftTemplateOverride,
  type TDraftTemplateOverrideInput,
  type THomeState,
  ZDraftTemplateOverrideInput,
} from "@sachiv/contracts";
import { checkTemplateOverride, fillDraft, getDraftTemplate, type TTemplateProblem } from "@sachiv/content";
import type { TDb } from "../../db/client.ts";
import { ApiError } from "../../lib/errors.ts";
import { renderDraftDocx } from "./render-docx.ts";
import { renderDraftPdf } from "./render-pdf.ts";

type TDraftRow = {
  id: string;
  templateId: string;
  title: string;
  profile: unknown;
  values: unknown;
  createdAt: Date;
  updatedAt: Date;
};

function present(row: TDraftRow): TDraft {
  const profile = ZVillageProfile.safeParse(row.profile);
  const values = ZDraftValues.safeParse(row.values);
  return {
    id: row.id,
    template_id: row.templateId as TDraftTemplateId,
    title: row.title,
    profile: profile.success ? profile.data : EMPTY_VILLAGE_PROFILE,
    values: values.success ? values.data : {},
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type TDraftFile = { bytes: Buffer; contentType: string; fileName: string };

const CONTENT_TYPES: Record<TDraftFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The document of a draft, always in Hindi (Devanagari): the Hinglish text is only a preview;
 * in the state's own wording when an admin gave one. */
export async function draftFile(
  draft: TDraftInput,
  format: TDraftFormat,
  override?: TDraftTemplateOverrideInput | null,
): Promise<TDraftFile> {
  const filled = fillDraft(draft.template_id, draft.profile, draft.values, "hindi", override);
  const meta = { title: draft.title };
  const bytes = format === "pdf" ? await renderDraftPdf(filled, meta) : await renderDraftDocx(filled, meta);
  return { bytes, contentType: CONTENT_TYPES[format], fileName: `${draft.template_id.replace(/_/g, "-")}.${format}` };
}

type TOverrideRow = {
  state: string;
  templateId: string;
  title: unknown;
  description: unknown;
  body: unknown;
  updatedBy: string;
  updatedAt: Date;
};

/** A stored override as the API gives it; one that no longer parses (a contract change) is left out. */
function presentOverride(row: TOverrideRow): TDraftTemplateOverride | null {
  const parsed = ZDraftTemplateOverrideInput.safeParse({
    title: row.title,
    description: row.description,
    body: row.body,
  });
  if (!parsed.success) return null;
  return {
    ...parsed.data,
    state: row.state as THomeState,
    template_id: row.templateId as TDraftTemplateId,
    updated_by: row.updatedBy,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** An admin's template refused, with what is wrong (each in both languages). */
export class TemplateProblems extends Error {
  constructor(readonly problems: TTemplateProblem[]) {
    super("draft template invalid");
  }
}

export function createDraftsService(db: TDb) {
  const overrideOf = async (state: THomeState | null, templateId: TDraftTemplateId) => {
    if (!state) return null;
    const row = await db.draftTemplateOverride.findUnique({ where: { state_templateId: { state, templateId } } });
    return row ? presentOverride(row) : null;
  };
  const own = async (userId: string, id: string) => {
    const row = await db.draft.findFirst({ where: { id, userId } });
    if (!row) throw new ApiError("DRAFT_NOT_FOUND");
    return row;
  };
  const data = (input: TDraftInput) => ({
    templateId: input.template_id,
    templateVersion: getDraftTemplate(input.template_id).version,
    title: input.title,
    profile: input.profile,
    values: input.values,
  });
  return {
    async list(userId: string): Promise<TDraftList> {
      const rows = await db.draft.findMany({
        where: { userId },
        orderBy: { updatedAt: "desc" },
        take: 200,
        select: { id: true, templateId: true, title: true, updatedAt: true },
      });
      return {
        drafts: rows.map((r) => ({
          id: r.id,
          template_id: r.templateId as TDraftTemplateId,
          title: r.title,
          updated_at: r.updatedAt.toISOString(),
        })),
      };
    },
    get: async (userId: string, id: string) => present(await own(userId, id)),
    create: async (userId: string, input: TDraftInput) =>
      present(await db.draft.create({ data: { ...data(input), userId } })),
    async update(userId: string, id: string, input: TDraftInput) {
      await own(userId, id);
      return present(await db.draft.update({ where: { id }, data: data(input) }));
    },
    async remove(userId: string, id: string) {
      const { count } = await db.draft.deleteMany({ where: { id, userId } });
      if (count === 0) throw new ApiError("DRAFT_NOT_FOUND");
    },
    async file(userId: string, id: string, format: TDraftFormat) {
      const draft = present(await own(userId, id));
      return draftFile(draft, format, await overrideOf(draft.profile.state, draft.template_id));
    },
    fileOf: async (draft: TDraftInput, format: TDraftFormat) =>
      draftFile(draft, format, await overrideOf(draft.profile.state, draft.template_id)),
    /** Every state's own templates (admins write them; every user's drafts use them). */
    async overrides(): Promise<TDraftTemplateOverride[]> {
      const rows = await db.draftTemplateOverride.findMany({ orderBy: [{ state: "asc" }, { templateId: "asc" }] });
      return rows.map(presentOverride).filter((o): o is TDraftTemplateOverride => o !== null);
    },
    async saveOverride(
      state: THomeState,
      templateId: TDraftTemplateId,
      input: TDraftTemplateOverrideInput,
      by: string,
    ): Promise<TDraftTemplateOverride> {
      const problems = checkTemplateOverride(templateId, input);
      if (problems.length > 0) throw new TemplateProblems(problems);
      const data = { title: input.title, description: input.description, body: input.body, updatedBy: by };
      const row = await db.draftTemplateOverride.upsert({
        where: { state_templateId: { state, templateId } },
        create: { state, templateId, ...data },
        update: data,
      });
      return presentOverride(row)!;
    },
    async removeOverride(state: THomeState, templateId: TDraftTemplateId) {
      const { count } = await db.draftTemplateOverride.deleteMany({ where: { state, templateId } });
      if (count === 0) throw new ApiError("NOT_FOUND");
    },
  };
}

export type TDraftsService = ReturnType<typeof createDraftsService>;

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    drafts: TDraftsService;
  }
}

export default fp(
  async (app) => {
    app.decorate("drafts", createDraftsService(app.db));
  },
  { name: "drafts", dependencies: ["database"] },
);
