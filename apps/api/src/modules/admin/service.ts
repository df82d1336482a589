// The admins' service (`app.admin`): dashboard figures, every user's conversations (through the
// chat service) and their CSV export, feeding the knowledge base as ingestion jobs, the job
// history, and curating knowledge-base documents (through the knowledge service). Every change
// to the knowledge base and every new job is announced to all instances.
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  INSIGHT_DAYS,
  type TAdminStatistics,
  type TConversationQuery,
  type TIngestionJobQuery,
  type TKbDocumentQuery,
} from "@sachiv/contracts";
import type { TAdminLanguage } from "@sachiv/content";
import type { TConfig } from "../../config.ts";
import { adminCacheVersion } from "../../db/admin-cache-version.ts";
import type { TDb } from "../../db/client.ts";
import type { TAdminScope } from "../../lib/admin-scope.ts";
import { ACTIVE_USER_DAYS, startOfIstDay } from "../../lib/ist-periods.ts";
import type { TChatService, TConversationFilters } from "../chat/service.ts";
import type { TChecksService } from "../checks/service.ts";
import type { TFeedbackService } from "../feedback/service.ts";
import type { TKnowledgeService } from "../knowledge/service.ts";
import type { TUsageService } from "../usage/service.ts";
import type { TUsersService } from "../users/service.ts";
import { exportConversationsCsv } from "./export.ts";
import { getIngestionJob, listIngestionJobs } from "./job-history.ts";
import type { TJobQueue } from "./jobs.ts";
import type { TNotificationBus } from "./notifications.ts";
import { enqueueDirectory, receiveUpload, type TAdminIdentity, type TStartedJob } from "./uploads.ts";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    admin: TAdminService;
  }
}

type TDeps = {
  db: TDb;
  config: TConfig;
  chat: TChatService;
  knowledge: TKnowledgeService;
  users: TUsersService;
  feedback: TFeedbackService;
  featureUsage: TUsageService;
  /** Issue 24: the check after every knowledge-base change. */
  checks?: TChecksService;
  jobs: { queue: TJobQueue; bus: TNotificationBus };
  log: (msg: string, err?: unknown) => void;
};

