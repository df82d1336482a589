// /admin/*: one hook makes every route here — the live channel included — admin-only
// (401 without a valid token, 403 for a non-admin). Also runs this instance's ingestion worker.
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { tAdmin, toAdminLanguage } from "@sachiv/content";
import {
  ZAdminStatistics,
  ZConversationExportRequest,
  ZConversationListResponse,
  ZConversationQuery,
  ZErrorResponse,
  ZIngestionResult,
  conversationsExportFileName,
  type TIngestionResult,
} from "@sachiv/contracts";
import type { TConfig } from "../../config.ts";
import { requestLanguage } from "../../lib/language.ts";
import { authOf } from "../../plugins/auth.ts";
import { listConversations } from "./conversations.ts";
import { registerKnowledgeRoutes } from "./knowledge-routes.ts";
import { enqueueDirectory, receiveUpload, type TStartedJob } from "./documents.ts";
import { exportConversationsCsv } from "./export.ts";
import { createJobQueue } from "./jobs.ts";
import { liftQueryToken, registerLiveChannel } from "./live.ts";
import { openNotificationBus, pruneAdminEvents } from "./notifications.ts";
import { istDate } from "./periods.ts";
import { backfillSearchText, ensureSearchIndexes } from "./search-indexes.ts";
import { getStatistics } from "./service.ts";
import { createJobWorker } from "./worker.ts";

const guarded = { 401: ZErrorResponse, 403: ZErrorResponse };

export const adminRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  // onRequest: the token is checked before any body (an upload) is read.
  app.addHook("onRequest", async (request, reply) => {
    liftQueryToken(request);
    await app.requireAdmin(request, reply);
  });

  // Admin clients may POST with a JSON content type and no body (directory ingestion, an
  // export without filters): an empty JSON body means "nothing", not a 400.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  const log = (msg: string, err?: unknown) => (err ? app.log.warn({ err }, msg) : app.log.info(msg));
  const queue = createJobQueue(app.db, { lockSeconds: config.jobs.lockSeconds, maxAttempts: config.jobs.maxAttempts });
  const bus = openNotificationBus(app.database, log);
  const worker = createJobWorker(app.db, queue, bus, {
    pollMs: config.jobs.pollMs,
    lockSeconds: config.jobs.lockSeconds,
    singleProcess: app.database.mode === "embedded",
    log,
    extract: (bytes, fileName, mimeType) => app.parsers.extractKnowledge("admin-ingestion", bytes, fileName, mimeType),
  });
  await ensureSearchIndexes(app.db, log);
  let closing = false;
  let pruner: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    if (config.jobs.worker) worker.start();
    void backfillSearchText(app.db, () => closing).then(
      (n) => n > 0 && log(`admin: romanised ${n} messages for conversation search`),
      (err: unknown) => !closing && log("admin: could not romanise older messages", err),
    );
    pruner = setInterval(() => void pruneAdminEvents(app.database).catch(() => {}), 10 * 60_000).unref();
  });
  app.addHook("preClose", async () => {
    closing = true;
    clearInterval(pruner);
    await worker.stop();
    await bus.close();
  });

  app.get(
    "/admin/statistics",
    { schema: { tags: ["admin"], response: { 200: ZAdminStatistics, ...guarded } } },
    async () => getStatistics(app.db),
  );

  app.get(
    "/admin/conversations",
    {
      schema: {
        tags: ["admin"],
        querystring: ZConversationQuery,
        response: { 200: ZConversationListResponse, ...guarded },
      },
    },
    async (request) => listConversations(app.db, request.query),
  );

  app.post(
    "/admin/conversations/export",
    {
      schema: {
        tags: ["admin"],
        description: "CSV (UTF-8 with BOM), one row per message, newest conversation first.",
        body: ZConversationExportRequest.nullish(),
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const fileName = conversationsExportFileName(istDate(new Date()));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store")
        .send(exportConversationsCsv(app.db, request.body ?? {}));
    },
  );

  function startedResult(
    request: FastifyRequest,
    started: TStartedJob,
    key: "admin.result.uploadStarted" | "admin.result.directoryStarted",
    directory?: string,
  ): TIngestionResult {
    // Wakes the workers of every instance (this one included), so the job starts at once.
    void bus.announceJob().catch((err: unknown) => log("admin: could not announce a job", err));
    return {
      message: tAdmin(key, toAdminLanguage(requestLanguage(request)), { count: started.files.length }),
      status: "started",
      files: started.files,
      ...(directory ? { directory } : {}),
      admin_user: authOf(request).email,
      timestamp: new Date().toISOString(),
      job_id: started.jobId,
    };
  }

  app.post(
    "/admin/documents/upload",
    {
      schema: {
        tags: ["admin"],
        description: `multipart/form-data with the repeated field 'files' (pdf, docx, xlsx, xls, txt, md); all files together at most ADMIN_UPLOAD_MAX_BYTES.`,
        consumes: ["multipart/form-data"],
        response: { 202: ZIngestionResult, 400: ZErrorResponse, 413: ZErrorResponse, 415: ZErrorResponse, ...guarded },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const started = await receiveUpload(
        request,
        queue,
        { userId: auth.userId, email: auth.email },
        config.admin.uploadMaxBytes,
      );
      return reply.status(202).send(startedResult(request, started, "admin.result.uploadStarted"));
    },
  );

  app.post(
    "/admin/documents/ingest",
    {
      schema: {
        tags: ["admin"],
        description: "Ingests every supported file of KNOWLEDGE_DIR as a job.",
        response: { 202: ZIngestionResult, 409: ZErrorResponse, ...guarded },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const dir = config.admin.knowledgeDir;
      const started = await enqueueDirectory(queue, { userId: auth.userId, email: auth.email }, dir);
      return reply.status(202).send(startedResult(request, started, "admin.result.directoryStarted", dir));
    },
  );

  registerKnowledgeRoutes(app, {
    config,
    queue,
    bus,
    log,
    startedResult: (request, started) => startedResult(request, started, "admin.result.uploadStarted"),
  });

  registerLiveChannel(app, bus);
};
