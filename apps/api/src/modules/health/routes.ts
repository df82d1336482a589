// GET /health: is the database up, and which AI providers are configured or running offline.
// Public (load balancers poll it), so it names no model or server; an admin's token adds them.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZHealth, type THealth } from "@sachiv/contracts";
import type { TConfig } from "../../config.ts";

const startedAt = Date.now();

export function describeProviders(ai: TConfig["ai"], withDetails = false): THealth["providers"] {
  const remote = (model: string) => ({
    mode: "configured" as const,
    provider: "openai-compatible",
    ...(withDetails ? { detail: `${model} @ ${ai.baseUrl ?? "https://api.openai.com/v1"}` } : {}),
  });
  return {
    chat: ai.chatModel ? remote(ai.chatModel) : { mode: "offline", provider: "retrieval-answerer" },
    embeddings: ai.embeddingModel ? remote(ai.embeddingModel) : { mode: "offline", provider: "lexical-only" },
    tts: ai.ttsModel ? remote(ai.ttsModel) : { mode: "offline", provider: "espeak-ng" },
    ocr: { mode: "offline", provider: "tesseract.js" },
  };
}

export const healthRoutes: FastifyPluginAsyncZod<{ config: TConfig; version: string }> = async (app, opts) => {
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
      const t0 = performance.now();
      let database: THealth["database"];
      try {
        const rows = await app.db.$queryRaw<{ vector: boolean }[]>`
          SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') AS vector`;
        database = {
          status: "up",
          mode: app.database.mode,
          latency_ms: Math.round((performance.now() - t0) * 10) / 10,
          vector: rows[0]?.vector ?? false,
        };
      } catch (err) {
        app.log.error({ err }, "health: database unreachable");
        database = { status: "down", mode: app.database.mode, vector: false, error: "database unreachable" };
      }
      const body: THealth = {
        status: database.status === "up" ? "ok" : "degraded",
        version: opts.version,
        uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
        database,
        providers: describeProviders(opts.config.ai, await isAdmin(req, reply)),
      };
      return reply.status(database.status === "up" ? 200 : 503).send(body);
    },
  );
};
