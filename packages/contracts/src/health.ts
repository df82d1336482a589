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

/**
 * GET /admin/system: what the server found missing at start-up (issue 22 item 10). The admin
 * screen words each component and what its absence degrades (packages/content, en/hi); `fix` is
 * the package to install or the setting to make, the same in both languages.
 */
export const SYSTEM_COMPONENTS = ["poppler", "dictionary", "ocr_data", "speech", "pgvector", "ai_model"] as const;
export type TSystemComponentId = (typeof SYSTEM_COMPONENTS)[number];

export const ZSystemComponent = z.object({
  id: z.enum(SYSTEM_COMPONENTS),
  ok: z.boolean(),
  /** When not ok: the package to install or the setting to make. */
  fix: z.string().optional(),
});
export type TSystemComponent = z.infer<typeof ZSystemComponent>;

export const ZSystemCheck = z.object({
  /** When the check ran (start-up); a restart checks again. */
  checked_at: z.string(),
  components: z.array(ZSystemComponent),
});
export type TSystemCheck = z.infer<typeof ZSystemCheck>;
