// /admin/checks (issue 24): the checks run after knowledge-base changes. Admin-only (one hook).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorResponse, ZKnowledgeCheckList } from "@sachiv/contracts";
import { FULL_ADMIN_ROUTE } from "../../plugins/auth.ts";

export const checkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", async (request, reply) => {
    await app.requireAdmin(request, reply);
  });

  app.get(
    "/admin/checks",
    {
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags: ["admin"],
        description:
          "After each knowledge-base change: approved answers that lost their source, well-rated questions that now get “not found” or another key sentence. Newest first.",
        response: { 200: ZKnowledgeCheckList, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async () => app.checks.list(),
  );
};
