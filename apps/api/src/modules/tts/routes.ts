// POST /tts/synthesize (MP3 bytes), GET /tts/voices, GET /tts/health. Public like the original,
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
import { createTtsService, TtsInputError, warmOfflineVoice } from "../../ai/tts/index.ts";
import { ApiError } from "../../lib/errors.ts";
import { createFairQueue, QueueFullError, type TFairQueue } from "./fair-queue.ts";

const tags = ["tts"];

/** Queues of the running apps, so tests can wait until a request is queued. */
const queues = new Set<TFairQueue>();
export function ttsQueueStats(): { running: number; waiting: number } {
  let running = 0;
  let waiting = 0;
  for (const q of queues) {
    running += q.stats().running;
    waiting += q.stats().waiting;
  }
  return { running, waiting };
}

/** A signed-in caller is counted as that user wherever they connect from; everyone else by IP. */
const clientKey = (req: FastifyRequest) => (req.auth ? `user:${req.auth.userId}` : `ip:${req.ip}`);

export const ttsRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, opts) => {
  const { tts: limits } = opts.config;
  const tts = createTtsService(opts.config.ai, (msg, err) => app.log.warn({ err }, msg));
  // The offline voice has one thread: one job at a time, so the queue (not the thread) decides the order.
  // A reply read aloud sends several sentences at once (the web speaker works ahead of playback):
  // 8 each covers a long answer, and clients still take turns.
  const queue = createFairQueue({ concurrency: tts.provider.offline ? 1 : 4, maxPerClient: 8, maxWaiting: 200 });
  queues.add(queue);
  app.addHook("onClose", async () => void queues.delete(queue));

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
          errorResponseBuilder: () => new ApiError(429, "TTS_RATE_LIMITED"),
        },
      },
      schema: {
        tags,
        summary: "Speak a text: answers audio/mpeg bytes; x-tts-provider says which voice made them.",
        body: ZTtsSynthesizeRequest,
        response: {
          200: z.any().describe("audio/mpeg bytes"),
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
      const maxChars = req.auth ? limits.maxChars : limits.anonymousMaxChars;
      if (req.body.text.length > maxChars) throw new ApiError(413, "TTS_TEXT_TOO_LONG");
      let result;
      try {
        result = await queue.run(
          clientKey(req),
          () => tts.synthesize({ ...req.body, signal: abort.signal }),
          abort.signal,
        );
      } catch (err) {
        if (err instanceof TtsInputError) throw new ApiError(400, "TTS_NOTHING_TO_SAY");
        if (err instanceof QueueFullError) throw new ApiError(429, "TTS_BUSY", { "retry-after": "5" });
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
