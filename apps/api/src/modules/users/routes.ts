// GET/PUT /users/me.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorResponse, ZProfile, ZUpdateProfileRequest } from "@sachiv/contracts";
import { authOf } from "../../plugins/auth.ts";

const errors = { 400: ZErrorResponse, 401: ZErrorResponse };

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a token is checked before any body is read.
  app.addHook("onRequest", app.authenticate);
  app.get("/users/me", { schema: { tags: ["users"], response: { 200: ZProfile, ...errors } } }, async (req) =>
    app.users.profile(authOf(req).userId),
  );
  app.put(
    "/users/me",
    { schema: { tags: ["users"], body: ZUpdateProfileRequest, response: { 200: ZProfile, ...errors } } },
    async (req) => app.users.updateProfile(authOf(req).userId, req.body),
  );
};
