// /admin/scopes (issue 24): an admin's own scope (any admin), and the full admins' management of
// scoped admins. Admin-only (one hook); what a scoped admin may use is each route's adminScope.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ZAdminScopeOut,
  ZErrorResponse,
  ZScopedAdmin,
  ZScopedAdminList,
  ZScopedAdminParams,
  ZSetAdminScopeRequest,
  ZSuccessMessage,
} from "@sachiv/contracts";
import { FULL_ADMIN_ROUTE, SCOPED_ADMIN_ROUTE, authOf } from "../../plugins/auth.ts";

const guarded = { 401: ZErrorResponse, 403: ZErrorResponse };
const tags = ["admin"];

export const scopeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", async (request, reply) => {
    await app.requireAdmin(request, reply);
  });

  app.get(
    "/admin/scopes/me",
    {
      config: SCOPED_ADMIN_ROUTE,
      schema: {
        tags,
        description: "The caller's states and districts; none: a full admin.",
        response: { 200: ZAdminScopeOut, ...guarded },
      },
    },
    async (request) => app.scopes.mine(authOf(request).adminScope),
  );

  app.get(
    "/admin/scopes",
    {
      config: FULL_ADMIN_ROUTE,
      schema: { tags, description: "Every admin with their areas.", response: { 200: ZScopedAdminList, ...guarded } },
    },
    async () => app.scopes.list(),
  );

  app.put(
    "/admin/scopes",
    {
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags,
        description:
          "Sets an account's states and districts. An account that is not an admin becomes a scoped admin (at least one area); an admin given none becomes a full admin. Not one's own.",
        body: ZSetAdminScopeRequest,
        response: { 200: ZScopedAdmin, 400: ZErrorResponse, 404: ZErrorResponse, ...guarded },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return app.scopes.set(request.body, { userId: auth.userId, email: auth.email });
    },
  );

  app.delete(
    "/admin/scopes/:id",
    {
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags,
        description: "Takes an admin's rights away (not one's own).",
        params: ZScopedAdminParams,
        response: { 200: ZSuccessMessage, 400: ZErrorResponse, 404: ZErrorResponse, ...guarded },
      },
    },
    async (request) => {
      await app.scopes.revoke(request.params.id, { userId: authOf(request).userId });
      return { success: true, message: "ok" };
    },
  );
};
