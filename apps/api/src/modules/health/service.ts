// The service's own health (`app.health`): is the database up (and how fast), and which AI
// providers are configured or running offline. Names models and servers only when asked to.
// `app.health.system()`: the system check (system.ts), run once when the app is ready; each
// missing component is logged once then (a warning; no AI model is only news: offline is the default).
import fp from "fastify-plugin";
import type { THealth, TSystemCheck } from "@sachiv/contracts";
import type { TConfig } from "../../config.ts";
import { checkSystem, describeMissing } from "./system.ts";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    health: {
      check: (withDetails: boolean) => Promise<THealth>;
      /** The system check of start-up. */
      system: () => Promise<TSystemCheck>;
    };
  }
}

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

export default fp<{ config: TConfig; version: string }>(
  async (app, { config, version }) => {
    let system: Promise<TSystemCheck> | undefined;
    const runSystemCheck = () =>
      (system ??= checkSystem({
        chatModel: config.ai.chatModel,
        vector: async () => {
          const rows = await app.db.$queryRaw<{ vector: boolean }[]>`
            SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') AS vector`;
          return rows[0]?.vector ?? false;
        },
      }));
    app.addHook("onReady", async () => {
      const { components } = await runSystemCheck();
      for (const component of components.filter((c) => !c.ok)) {
        if (component.id === "ai_model") app.log.info(describeMissing(component));
        else app.log.warn(describeMissing(component));
      }
    });
    app.decorate("health", {
      system: runSystemCheck,
      async check(withDetails: boolean): Promise<THealth> {
        const t0 = performance.now();
        let database: THealth["database"];
        try {
          const rows = await app.db.$queryRaw<{ vector: boolean }[]>`
            SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') AS vector`;
          database = {
            status: "up",
            mode: app.dbConnection.mode,
            latency_ms: Math.round((performance.now() - t0) * 10) / 10,
            vector: rows[0]?.vector ?? false,
          };
        } catch (err) {
          app.log.error({ err }, "health: database unreachable");
          database = { status: "down", mode: app.dbConnection.mode, vector: false, error: "database unreachable" };
        }
        return {
          status: database.status === "up" ? "ok" : "degraded",
          version,
          uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
          database,
          providers: describeProviders(config.ai, withDetails),
        };
      },
    });
  },
  { name: "health", dependencies: ["database"] },
);
