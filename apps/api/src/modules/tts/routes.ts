// POST /tts/synthesize (MP3 or Ogg Opus bytes), GET /tts/voices, GET /tts/health. Public like the original,
// but a signed-in caller (a valid token) may send longer texts and is limited per user; everyone
// else is limited per client IP, tighter. Synthesis takes turns per client (fair-queue.ts), so a
// short text is not stuck behind someone's long ones.
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  ZErrorResponse,
  ZTtsHealthResponse,
  ZTtsSynthesizeRequest,
  ZTtsVoicesResponse,
  type TTtsHealthResponse,
} from "@sachiv/contracts";
import type { TConfig } from "../../config.ts";
import { ApiError } from "../../lib/errors.ts";

const tags = ["tts"];

/** A signed-in caller is counted as that user wherever they connect from; everyone else by IP. */
const clientKey = (req: FastifyRequest) => (req.auth ? `user:${req.auth.userId}` : `ip:${req.ip}`);

export const ttsRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, opts) => {
  const { tts: limits } = opts.config;

  app.post(
    "/tts/synthesize",
    {
      // A token, if any, is checked first (before the body is read); a bad one counts as no token.
      onRequest: async (req, reply) => {
        if (!req.headers.authorization) return;
        try {
          await app.authenticate(req, reply);
        } catch {
          req.auth = null;
        }
      },
      config: {
        rateLimit: {
          max: (req: FastifyRequest) =>
            req.auth
              ? limits.rateLimitPerMinute
              : Math.min(limits.anonymousRateLimitPerMinute, limits.rateLimitPerMinute),
          timeWindow: "1 minute",
          keyGenerator: clientKey,
          errorResponseBuilder: () => new ApiError("TTS_RATE_LIMITED"),
        },
      },
      schema: {
        tags,
        summary:
          "Speak a text: answers audio/mpeg bytes, or Ogg Opus (audio/ogg) when format is opus; x-tts-provider says which voice made them.",
        body: ZTtsSynthesizeRequest,
        response: {
          200: z.any().describe("audio/mpeg or audio/ogg bytes"),
          400: ZErrorResponse,
          413: ZErrorResponse,
          429: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (req, reply) => {
      // The listener left (tab closed, audio skipped): stop synthesising for them.
      const abort = new AbortController();
      reply.raw.on("close", () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      const result = await app.tts.speak(clientKey(req), Boolean(req.auth), req.body, abort.signal, req.log);
      if (!result) return reply;
      app.usage.record("voice_reply", req.auth?.userId ?? null);
      reply.header("x-tts-provider", result.provider);
      if (result.fallback) reply.header("x-tts-fallback", result.fallback);
      return reply
        .type(result.contentType)
        .header("cache-control", "private, max-age=3600")
        .header("content-length", result.audio.length)
        .send(result.audio);
    },
  );

  app.get("/tts/voices", { schema: { tags, response: { 200: ZTtsVoicesResponse } } }, async () => ({
    voices: app.tts.voices(),
  }));

  app.get(
    "/tts/health",
    { schema: { tags, response: { 200: ZTtsHealthResponse, 503: ZErrorResponse } } },
    async (req): Promise<TTtsHealthResponse> => app.tts.health(req.log),
  );
};
