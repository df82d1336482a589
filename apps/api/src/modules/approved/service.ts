// Approved answers as a service (`app.approved`): answers an admin wrote in Hindi (with a Hinglish
// version), resting on a knowledge-base passage or an official URL, served first to the questions
// that match one of their phrasings in either script (lib/question-similarity). Every change is a
// version; a retired or expired answer is no longer served, and the normal answer comes back.
import fp from "fastify-plugin";
import type {
  TApprovedAnswer,
  TApprovedAnswerHistory,
  TApprovedAnswerInput,
  TChatSource,
  TLanguage,
} from "@sachiv/contracts";
import type { TDb } from "../../db/client.ts";
import type { ApprovedAnswer } from "../../db/client.ts";
import { ApiError } from "../../lib/errors.ts";
import { istDayEnd } from "../../lib/ist-periods.ts";
import { SAME_QUESTION, isSameQuestion, questionTerms, similarity } from "../../lib/question-similarity.ts";
import { romaniseHindi } from "../../lib/text/script.ts";
import type { TGapsService } from "../gaps/service.ts";
import type { TKnowledgeService } from "../knowledge/service.ts";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    approved: TApprovedService;
  }
}

/** What the chat serves for a question an approved answer matches. */
export type TApprovedMatch = { id: string; text: string; source: TChatSource; documentId: string | null };

const SNIPPET_MAX = 300;

function present(a: ApprovedAnswer, now = new Date()): TApprovedAnswer {
  return {
    id: a.id,
    question: a.question,
    answer_hindi: a.answerHindi,
    answer_hinglish: a.answerHinglish,
    source_passage_id: a.sourceChunkId,
    source_title: a.sourceTitle,
    source_url: a.sourceUrl,
    source_snippet: a.sourceSnippet,
    phrasings: a.phrasings,
    version: a.version,
    approved_at: a.approvedAt.toISOString(),
    expires_at: a.expiresAt?.toISOString() ?? null,
    retired_at: a.retiredAt?.toISOString() ?? null,
    created_by: a.createdBy,
    active: !a.retiredAt && (!a.expiresAt || a.expiresAt > now),
  };
}

type TSnapshot = { question: string; answer_hindi: string; answer_hinglish: string };

