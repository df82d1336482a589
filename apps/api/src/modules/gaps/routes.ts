// /admin/gaps (issue 24): the knowledge gaps, and marking a group handled. Admin-only (one hook).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorResponse, ZGapHandledRequest, ZGapListResponse, ZGapQuery, ZSuccessMessage } from "@sachiv/contracts";
import { authOf } from "../../plugins/auth.ts";

const guarded = { 401: ZErrorResponse, 403: ZErrorResponse };
const tags = ["admin"];

export const gapRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: 401 without a valid token, 403 for a non-admin, before any body is read.
  app.addHook("onRequest", async (request, reply) => {
    await app.requireAdmin(request, reply);
  });
  app.get(
    "/admin/gaps",
    {
      schema: {
        tags,
        description:
          'Questions answered "not found" / "not stated", rated 👎, or in a conversation rated ≤ 2, grouped by what they ask.',
        querystring: ZGapQuery,
        response: { 200: ZGapListResponse, ...guarded },
      },
    },
    async (request) => app.gaps.list(request.query),
  );

  app.put(
    "/admin/gaps/handled",
    { schema: { tags, body: ZGapHandledRequest, response: { 200: ZSuccessMessage, ...guarded } } },
    async (request) => {
      await app.gaps.setHandled(request.body.key, request.body.handled, authOf(request).email);
      return { success: true, message: "ok" };
    },
  );
};
