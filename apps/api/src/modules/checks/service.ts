// The check after every knowledge-base change (issue 24) as a service (`app.checks`): each
// ingestion job that changed something, each deletion and each supersede queues a check, run in
// the background on the instance that made the change. It looks at every current approved
// answer's source passage (gone or superseded: "lost its source") and answers again a fixed
// sample of recently well-rated questions, comparing with the answer they had: "now not found",
// or its key sentence changed. The admins read the results (GET /admin/checks).
import fp from "fastify-plugin";
import { tAdminTab, type TAdminLanguage } from "@sachiv/content";
import type { TJobCheck, TKnowledgeCheck, TKnowledgeCheckItem, TLanguage } from "@sachiv/contracts";
import type { KnowledgeCheck, TDb } from "../../db/client.ts";
import type { TChatService } from "../chat/service.ts";
import type { TKnowledgeService } from "../knowledge/service.ts";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    checks: TChecksService;
  }
}

/** Recently well-rated questions answered again by each check. */
export const CHECK_SAMPLE = 20;
const KEY_MAX = 200;

/**
 * An answer's key sentence: its first line of text that is not a label ("Document mein likha hai:"),
 * without markdown, cut short.
 */
export function keySentence(answer: string): string {
  const lines = answer
    .split("\n")
    .map((l) =>
      l
        .replace(/[*_`#>]/g, "")
        .replace(/^\s*[-•]\s*/, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((l) => l.length > 0);
  const line = lines.find((l) => !l.endsWith(":")) ?? lines[0];
  return (line ?? "").slice(0, KEY_MAX);
}

type TLog = (msg: string, err?: unknown) => void;

function present(r: KnowledgeCheck): TKnowledgeCheck {
  return {
    id: r.id,
    trigger: r.trigger,
    job_id: r.jobId,
    status: r.status as TKnowledgeCheck["status"],
    checked: r.checked,
    lost_source: r.lostSource,
    now_not_found: r.nowNotFound,
    changed: r.changed,
    items: r.items as TKnowledgeCheckItem[],
    created_at: r.createdAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
  };
}

/** What a check found, in one sentence of the admin's language (the overview's wording). */
export function checkSummary(
  c: Pick<TKnowledgeCheck, "status" | "checked" | "lost_source" | "now_not_found" | "changed">,
  language: TAdminLanguage,
): string {
  if (c.status === "error") return tAdminTab("admin.checks.failed", language);
  if (c.status !== "done") return tAdminTab("admin.checks.running", language);
  return tAdminTab("admin.checks.summary", language, {
    checked: c.checked,
    lost: c.lost_source,
    notFound: c.now_not_found,
    changed: c.changed,
  });
}

export function createChecksService(db: TDb, knowledge: TKnowledgeService, chat: TChatService, log: TLog) {
  const running = new Set<Promise<void>>();

  async function lostSources(): Promise<TKnowledgeCheckItem[]> {
    const approved = await db.approvedAnswer.findMany({
      where: {
        retiredAt: null,
        sourceChunkId: { not: null },
        OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }],
      },
      select: { id: true, question: true, sourceChunkId: true },
    });
    const items: TKnowledgeCheckItem[] = [];
    for (const a of approved) {
      const found = await knowledge.getPassage(a.sourceChunkId!).then(
        () => true,
        () => false,
      );
      if (!found) items.push({ kind: "lost_source", question: a.question, approved_answer_id: a.id });
    }
    return items;
  }

  async function answeredAgain(): Promise<{ checked: number; items: TKnowledgeCheckItem[] }> {
    // The first question of the newest conversations rated 4 or 5, with the answer it had.
    const sample = await db.$queryRaw<
      { conversation_id: string; language: string; question: string; answer: string | null; status: string | null }[]
    >`
      SELECT c.id AS conversation_id, c.language, q.content AS question, a.content AS answer, a.answer_status AS status
      FROM (SELECT conversation_id FROM ratings WHERE rating >= 4 ORDER BY updated_at DESC LIMIT ${CHECK_SAMPLE}) r
      JOIN conversations c ON c.id = r.conversation_id
      JOIN LATERAL (SELECT id, content FROM messages WHERE conversation_id = c.id AND role = 'user'
        ORDER BY created_at, id LIMIT 1) q ON true
      LEFT JOIN LATERAL (SELECT content, answer_status FROM messages WHERE reply_to_id = q.id LIMIT 1) a ON true`;
    const items: TKnowledgeCheckItem[] = [];
    for (const s of sample) {
      if (!s.answer) continue;
      const language: TLanguage = s.language === "hindi" ? "hindi" : "hinglish";
      const now = await chat.rehearse(s.question, language);
      const before = keySentence(s.answer);
      const after = keySentence(now.text);
      const base = { question: s.question, conversation_id: s.conversation_id, before, after };
      if (
        s.status !== "not_found" &&
        s.status !== "not_stated" &&
        (now.status === "not_found" || now.status === "not_stated")
      )
        items.push({ kind: "now_not_found", ...base });
      else if (before !== after) items.push({ kind: "changed", ...base });
    }
    return { checked: sample.length, items };
  }

  async function run(id: string): Promise<void> {
    await db.knowledgeCheck.update({ where: { id }, data: { status: "running" } });
    try {
      const lost = await lostSources();
      const again = await answeredAgain();
      const items = [...lost, ...again.items];
      const count = (kind: TKnowledgeCheckItem["kind"]) => items.filter((i) => i.kind === kind).length;
      await db.knowledgeCheck.update({
        where: { id },
        data: {
          status: "done",
          checked:
            again.checked +
            (await db.approvedAnswer.count({ where: { retiredAt: null, sourceChunkId: { not: null } } })),
          lostSource: count("lost_source"),
          nowNotFound: count("now_not_found"),
          changed: count("changed"),
          items,
          finishedAt: new Date(),
        },
      });
    } catch (err) {
      log("checks: a check after a knowledge-base change failed", err);
      await db.knowledgeCheck
        .update({ where: { id }, data: { status: "error", error: String(err), finishedAt: new Date() } })
        .catch(() => {});
    }
  }

  return {
    /** Queues a check and runs it in the background; never throws (a failed check is logged). */
    async schedule(trigger: "ingestion" | "delete" | "supersede", ids: { jobId?: string; documentId?: string } = {}) {
      try {
        const check = await db.knowledgeCheck.create({
          data: { trigger, jobId: ids.jobId ?? null, documentId: ids.documentId ?? null },
        });
        const task = run(check.id).finally(() => running.delete(task));
        running.add(task);
      } catch (err) {
        log("checks: could not queue a check", err);
      }
    },

    async list(): Promise<{ checks: TKnowledgeCheck[] }> {
      const rows = await db.knowledgeCheck.findMany({ orderBy: { createdAt: "desc" }, take: 10 });
      return { checks: rows.map(present) };
    },

    /** The newest check each of these ingestion jobs started, with what it found told in `language`. */
    async ofJobs(
      jobIds: string[],
      language: TAdminLanguage,
    ): Promise<Map<string, TJobCheck & { items: TKnowledgeCheckItem[] }>> {
      if (jobIds.length === 0) return new Map();
      const rows = await db.knowledgeCheck.findMany({
        where: { jobId: { in: jobIds } },
        orderBy: { createdAt: "asc" },
      });
      return new Map(
        rows.map((r) => {
          const { trigger: _trigger, job_id: _job, created_at: _created, ...check } = present(r);
          return [r.jobId!, { ...check, summary: checkSummary(check, language) }];
        }),
      );
    },

    /** Waits for the checks running here (shutdown). */
    settle: () => Promise.allSettled([...running]),
  };
}

export type TChecksService = ReturnType<typeof createChecksService>;

export default fp(
  async (app) => {
    const log: TLog = (msg, err) => (err ? app.log.warn({ err }, msg) : app.log.info(msg));
    const service = createChecksService(app.db, app.knowledge, app.chat, log);
    app.decorate("checks", service);
    app.addHook("onClose", async () => {
      await service.settle();
    });
  },
  { name: "checks", dependencies: ["database", "knowledge", "chat"] },
);
