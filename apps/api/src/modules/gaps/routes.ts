// /admin/gaps (issue 24): the knowledge gaps, and marking a group handled. Admin-only (one hook).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorResponse, ZGapHandledRequest, ZGapListResponse, ZGapQuery, ZSuccessMessage } from "@sachiv/contracts";
import { SCOPED_ADMIN_ROUTE, authOf } from "../../plugins/auth.ts";

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
      config: SCOPED_ADMIN_ROUTE,
      schema: {
        tags,
        description:
          'Questions answered "not found" / "not stated", rated 👎, or in a conversation rated ≤ 2, grouped by what they ask.',
        querystring: ZGapQuery,
        response: { 200: ZGapListResponse, ...guarded },
      },
    },
    async (request) => app.gaps.list(request.query, authOf(request).adminScope),
  );

  app.put(
    "/admin/gaps/handled",
    {
      config: SCOPED_ADMIN_ROUTE,
      schema: { tags, body: ZGapHandledRequest, response: { 200: ZSuccessMessage, 404: ZErrorResponse, ...guarded } },
    },
    async (request) => {
      const auth = authOf(request);
      // A group's mark is shared by every admin: a scoped admin marks only a group of their users.
      await app.gaps.assertInScope(request.body.key, auth.adminScope);
      await app.gaps.setHandled(request.body.key, request.body.handled, auth.email);
      return { success: true, message: "ok" };
    },
  );
};
