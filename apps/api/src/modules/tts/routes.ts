// POST /tts/synthesize (MP3 bytes), GET /tts/voices, GET /tts/health. Public like the original
// (the web app sends no token when it asks for speech), so synthesis is limited per user when a
// token comes along, else per client IP.
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
import { createTtsService, TtsInputError, warmOfflineVoice } from "../../ai/tts/index.ts";
import { ApiError } from "../../lib/errors.ts";

const tags = ["tts"];

/**
 * A signed-in caller is counted as that user wherever they connect from; everyone else by IP.
 * A forged or expired token simply counts by IP.
 */
async function rateLimitKey(req: FastifyRequest): Promise<string> {
  if (req.headers.authorization) {
    try {
      const claims = await req.jwtVerify<{ sub: string }>();
      return `user:${claims.sub}`;
    } catch {
      // fall through to the address
    }
  }
  return req.ip;
}

export const ttsRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, opts) => {
  const tts = createTtsService(opts.config.ai, (msg, err) => app.log.warn({ err }, msg));

  app.post(
    "/tts/synthesize",
    {
      config: {
        rateLimit: {
          max: opts.config.ttsRateLimitPerMinute,
          timeWindow: "1 minute",
          keyGenerator: rateLimitKey,
          errorResponseBuilder: () => new ApiError(429, "TTS_RATE_LIMITED"),
        },
      },
      schema: {
        tags,
        summary: "Speak a text: answers audio/mpeg bytes; x-tts-provider says which voice made them.",
        body: ZTtsSynthesizeRequest,
        response: { 200: z.any().describe("audio/mpeg bytes"), 400: ZErrorResponse, 429: ZErrorResponse, 503: ZErrorResponse },
      },
    },
    async (req, reply) => {
      // The listener left (tab closed, audio skipped): stop synthesising for them.
      const abort = new AbortController();
      reply.raw.on("close", () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      let result;
      try {
        result = await tts.synthesize({ ...req.body, signal: abort.signal });
      } catch (err) {
        if (err instanceof TtsInputError) throw new ApiError(400, "TTS_NOTHING_TO_SAY");
        if (abort.signal.aborted) return reply;
        req.log.error({ err }, "tts: synthesis failed");
        throw new ApiError(503, "TTS_UNAVAILABLE");
      }
      reply.header("x-tts-provider", result.provider);
      if (result.fallbackReason) reply.header("x-tts-fallback", `${tts.provider.name}: ${result.fallbackReason}`);
      return reply
        .type(result.contentType)
        .header("cache-control", "private, max-age=3600")
        .header("content-length", result.audio.length)
        .send(result.audio);
    },
  );

  app.get("/tts/voices", { schema: { tags, response: { 200: ZTtsVoicesResponse } } }, async () => ({
    voices: tts.provider.voices(),
  }));

  app.get(
    "/tts/health",
    { schema: { tags, response: { 200: ZTtsHealthResponse, 503: ZErrorResponse } } },
    async (req): Promise<TTtsHealthResponse> => {
      if (tts.provider.offline) {
        try {
          await warmOfflineVoice();
        } catch (err) {
          req.log.error({ err }, "tts: offline engine does not load");
          throw new ApiError(503, "TTS_UNAVAILABLE");
        }
      }
      // A configured server is not called here: each call may cost money. Its failures fall
      // back to the offline voice anyway.
      return { status: "healthy", mode: tts.provider.offline ? "offline" : "configured", provider: tts.provider.name };
    },
  );
};