export function createApprovedService(db: TDb, knowledge: TKnowledgeService, gaps: TGapsService) {
  /** The stored fields of an input: its phrasings' tokens and its source as the chat will cite it. */
  async function fieldsOf(input: TApprovedAnswerInput) {
    const wordings = [...new Set([input.question, ...(input.phrasings ?? [])])];
    const phrasings = [...new Set(wordings.map((w) => questionTerms(w).join(" ")).filter(Boolean))];
    const passage = input.source_passage_id ? await knowledge.getPassage(input.source_passage_id) : null;
    const url = input.source_url ?? passage?.source_url ?? null;
    return {
      question: input.question,
      phrasings,
      terms: [...new Set(phrasings.flatMap((p) => p.split(" ")))],
      answerHindi: input.answer_hindi,
      answerHinglish: input.answer_hinglish,
      sourceChunkId: passage?.id ?? null,
      sourceDocumentId: passage?.document_id ?? null,
      sourceTitle: passage?.title ?? (url ? new URL(url).hostname : null),
      sourceUrl: url,
      sourceSnippet: passage ? passage.content.slice(0, SNIPPET_MAX) : null,
      expiresAt: input.expires_on ? istDayEnd(input.expires_on) : null,
    };
  }

  async function find(id: string): Promise<ApprovedAnswer> {
    const found = await db.approvedAnswer.findUnique({ where: { id } });
    if (!found) throw new ApiError("APPROVED_ANSWER_NOT_FOUND");
    return found;
  }

  const snapshot = (a: TSnapshot) => ({
    question: a.question,
    answer_hindi: a.answer_hindi,
    answer_hinglish: a.answer_hinglish,
  });

  return {
    list: async () =>
      (await db.approvedAnswer.findMany({ orderBy: [{ createdAt: "desc" }], take: 500 })).map((a) => present(a)),

    get: async (id: string) => present(await find(id)),

    async create(input: TApprovedAnswerInput, adminEmail: string): Promise<TApprovedAnswer> {
      const fields = await fieldsOf(input);
      const created = await db.$transaction(async (tx) => {
        const a = await tx.approvedAnswer.create({ data: { ...fields, createdBy: adminEmail } });
        await tx.approvedAnswerVersion.create({
          data: {
            approvedAnswerId: a.id,
            version: 1,
            action: "created",
            editedBy: adminEmail,
            snapshot: snapshot(input),
          },
        });
        return a;
      });
      if (input.gap_key) await gaps.setHandled(input.gap_key, true, adminEmail, created.id);
      return present(created);
    },

    async update(id: string, input: TApprovedAnswerInput, adminEmail: string): Promise<TApprovedAnswer> {
      const before = await find(id);
      const fields = await fieldsOf({ ...input, phrasings: [...(input.phrasings ?? []), ...before.phrasings] });
      // A phrasing is stored as tokens: the earlier ones stay (they are tokens already).
      fields.phrasings = [...new Set([...before.phrasings, ...fields.phrasings])].filter(Boolean);
      fields.terms = [...new Set(fields.phrasings.flatMap((p) => p.split(" ")))];
      const updated = await db.$transaction(async (tx) => {
        const a = await tx.approvedAnswer.update({
          where: { id },
          data: { ...fields, version: before.version + 1, approvedAt: new Date() },
        });
        await tx.approvedAnswerVersion.create({
          data: {
            approvedAnswerId: id,
            version: a.version,
            action: "edited",
            editedBy: adminEmail,
            snapshot: snapshot(input),
          },
        });
        return a;
      });
      return present(updated);
    },

    async setRetired(id: string, retired: boolean, adminEmail: string): Promise<TApprovedAnswer> {
      const before = await find(id);
      const updated = await db.$transaction(async (tx) => {
        const a = await tx.approvedAnswer.update({ where: { id }, data: { retiredAt: retired ? new Date() : null } });
        await tx.approvedAnswerVersion.create({
          data: {
            approvedAnswerId: id,
            version: before.version,
            action: retired ? "retired" : "restored",
            editedBy: adminEmail,
            snapshot: snapshot({
              question: before.question,
              answer_hindi: before.answerHindi,
              answer_hinglish: before.answerHinglish,
            }),
          },
        });
        return a;
      });
      return present(updated);
    },

    async history(id: string): Promise<TApprovedAnswerHistory> {
      await find(id);
      const versions = await db.approvedAnswerVersion.findMany({
        where: { approvedAnswerId: id },
        orderBy: [{ createdAt: "desc" }],
      });
      return {
        versions: versions.map((v) => {
          const s = v.snapshot as TSnapshot;
          return {
            version: v.version,
            action: v.action as "created" | "edited" | "retired" | "restored",
            edited_by: v.editedBy,
            at: v.createdAt.toISOString(),
            question: s.question,
            answer_hindi: s.answer_hindi,
            answer_hinglish: s.answer_hinglish,
          };
        }),
      };
    },

    /** Knowledge-base passages for the admin to pick a source from. */
    findPassages: async (query: string) =>
      (await knowledge.search(query, { limit: 8 })).map((h) => ({
        id: h.chunkId,
        title: h.title,
        snippet: h.snippet,
        source_url: h.sourceUrl,
      })),

    /** The Hinglish (Roman) form of a Hindi answer, for the admin to edit. */
    romanise: (text: string) => romaniseHindi(text),

    /**
     * The approved answer for a question, or null: a current one (not retired, not expired)
     * sharing a token with it (GIN index), then the closest phrasing within SAME_QUESTION.
     */
    async match(question: string, language: TLanguage): Promise<TApprovedMatch | null> {
      const terms = questionTerms(question);
      if (terms.length === 0) return null;
      const candidates = await db.$queryRaw<ApprovedAnswerRow[]>`
        SELECT id, phrasings, answer_hindi, answer_hinglish, source_chunk_id, source_document_id, source_title,
          source_url, source_snippet, approved_at
        FROM approved_answers
        WHERE terms && ${terms}::text[] AND retired_at IS NULL AND (expires_at IS NULL OR expires_at > now())
        LIMIT 100`;
      let best: ApprovedAnswerRow | undefined;
      let bestScore = 0;
      for (const c of candidates)
        for (const p of c.phrasings) {
          const tokens = p.split(" ");
          const score = similarity(terms, tokens);
          if (score > bestScore && isSameQuestion(terms, tokens, SAME_QUESTION)) [best, bestScore] = [c, score];
        }
      if (!best) return null;
      return {
        id: best.id,
        text: language === "hindi" ? best.answer_hindi : best.answer_hinglish,
        documentId: best.source_document_id,
        source: {
          title: best.source_title ?? "",
          ...(best.source_url ? { url: best.source_url } : {}),
          snippet: best.source_snippet ?? "",
          ...(best.source_chunk_id ? { passage_id: best.source_chunk_id } : {}),
          approved_at: best.approved_at.toISOString(),
        },
      };
    },
  };
}

type ApprovedAnswerRow = {
  id: string;
  phrasings: string[];
  answer_hindi: string;
  answer_hinglish: string;
  source_chunk_id: string | null;
  source_document_id: string | null;
  source_title: string | null;
  source_url: string | null;
  source_snippet: string | null;
  approved_at: Date;
};

export type TApprovedService = ReturnType<typeof createApprovedService>;

export default fp(
  async (app) => {
    app.decorate("approved", createApprovedService(app.db, app.knowledge, app.gaps));
  },
  { name: "approved", dependencies: ["database", "knowledge", "gaps"] },
);