export function createAdminService({
  db,
  config,
  chat,
  knowledge,
  users,
  feedback,
  featureUsage,
  checks,
  jobs,
  log,
}: TDeps) {
  const { queue, bus } = jobs;
  const checksOf = (language: TAdminLanguage) => (ids: string[]) =>
    checks ? checks.ofJobs(ids, language) : Promise.resolve(new Map<string, never>());
  /** Wakes the workers of every instance (this one included), so the job starts at once. */
  const announceJob = (started: TStartedJob) => {
    void bus.announceJob().catch((err: unknown) => log("admin: could not announce a job", err));
    return started;
  };
  /** Every instance forgets its remembered searches. */
  const announceChange = () =>
    void bus
      .announceKnowledgeChange()
      .catch((err: unknown) => log("admin: could not announce a knowledge change", err));

  // Issue 24: the statistics by scope, each under the "admin_statistics" admin cache counter it
  // was computed at and until the first instant time alone could change it. Database triggers
  // raise the counter on every write the figures read (db/admin-cache-version.ts), and every request
  // reads it (one row by key) before it answers, so a new conversation or rating shows at the next
  // request on every replica. The counter is read before the figures are computed, so figures
  // never sit under a counter older than their data.
  const DAY_MS = 24 * 60 * 60 * 1000;
  const statisticsCache = new Map<string, { version: bigint; validUntil: number; response: TAdminStatistics }>();
  const CACHED_STATISTICS = 64;
  const statisticsVersion = () => adminCacheVersion(db, "admin_statistics");
  /**
   * Until when figures computed at `now` stay exact without a write: the next midnight in India
   * ("today" and this week end there), or the moment the oldest row inside a 30-day window leaves
   * it. Every user's rows count (a scope's oldest is never older), so the bound is never late.
   */
  async function statisticsValidUntil(now: Date): Promise<number> {
    const since = new Date(now.getTime() - INSIGHT_DAYS * DAY_MS);
    const activeSince = new Date(now.getTime() - ACTIVE_USER_DAYS * DAY_MS);
    const rows = await db.$queryRaw<{ insight: Date | null; active: Date | null }[]>`
      SELECT LEAST(
          (SELECT min(created_at) FROM conversations WHERE created_at >= ${since}),
          (SELECT min(updated_at) FROM ratings WHERE rating = 1 AND updated_at >= ${since}),
          (SELECT min(updated_at) FROM ratings WHERE rating = 2 AND updated_at >= ${since}),
          (SELECT min(updated_at) FROM ratings WHERE rating = 3 AND updated_at >= ${since}),
          (SELECT min(updated_at) FROM ratings WHERE rating = 4 AND updated_at >= ${since}),
          (SELECT min(updated_at) FROM ratings WHERE rating = 5 AND updated_at >= ${since}),
          (SELECT min(created_at) FROM message_feedback WHERE value = 'up' AND created_at >= ${since}),
          (SELECT min(created_at) FROM message_feedback WHERE value = 'down' AND created_at >= ${since}),
          (SELECT min(created_at) FROM usage_events WHERE created_at >= ${since}),
          (SELECT min(t.m) FROM knowledge_documents d, LATERAL (
            SELECT min(k.created_at) AS m FROM knowledge_citations k WHERE k.document_id = d.id AND k.created_at >= ${since}
          ) t)
        ) AS insight,
        (SELECT min(created_at) FROM conversations WHERE created_at >= ${activeSince}) AS active`;
    const { insight, active } = rows[0] ?? { insight: null, active: null };
    return Math.min(
      startOfIstDay(now).getTime() + DAY_MS,
      insight ? insight.getTime() + INSIGHT_DAYS * DAY_MS : Infinity,
      active ? active.getTime() + ACTIVE_USER_DAYS * DAY_MS : Infinity,
    );
  }
  async function computeStatistics(scope: TAdminScope, now: Date): Promise<TAdminStatistics> {
    const since = new Date(now.getTime() - INSIGHT_DAYS * 24 * 60 * 60 * 1000);
    const [totalUsers, counts, insights, thumbs, cited, usage] = await Promise.all([
      users.count(scope),
      chat.statistics(now, scope),
      chat.insights(since, scope),
      feedback.counts(since, scope),
      knowledge.mostCited(since, 5, scope),
      featureUsage.counts(since, scope),
    ]);
    return {
      total_users: totalUsers,
      active_users: counts.activeUsers,
      total_conversations: counts.total,
      conversations_today: counts.today,
      conversations_this_week: counts.thisWeek,
      insights: {
        ratings: { ...insights.ratings, thumbs_up: thumbs.up, thumbs_down: thumbs.down },
        languages: insights.languages,
        top_documents: cited,
        top_topics: insights.topTopics,
        usage,
      },
    };
  }

  return {
    /**
     * The dashboard's figures; a scoped admin's (issue 24) count only their users. Served from
     * this replica's cache while the "admin_statistics" counter has not moved and no
     * period has moved past a counted row.
     */
    async statistics(scope: TAdminScope = null, now = new Date()): Promise<TAdminStatistics> {
      const at = await statisticsVersion();
      if (at === null) return computeStatistics(scope, now);
      const key = JSON.stringify(scope);
      const hit = statisticsCache.get(key);
      if (hit && hit.version === at && now.getTime() < hit.validUntil) return hit.response;
      const [response, validUntil] = await Promise.all([computeStatistics(scope, now), statisticsValidUntil(now)]);
      statisticsCache.delete(key);
      statisticsCache.set(key, { version: at, validUntil, response });
      if (statisticsCache.size > CACHED_STATISTICS) statisticsCache.delete(statisticsCache.keys().next().value!);
      return response;
    },
    listConversations: (query: TConversationQuery, scope: TAdminScope = null) =>
      chat.listConversations({ ...query, scope }),
    exportConversations: (filters: TConversationFilters, scope: TAdminScope = null) =>
      exportConversationsCsv(chat.walkConversations, { ...filters, scope }),

    /** An upload of files (multipart) as a new job; `replaces` makes it a new version of that document. */
    async upload(request: FastifyRequest, admin: TAdminIdentity, replaces?: string) {
      if (replaces) await knowledge.assertDocument(replaces);
      return announceJob(await receiveUpload(request, queue, admin, config.admin.uploadMaxBytes, replaces));
    },
    /** Every supported file of KNOWLEDGE_DIR as a new job. */
    ingestDirectory: async (admin: TAdminIdentity) =>
      announceJob(await enqueueDirectory(queue, admin, config.admin.knowledgeDir)),
    /** Jobs with the check each one's change started (issue 24), told in `language`. */
    listJobs: (query: TIngestionJobQuery, language: TAdminLanguage) => listIngestionJobs(db, query, checksOf(language)),
    getJob: (id: string, language: TAdminLanguage) => getIngestionJob(db, id, checksOf(language)),

    listKbDocuments: (query: TKbDocumentQuery) => knowledge.listDocuments(query),
    async removeKbDocument(id: string) {
      const removed = await knowledge.removeDocument(id);
      announceChange();
      void checks?.schedule("delete", { documentId: id });
      return removed;
    },
    async supersedeKbDocument(id: string, superseded: boolean, supersededBy: string | null) {
      const document = await knowledge.supersedeDocument(id, superseded, supersededBy);
      announceChange();
      void checks?.schedule("supersede", { documentId: id });
      return document;
    },
  };
}

export type TAdminService = ReturnType<typeof createAdminService>;

export default fp<{ config: TConfig }>(
  async (app, { config }) => {
    const log = (msg: string, err?: unknown) => (err ? app.log.warn({ err }, msg) : app.log.info(msg));
    app.decorate(
      "admin",
      createAdminService({
        db: app.db,
        config,
        chat: app.chat,
        knowledge: app.knowledge,
        users: app.users,
        feedback: app.feedback,
        featureUsage: app.usage,
        ...(app.hasDecorator("checks") ? { checks: app.checks } : {}),
        jobs: app.jobs,
        log,
      }),
    );
  },
  { name: "admin", dependencies: ["database", "chat", "knowledge", "users", "feedback", "usage", "jobs"] },
);
