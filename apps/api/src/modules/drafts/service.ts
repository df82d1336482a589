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
} from "@sachiv/contracts";
import { fillDraft, getDraftTemplate } from "@sachiv/content";
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

/** The document of a draft, always in Hindi (Devanagari): the Hinglish text is only a preview. */
export async function draftFile(draft: TDraftInput, format: TDraftFormat): Promise<TDraftFile> {
  const filled = fillDraft(draft.template_id, draft.profile, draft.values, "hindi");
  const meta = { title: draft.title };
  const bytes = format === "pdf" ? await renderDraftPdf(filled, meta) : await renderDraftDocx(filled, meta);
  return { bytes, contentType: CONTENT_TYPES[format], fileName: `${draft.template_id.replace(/_/g, "-")}.${format}` };
}

export function createDraftsService(db: TDb) {
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
      return draftFile(present(await own(userId, id)), format);
    },
    fileOf: draftFile,
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
