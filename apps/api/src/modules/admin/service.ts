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
import type { TDb } from "../../db/client.ts";
import type { TAdminScope } from "../../lib/admin-scope.ts";
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

  return {
    /** The dashboard's figures; a scoped admin's (issue 24) count only their users. */
    async statistics(scope: TAdminScope = null, now = new Date()): Promise<TAdminStatistics> {
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
