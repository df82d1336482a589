// HTTP for accounts: /auth/* and the public key set. The work is the accounts service's (service.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  ZAuthResponse,
  ZChallengeRequest,
  ZChallengeResponse,
  ZConfirmEmailQuery,
  ZEnrollFactorRequest,
  ZEnrollFactorResponse,
  ZErrorResponse,
  ZFactorIdParams,
  ZFactorList,
  ZJwks,
  ZLoginRequest,
  ZLogoutRequest,
  ZRecoverRequest,
  ZRecoverResponse,
  ZRefreshRequest,
  ZResetPasswordRequest,
  ZSession,
  ZSignupRequest,
  ZVerifyRequest,
} from "@sachiv/contracts";
import { ApiError } from "../../lib/errors.ts";
import { authOf } from "../../plugins/auth.ts";

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 409: ZErrorResponse, 429: ZErrorResponse };
const tags = ["auth"];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.accounts;
  const clientOf = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: typeof req.headers["user-agent"] === "string" ? req.headers["user-agent"] : undefined,
  });
  // Sign-up and login hash passwords (argon2id): cap them per IP before any work is done.
  // Generous, because many officials reach us through one carrier-grade NAT address; guessing
  // one account's password is stopped by the per-account lockout instead.
  const credentialLimit = { rateLimit: { max: 60, timeWindow: "1 minute" } };

  app.post(
    "/auth/signup",
    { config: credentialLimit, schema: { tags, body: ZSignupRequest, response: { 200: ZAuthResponse, ...errors } } },
    async (req) => accounts.signUp(req.body, clientOf(req)),
  );

  app.post(
    "/auth/login",
    { config: credentialLimit, schema: { tags, body: ZLoginRequest, response: { 200: ZAuthResponse, ...errors } } },
    async (req) => accounts.logIn(req.body, clientOf(req)),
  );

  // Password reset. The request's answer is the same whether or not the account exists, and it
  // does not wait for the mail (its timing would tell); a few a minute per IP is plenty.
  app.post(
    "/auth/recover",
    {
      config: { rateLimit: { max: 5, timeWindow: "1 minute" } },
      schema: { tags, body: ZRecoverRequest, response: { 200: ZRecoverResponse, ...errors } },
    },
    async (req) => {
      accounts.requestPasswordReset(req.body).catch((err: unknown) => req.log.error({ err }, "password reset mail"));
      return { sent: true as const };
    },
  );

  app.post(
    "/auth/reset-password",
    {
      config: credentialLimit,
      schema: { tags, body: ZResetPasswordRequest, response: { 204: z.null(), ...errors } },
    },
    async (req, reply) => {
      await accounts.resetPassword(req.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/auth/refresh",
    { schema: { tags, body: ZRefreshRequest, response: { 200: ZSession, ...errors } } },
    async (req) => accounts.refresh(req.body.refresh_token),
  );

  app.post(
    "/auth/logout",
    { schema: { tags, body: ZLogoutRequest.optional(), response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      // Either proof ends the session: a valid access token, or the refresh token.
      const bearer = req.headers.authorization;
      if (bearer) {
        await app.authenticateAllowingAal1(req, reply);
        await accounts.logOut(authOf(req).sessionId);
      } else if (req.body?.refresh_token) {
        await accounts.logOutByRefreshToken(req.body.refresh_token);
      } else {
        throw new ApiError("UNAUTHENTICATED");
      }
      return reply.status(204).send(null);
    },
  );

  app.get("/auth/confirm", { schema: { tags, querystring: ZConfirmEmailQuery } }, async (req, reply) => {
    try {
      const target = await accounts.confirmEmail(req.query.token, req.query.redirect_to);
      return reply.redirect(target, 303);
    } catch (err) {
      if (err instanceof ApiError) return reply.redirect("/login?confirm_error=1", 303);
      throw err;
    }
  });

  app.get(
    "/auth/user",
    {
      onRequest: app.authenticateAllowingAal1,
      schema: { tags, response: { 200: ZAuthResponse.shape.user, ...errors } },
    },
    async (req) => accounts.user(authOf(req).userId),
  );

  // MFA. Enrolling or removing a factor needs the full session (aal2 where a factor exists);
  // challenge and verify are how an aal1 session earns aal2.
  app.get(
    "/auth/factors",
    { onRequest: app.authenticateAllowingAal1, schema: { tags, response: { 200: ZFactorList, ...errors } } },
    async (req) => {
      const all = await accounts.listFactors(authOf(req).userId);
      return { all, totp: all.filter((f) => f.factor_type === "totp" && f.status === "verified") };
    },
  );

  app.post(
    "/auth/factors",
    {
      onRequest: app.authenticate,
      schema: { tags, body: ZEnrollFactorRequest, response: { 200: ZEnrollFactorResponse, ...errors } },
    },
    async (req) => accounts.enrollFactor(authOf(req), req.body),
  );

  app.delete(
    "/auth/factors/:id",
    { onRequest: app.authenticate, schema: { tags, params: ZFactorIdParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await accounts.removeFactor(authOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/auth/factors/:id/challenge",
    {
      onRequest: app.authenticateAllowingAal1,
      schema: {
        tags,
        params: ZFactorIdParams,
        body: ZChallengeRequest.optional(),
        response: { 200: ZChallengeResponse, ...errors },
      },
    },
    async (req) => accounts.challengeFactor(authOf(req), req.params.id, req.ip),
  );

  app.post(
    "/auth/factors/:id/verify",
    {
      // Six digits are guessable with enough tries: cap attempts per IP.
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      // After that per-IP limit (onRequest), so it sees every attempt; still before the body is read.
      preParsing: app.authenticateAllowingAal1,
      schema: { tags, params: ZFactorIdParams, body: ZVerifyRequest, response: { 200: ZSession, ...errors } },
    },
    async (req) => accounts.verifyFactor(authOf(req), req.params.id, req.body, req.ip),
  );
};

export const jwksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/.well-known/jwks.json", { schema: { tags, response: { 200: ZJwks } } }, async (_req, reply) => {
    reply.header("cache-control", "public, max-age=600");
    return { keys: [app.signingKey.publicJwk] };
  });
};
