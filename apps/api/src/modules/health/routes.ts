// GET /health (the health service answers): is the database up, and which AI providers are
// configured or running offline.
// Public (load balancers poll it), so it names no model or server; an admin's token adds them.
// GET /admin/system (admins only): the system check of start-up, what is missing on this machine.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorResponse, ZHealth, ZSystemCheck } from "@sachiv/contracts";
import { FULL_ADMIN_ROUTE } from "../../plugins/auth.ts";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Only a request that brings a token is checked; a bad one just gets the public answer. */
  const isAdmin = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.headers.authorization) return false;
    try {
      await app.authenticate(req, reply);
      return req.auth?.isAdmin === true;
    } catch {
      return false;
    }
  };

  app.get(
    "/health",
    { config: { rateLimit: false }, schema: { tags: ["health"], response: { 200: ZHealth, 503: ZHealth } } },
    async (req, reply) => {
      const body = await app.health.check(await isAdmin(req, reply));
      return reply.status(body.database.status === "up" ? 200 : 503).send(body);
    },
  );

  app.get(
    "/admin/system",
    {
      onRequest: (req, reply) => app.requireAdmin(req, reply),
      config: FULL_ADMIN_ROUTE,
      schema: { tags: ["admin"], response: { 200: ZSystemCheck, 401: ZErrorResponse, 403: ZErrorResponse } },
    },
    async (_req, reply) => reply.header("cache-control", "no-store").send(await app.health.system()),
  );
};
