// /admin/approved-answers (issue 24): write, edit, retire approved answers, their history, the
// Hinglish form of a Hindi answer, and passages to cite. Admin-only (one hook).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  ZApprovedAnswer,
  ZApprovedAnswerHistory,
  ZApprovedAnswerInput,
  ZApprovedAnswerList,
  ZApprovedAnswerParams,
  ZApprovedAnswerRetire,
  ZErrorResponse,
  ZRomaniseRequest,
  ZRomaniseResponse,
} from "@sachiv/contracts";
import { FULL_ADMIN_ROUTE, authOf } from "../../plugins/auth.ts";

const guarded = { 401: ZErrorResponse, 403: ZErrorResponse };
const tags = ["admin"];

const ZPassageQuery = z.object({ q: z.string().trim().min(1).max(200) });
const ZPassageHits = z.object({
  passages: z.array(
    z.object({ id: z.string(), title: z.string(), snippet: z.string(), source_url: z.string().nullable() }),
  ),
});

export const approvedRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: 401 without a valid token, 403 for a non-admin, before any body is read.
  app.addHook("onRequest", async (request, reply) => {
    await app.requireAdmin(request, reply);
  });
  app.get(
    "/admin/approved-answers",
    { config: FULL_ADMIN_ROUTE, schema: { tags, response: { 200: ZApprovedAnswerList, ...guarded } } },
    async () => ({ answers: await app.approved.list() }),
  );

  app.post(
    "/admin/approved-answers",
    {
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags,
        body: ZApprovedAnswerInput,
        response: { 201: ZApprovedAnswer, 400: ZErrorResponse, 404: ZErrorResponse, ...guarded },
      },
    },
    async (request, reply) => reply.status(201).send(await app.approved.create(request.body, authOf(request).email)),
  );

  app.put(
    "/admin/approved-answers/:id",
    {
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags,
        params: ZApprovedAnswerParams,
        body: ZApprovedAnswerInput,
        response: { 200: ZApprovedAnswer, 400: ZErrorResponse, 404: ZErrorResponse, ...guarded },
      },
    },
    async (request) => app.approved.update(request.params.id, request.body, authOf(request).email),
  );

  app.put(
    "/admin/approved-answers/:id/retired",
    {
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags,
        description: "Retire (no longer served) or restore an approved answer.",
        params: ZApprovedAnswerParams,
        body: ZApprovedAnswerRetire,
        response: { 200: ZApprovedAnswer, 404: ZErrorResponse, ...guarded },
      },
    },
    async (request) => app.approved.setRetired(request.params.id, request.body.retired, authOf(request).email),
  );

  app.get(
    "/admin/approved-answers/:id/history",
    {
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags,
        params: ZApprovedAnswerParams,
        response: { 200: ZApprovedAnswerHistory, 404: ZErrorResponse, ...guarded },
      },
    },
    async (request) => app.approved.history(request.params.id),
  );

  app.post(
    "/admin/approved-answers/romanise",
    {
      config: FULL_ADMIN_ROUTE,
      schema: { tags, body: ZRomaniseRequest, response: { 200: ZRomaniseResponse, ...guarded } },
    },
    async (request) => ({ text: app.approved.romanise(request.body.text) }),
  );

  app.get(
    "/admin/approved-answers/passages",
    {
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags,
        description: "Knowledge-base passages to cite as an approved answer's source.",
        querystring: ZPassageQuery,
        response: { 200: ZPassageHits, ...guarded },
      },
    },
    async (request) => ({ passages: await app.approved.findPassages(request.query.q) }),
  );
};
