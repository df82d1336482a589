// /admin/*: one hook makes every route here — the live channel included — admin-only
// (401 without a valid token, 403 for a non-admin). The work is the admin service's (service.ts);
// the ingestion worker and the notification bus are background.ts.
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
import { istDate } from "../../lib/ist-periods.ts";
import { requestLanguage } from "../../lib/language.ts";
import { FULL_ADMIN_ROUTE, SCOPED_ADMIN_ROUTE, authOf } from "../../plugins/auth.ts";
import { registerKnowledgeRoutes } from "./knowledge-routes.ts";
import { liftQueryToken, registerLiveChannel } from "./live.ts";
import type { TStartedJob } from "./uploads.ts";

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

  app.get(
    "/admin/statistics",
    { config: SCOPED_ADMIN_ROUTE, schema: { tags: ["admin"], response: { 200: ZAdminStatistics, ...guarded } } },
    async (request) => app.admin.statistics(authOf(request).adminScope),
  );

  app.get(
    "/admin/conversations",
    {
      config: SCOPED_ADMIN_ROUTE,
      schema: {
        tags: ["admin"],
        querystring: ZConversationQuery,
        response: { 200: ZConversationListResponse, ...guarded },
      },
    },
    async (request) => app.admin.listConversations(request.query, authOf(request).adminScope),
  );

  app.post(
    "/admin/conversations/export",
    {
      config: SCOPED_ADMIN_ROUTE,
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
        .send(app.admin.exportConversations(request.body ?? {}, authOf(request).adminScope));
    },
  );

  function startedResult(
    request: FastifyRequest,
    started: TStartedJob,
    key: "admin.result.uploadStarted" | "admin.result.directoryStarted",
    directory?: string,
  ): TIngestionResult {
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
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags: ["admin"],
        description: `multipart/form-data with the repeated field 'files' (pdf, docx, xlsx, xls, txt, md); all files together at most ADMIN_UPLOAD_MAX_BYTES.`,
        consumes: ["multipart/form-data"],
        response: { 202: ZIngestionResult, 400: ZErrorResponse, 413: ZErrorResponse, 415: ZErrorResponse, ...guarded },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const started = await app.admin.upload(request, { userId: auth.userId, email: auth.email });
      return reply.status(202).send(startedResult(request, started, "admin.result.uploadStarted"));
    },
  );

  app.post(
    "/admin/documents/ingest",
    {
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags: ["admin"],
        description: "Ingests every supported file of KNOWLEDGE_DIR as a job.",
        response: { 202: ZIngestionResult, 409: ZErrorResponse, ...guarded },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const started = await app.admin.ingestDirectory({ userId: auth.userId, email: auth.email });
      return reply
        .status(202)
        .send(startedResult(request, started, "admin.result.directoryStarted", config.admin.knowledgeDir));
    },
  );

  registerKnowledgeRoutes(app, (request, started) => startedResult(request, started, "admin.result.uploadStarted"));

  registerLiveChannel(app, app.jobs.bus);
};
