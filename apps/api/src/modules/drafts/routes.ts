// /drafts: the caller's own paperwork drafts (CRUD) and their files (PDF, DOCX); POST /drafts/file
// draws a file of the form as it stands, saved or not.
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  ZDraft,
  ZDraftFileQuery,
  ZDraftFileRequest,
  ZDraftIdParams,
  ZDraftInput,
  ZDraftList,
  ZDraftTemplateOverrideList,
  ZErrorResponse,
} from "@sachiv/contracts";
import { authOf } from "../../plugins/auth.ts";
import type { TDraftFile } from "./service.ts";

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };

function sendFile(reply: FastifyReply, file: TDraftFile) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .send(file.bytes);
}

export const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  app.get("/drafts", { schema: { tags: ["drafts"], response: { 200: ZDraftList, ...errors } } }, async (req) =>
    app.drafts.list(authOf(req).userId),
  );
  app.get(
    "/drafts/templates",
    {
      schema: {
        tags: ["drafts"],
        description: "Every state's own wording of templates (admins write them); a draft of that state uses it.",
        response: { 200: ZDraftTemplateOverrideList, ...errors },
      },
    },
    async () => ({ overrides: await app.drafts.overrides() }),
  );
  app.post(
    "/drafts",
    { schema: { tags: ["drafts"], body: ZDraftInput, response: { 201: ZDraft, ...errors } } },
    async (req, reply) => reply.code(201).send(await app.drafts.create(authOf(req).userId, req.body)),
  );
  app.get(
    "/drafts/:id",
    { schema: { tags: ["drafts"], params: ZDraftIdParams, response: { 200: ZDraft, ...errors } } },
    async (req) => app.drafts.get(authOf(req).userId, req.params.id),
  );
  app.put(
    "/drafts/:id",
    { schema: { tags: ["drafts"], params: ZDraftIdParams, body: ZDraftInput, response: { 200: ZDraft, ...errors } } },
    async (req) => app.drafts.update(authOf(req).userId, req.params.id, req.body),
  );
  app.delete(
    "/drafts/:id",
    { schema: { tags: ["drafts"], params: ZDraftIdParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await app.drafts.remove(authOf(req).userId, req.params.id);
      return reply.code(204).send(null);
    },
  );
  app.get(
    "/drafts/:id/file",
    { schema: { tags: ["drafts"], params: ZDraftIdParams, querystring: ZDraftFileQuery, response: errors } },
    async (req, reply) => sendFile(reply, await app.drafts.file(authOf(req).userId, req.params.id, req.query.format)),
  );
  app.post(
    "/drafts/file",
    { schema: { tags: ["drafts"], body: ZDraftFileRequest, response: errors } },
    async (req, reply) => sendFile(reply, await app.drafts.fileOf(req.body.draft, req.body.format)),
  );
};
