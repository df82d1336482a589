// Knowledge gaps as a service (`app.gaps`): the questions whose answer said "not found" or "not
// stated", got a 👎, or sit in a conversation rated 2 or less, grouped by what they ask across
// Hindi, Hinglish and English (group.ts), with a persisted "handled" mark per group. Computed on
// read from indexed columns (messages by answer status and time, feedback by value and time,
// ratings by value and time), so a question is in the gaps as soon as its answer is saved.
import fp from "fastify-plugin";
import { GAP_GROUPS_MAX, type TGapListResponse, type TGapQuery, type TGapReason } from "@sachiv/contracts";
import { adminCacheVersion } from "../../db/admin-cache-version.ts";
import { Prisma, type TDb } from "../../db/client.ts";
import { userInScopeSql, type TAdminScope } from "../../lib/admin-scope.ts";
import { ApiError } from "../../lib/errors.ts";
import { istDayEnd, istDayStart } from "../../lib/ist-periods.ts";
import { termsOfSearchText } from "../../lib/question-similarity.ts";
import { isMostlyDevanagari } from "../../lib/text/script.ts";
import { groupQuestions, type TFlaggedQuestion } from "./group.ts";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    gaps: TGapsService;
  }
}

/** The newest flagged answers of each kind read per request: a gap list is about recent failures (2,000 took the default view to 100 ms at 20k conversations). */
const PER_SIGNAL = 1000;

type TRow = {
  question_id: string;
  answer_id: string | null;
  conversation_id: string;
  content: string;
  search_text: string | null;
  created_at: Date;
  channel: string;
  reasons: string[];
};

