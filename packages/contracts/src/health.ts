// GET /health: database status and which AI providers are configured or offline.
import * as z from "zod";

export const ZProviderStatus = z.object({
  /** "offline" means the built-in provider that needs no network. */
  mode: z.enum(["configured", "offline", "unavailable"]),
  provider: z.string(),
  detail: z.string().optional(),
});
export type TProviderStatus = z.infer<typeof ZProviderStatus>;

export const ZHealth = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  uptime_seconds: z.number(),
  database: z.object({
    status: z.enum(["up", "down"]),
    mode: z.enum(["embedded", "server"]),
    latency_ms: z.number().optional(),
    vector: z.boolean(),
    error: z.string().optional(),
  }),
  providers: z.object({
    chat: ZProviderStatus,
    embeddings: ZProviderStatus,
    tts: ZProviderStatus,
    ocr: ZProviderStatus,
  }),
});
export type THealth = z.infer<typeof ZHealth>;
