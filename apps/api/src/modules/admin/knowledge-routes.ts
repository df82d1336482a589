// /admin/knowledge/* and /admin/ingestion/jobs/*: curating the knowledge base (issue 14). Registered
// inside the admin routes plugin, so its admin-only hook covers these too.
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ZErrorResponse,
  ZIngestionJob,
  ZIngestionJobListResponse,
  ZIngestionJobParams,
  ZIngestionJobQuery,
  ZIngestionResult,
  ZKbDeleteResponse,
  ZKbDocument,
  ZKbDocumentListResponse,
  ZKbDocumentParams,
  ZKbDocumentQuery,
  ZKbSupersedeRequest,
  type TIngestionResult,
} from "@sachiv/contracts";
import { toAdminLanguage } from "@sachiv/content";
import { requestLanguage } from "../../lib/language.ts";
import { FULL_ADMIN_ROUTE, authOf } from "../../plugins/auth.ts";
import type { TStartedJob } from "./uploads.ts";

type TApp = Parameters<FastifyPluginAsyncZod>[0];

const guarded = { 401: ZErrorResponse, 403: ZErrorResponse };
const tags = ["admin"];

export function registerKnowledgeRoutes(
  app: TApp,
  startedResult: (request: FastifyRequest, started: TStartedJob) => TIngestionResult,
): void {
  app.get(
    "/admin/knowledge/documents",
    {
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags,
        description: "Knowledge-base documents, newest first, with how often answers cited each in the last 30 days.",
        querystring: ZKbDocumentQuery,
        response: { 200: ZKbDocumentListResponse, ...guarded },
      },
    },
    async (request) => app.admin.listKbDocuments(request.query),
  );

  app.delete(
    "/admin/knowledge/documents/:id",
    {
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags,
        description: "Deletes a document with its passages and vectors; no answer cites it afterwards.",
        params: ZKbDocumentParams,
        response: { 200: ZKbDeleteResponse, 404: ZErrorResponse, ...guarded },
      },
    },
    async (request) => {
      const { passages } = await app.admin.removeKbDocument(request.params.id);
      return { id: request.params.id, deleted: true as const, passages };
    },
  );

  app.patch(
    "/admin/knowledge/documents/:id",
    {
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags,
        description: "Marks a document superseded (answers no longer draw on it) or in use again.",
        params: ZKbDocumentParams,
        body: ZKbSupersedeRequest,
        response: { 200: ZKbDocument, 400: ZErrorResponse, 404: ZErrorResponse, ...guarded },
      },
    },
    async (request) => {
      const { superseded, superseded_by } = request.body;
      return app.admin.supersedeKbDocument(request.params.id, superseded, superseded_by ?? null);
    },
  );

  app.post(
    "/admin/knowledge/documents/:id/replace",
    {
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags,
        description:
          "multipart/form-data with one file in the field 'files': a new version of the document. It is ingested as a job; once stored, the old version is deleted.",
        consumes: ["multipart/form-data"],
        params: ZKbDocumentParams,
        response: {
          202: ZIngestionResult,
          400: ZErrorResponse,
          404: ZErrorResponse,
          413: ZErrorResponse,
          415: ZErrorResponse,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const started = await app.admin.upload(request, { userId: auth.userId, email: auth.email }, request.params.id);
      return reply.status(202).send(startedResult(request, started));
    },
  );

  app.get(
    "/admin/ingestion/jobs",
    {
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags,
        description: "Ingestion jobs, newest first.",
        querystring: ZIngestionJobQuery,
        response: { 200: ZIngestionJobListResponse, ...guarded },
      },
    },
    async (request) => app.admin.listJobs(request.query, toAdminLanguage(requestLanguage(request))),
  );

  app.get(
    "/admin/ingestion/jobs/:id",
    {
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags,
        description: "A job's status with each file's result, for clients that do not use the live channel.",
        params: ZIngestionJobParams,
        response: { 200: ZIngestionJob, 404: ZErrorResponse, ...guarded },
      },
    },
    async (request) => app.admin.getJob(request.params.id, toAdminLanguage(requestLanguage(request))),
  );
}