export function createGapsService(db: TDb) {
  async function flagged(q: TGapQuery, scope: TAdminScope): Promise<TFlaggedQuestion[]> {
    const from = q.date_from ? istDayStart(q.date_from) : new Date(0);
    const to = q.date_to ? istDayEnd(q.date_to) : new Date("9999-12-31T00:00:00Z");
    const state = q.state
      ? Prisma.sql`AND EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id AND u.preferences->>'home_state' = ${q.state})`
      : Prisma.empty;
    // A scoped admin's (issue 24) signals are their users' only, chosen before each signal's
    // newest PER_SIGNAL are taken (a district's gaps are not crowded out by the country's).
    const inScope = userInScopeSql(scope, "sc.user_id");
    const answerInScope = inScope
      ? Prisma.sql`AND EXISTS (SELECT 1 FROM conversations sc WHERE sc.id = a.conversation_id AND ${inScope})`
      : Prisma.empty;
    const ratingInScope = userInScopeSql(scope, "r.user_id");
    const rows = await db.$queryRaw<TRow[]>`
      WITH signals AS (
        -- Each status by its (answer_status, created_at) index, newest first, then the newest of
        -- both: an IN list read and sorted all 14,000 such answers (160 ms at 100k).
        (SELECT s.qid, s.aid, s.reason FROM (
            (SELECT a.reply_to_id AS qid, a.id AS aid, a.answer_status AS reason, a.created_at FROM messages a
              WHERE a.answer_status = 'not_found' AND a.created_at >= ${from} AND a.created_at < ${to} ${answerInScope}
              ORDER BY a.created_at DESC LIMIT ${PER_SIGNAL})
            UNION ALL
            (SELECT a.reply_to_id, a.id, a.answer_status, a.created_at FROM messages a
              WHERE a.answer_status = 'not_stated' AND a.created_at >= ${from} AND a.created_at < ${to} ${answerInScope}
              ORDER BY a.created_at DESC LIMIT ${PER_SIGNAL})
          ) s ORDER BY s.created_at DESC LIMIT ${PER_SIGNAL})
        UNION ALL
        (SELECT a.reply_to_id, a.id, 'thumbs_down' FROM message_feedback f JOIN messages a ON a.id = f.message_id
          WHERE f.value = 'down' AND f.created_at >= ${from} AND f.created_at < ${to} ${answerInScope}
          ORDER BY f.created_at DESC LIMIT ${PER_SIGNAL})
        UNION ALL
        -- The newest PER_SIGNAL low ratings first (each conversation has a question, so they hold
        -- the newest PER_SIGNAL questions), then their questions by (conversation_id, created_at):
        -- joining all low ratings' questions before the limit read every message (300+ ms at 100k).
        (SELECT q.id, NULL::uuid, 'low_rating' FROM (
            SELECT r.conversation_id, r.updated_at FROM ratings r
            WHERE r.rating <= 2 AND r.updated_at >= ${from} AND r.updated_at < ${to} ${ratingInScope ? Prisma.sql`AND ${ratingInScope}` : Prisma.empty}
            ORDER BY r.updated_at DESC LIMIT ${PER_SIGNAL}) r
          JOIN messages q ON q.conversation_id = r.conversation_id AND q.role = 'user'
          ORDER BY r.updated_at DESC LIMIT ${PER_SIGNAL})
      ),
      by_question AS (
        SELECT qid, (array_agg(aid) FILTER (WHERE aid IS NOT NULL))[1] AS aid, array_agg(DISTINCT reason) AS reasons
        FROM signals WHERE qid IS NOT NULL GROUP BY qid
      )
      SELECT q.id AS question_id, COALESCE(b.aid, (SELECT a.id FROM messages a WHERE a.reply_to_id = q.id LIMIT 1)) AS answer_id,
        q.conversation_id, q.content, q.search_text, q.created_at, c.channel, b.reasons
      FROM by_question b
      JOIN messages q ON q.id = b.qid
      JOIN conversations c ON c.id = q.conversation_id
      WHERE q.created_at >= ${from} AND q.created_at < ${to} ${state}
      ORDER BY q.created_at DESC, q.id DESC`;
    return rows.flatMap((r) => {
      const language = isMostlyDevanagari(r.content) ? ("hindi" as const) : ("hinglish" as const);
      if (q.language && q.language !== language) return [];
      return [
        {
          question_id: r.question_id,
          answer_id: r.answer_id,
          conversation_id: r.conversation_id,
          text: r.content,
          language,
          channel: r.channel,
          asked_at: r.created_at.toISOString(),
          reasons: r.reasons as TGapReason[],
          terms: termsOfSearchText(r.search_text),
        },
      ];
    });
  }

  // Gap lists by query and scope, each under the "knowledge_gaps" admin cache counter it was
  // computed at: database triggers raise the counter on every write the lists read
  // (db/admin-cache-version.ts), so a list is served from here only while nothing it shows has changed — on
  // any replica, as each reads the counter (one row by key) before it answers. The counter is read
  // before the list is computed, so a list never sits under a counter older than its data.
  const cache = new Map<string, { version: bigint; response: TGapListResponse }>();
  const CACHED_LISTS = 64;
  const version = () => adminCacheVersion(db, "knowledge_gaps");

  async function compute(q: TGapQuery, scope: TAdminScope): Promise<TGapListResponse> {
    const [questions, states] = await Promise.all([flagged(q, scope), db.knowledgeGapState.findMany()]);
    const handled = states.map((s) => ({
      terms: s.key.split(" "),
      handledAt: s.handledAt,
      approvedAnswerId: s.approvedAnswerId,
    }));
    const groups = groupQuestions(questions, handled).filter(
      (g) => q.status === "all" || (q.status === "handled") === (g.handledAt !== null),
    );
    return {
      // The most asked only: thousands of one-off questions would make a page nobody reads.
      groups: groups
        .slice(0, GAP_GROUPS_MAX)
        .map(({ handledAt, ...g }) => ({ ...g, handled_at: handledAt?.toISOString() ?? null })),
      total_groups: groups.length,
      total_questions: groups.reduce((n, g) => n + g.count, 0),
    };
  }

  return {
    /** The gap groups; a scoped admin's (issue 24) from their users' questions only. */
    async list(q: TGapQuery, scope: TAdminScope = null): Promise<TGapListResponse> {
      const at = await version();
      if (at === null) return compute(q, scope);
      const key = JSON.stringify([q, scope]);
      const hit = cache.get(key);
      if (hit && hit.version === at) {
        cache.delete(key); // most recently used last
        cache.set(key, hit);
        return hit.response;
      }
      const response = await compute(q, scope);
      cache.delete(key);
      cache.set(key, { version: at, response });
      if (cache.size > CACHED_LISTS) cache.delete(cache.keys().next().value!);
      return response;
    },

    /** Whether a group of this key holds a question of the scope's users (any status, any date): a scoped admin may mark only those. */
    async assertInScope(key: string, scope: TAdminScope) {
      if (!scope) return;
      const groups = groupQuestions(await flagged({ status: "all" }, scope), []);
      if (!groups.some((g) => g.key === key)) throw new ApiError("GAP_NOT_IN_SCOPE");
    },

    /** Marks a group handled (or open again), by its key; `approvedAnswerId` when an answer was written for it. */
    async setHandled(key: string, handled: boolean, adminEmail: string, approvedAnswerId: string | null = null) {
      if (!handled) {
        await db.knowledgeGapState.deleteMany({ where: { key } });
        return;
      }
      const data = { handledAt: new Date(), handledBy: adminEmail, ...(approvedAnswerId ? { approvedAnswerId } : {}) };
      await db.knowledgeGapState.upsert({ where: { key }, create: { key, ...data }, update: data });
    },
  };
}

export type TGapsService = ReturnType<typeof createGapsService>;

export default fp(
  async (app) => {
    app.decorate("gaps", createGapsService(app.db));
  },
  { name: "gaps", dependencies: ["database"] },
);
