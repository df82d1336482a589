// GET/PUT /users/me; GET/PATCH /users/me/preferences; GET/PUT /users/me/village (always the caller's own).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ZErrorResponse,
  ZProfile,
  ZUpdatePreferencesRequest,
  ZUpdateProfileRequest,
  ZUpdateVillageProfileRequest,
  ZUserPreferences,
  ZVillageProfile,
} from "@sachiv/contracts";
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
  app.get(
    "/users/me/preferences",
    { schema: { tags: ["users"], response: { 200: ZUserPreferences, ...errors } } },
    async (req) => app.users.preferences(authOf(req).userId),
  );
  app.patch(
    "/users/me/preferences",
    {
      schema: {
        tags: ["users"],
        summary: "Change some of the caller's settings (home state, district, text size, speech); answers all of them.",
        body: ZUpdatePreferencesRequest,
        response: { 200: ZUserPreferences, ...errors },
      },
    },
    async (req) => app.users.updatePreferences(authOf(req).userId, req.body),
  );
  app.get(
    "/users/me/village",
    { schema: { tags: ["users"], response: { 200: ZVillageProfile, ...errors } } },
    async (req) => app.users.village(authOf(req).userId),
  );
  app.put(
    "/users/me/village",
    {
      schema: {
        tags: ["users"],
        summary: "Save the caller's village profile (fills the fixed fields of paperwork drafts).",
        body: ZUpdateVillageProfileRequest,
        response: { 200: ZVillageProfile, ...errors },
      },
    },
    async (req) => app.users.putVillage(authOf(req).userId, req.body),
  );
};
