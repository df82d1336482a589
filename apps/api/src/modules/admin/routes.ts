// /admin/*: one hook makes every route here admin-only.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorResponse, ZAdminStatistics } from "@sachiv/contracts";
import { getStatistics } from "./service.ts";

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preValidation", app.requireAdmin);
  app.get(
    "/admin/statistics",
    { schema: { tags: ["admin"], response: { 200: ZAdminStatistics, 401: ZErrorResponse, 403: ZErrorResponse } } },
    async () => getStatistics(app.db),
  );
};
