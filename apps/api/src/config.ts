// The API's configuration: read once from the environment, validated, then passed down.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as z from "zod";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => v === "true" || v === "1" || v === "yes");
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));
const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
const int = (def: number) => z.coerce.number().int().positive().default(def);

const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  PUBLIC_URL: optionalString,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().default("./data"),
  DATA_DIR_MIN_FREE_MB: z.coerce.number().int().min(0).default(128),
  EMBEDDED_DB_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).default(16),
  DATABASE_URL: optionalString,
  WEB_DIST_DIR: optionalString,
  CORS_ORIGINS: list,
  TRUST_PROXY: optionalString,
  METRICS_TOKEN: optionalString,
  KB_SEED_ON_START: z.enum(["true", "false"]).default("true"),
  JWT_PRIVATE_KEY: optionalString,
  ACCESS_TOKEN_TTL_SECONDS: int(900),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).default(5),
  REFRESH_TOKEN_TTL_DAYS: int(30),
  AUTH_REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(10),
  AUTH_REQUIRE_EMAIL_CONFIRMATION: bool,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("AI Sachiv <no-reply@localhost>"),
  ADMIN_EMAILS: list,
  LOGIN_MAX_FAILURES: int(5),
  LOGIN_MAX_FAILURES_PER_IP: int(30),
  RATE_LIMIT_PER_MINUTE: int(300),
  ANON_RATE_LIMIT_PER_MINUTE: int(60),
  OPENAI_BASE_URL: optionalString,
  OPENAI_API_KEY: optionalString,
  CHAT_MODEL: optionalString,
  CHAT_TIMEOUT_MS: int(30_000),
  CHAT_QUERY_REWRITE_TIMEOUT_MS: z.coerce.number().int().min(0).default(2_500),
  CHAT_RATE_LIMIT_PER_MINUTE: int(30),
  EMBEDDING_MODEL: optionalString,
  TTS_MODEL: optionalString,
  TTS_VOICE: optionalString,
  TTS_RATE_LIMIT_PER_MINUTE: int(30),
  TTS_ANON_RATE_LIMIT_PER_MINUTE: int(10),
  TTS_MAX_CHARS: int(2000),
  TTS_ANON_MAX_CHARS: int(300),
  IMAGE_MODEL: optionalString,
  DOCUMENT_SESSION_TTL_HOURS: int(24),
  DOCUMENT_OCR_MAX_PAGES: int(30),
  DOCUMENT_RATE_LIMIT_PER_MINUTE: int(20),
  DOCUMENT_PARSER_WORKERS: int(2),
  DOCUMENT_PARSER_MEMORY_MB: int(256),
  DOCUMENT_PARSER_TIMEOUT_MS: int(120_000),
  DOCUMENT_OCR_PAGES_PER_MINUTE: int(60),
  DOCUMENT_OCR_PAGES_IN_FLIGHT: z.coerce.number().int().min(0).default(120), // 0: this process reads no scans
  DOCUMENT_STORAGE_MAX_BYTES_PER_USER: int(200 * 1024 * 1024),
  IMAGE_DAILY_LIMIT: int(20),
  // admin (issue 5)
  KNOWLEDGE_DIR: optionalString,
  ADMIN_UPLOAD_MAX_BYTES: int(200 * 1024 * 1024),
  JOBS_WORKER: z.enum(["true", "false"]).default("true"),
  JOB_POLL_MS: int(2000),
  JOB_LOCK_SECONDS: int(60),
  JOB_MAX_ATTEMPTS: int(3),
  // WhatsApp Cloud API (issue 23)
  WHATSAPP_PHONE_NUMBER_ID: optionalString,
  WHATSAPP_BUSINESS_NUMBER: optionalString,
  WHATSAPP_ACCESS_TOKEN: optionalString,
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  WHATSAPP_GRAPH_API_URL: z.string().default("https://graph.facebook.com/v21.0"),
  WHATSAPP_TEMPLATE_NAME: z.string().default("sachiv_reply_waiting"),
  WHATSAPP_MEDIA_MAX_BYTES: int(16 * 1024 * 1024),
  WHATSAPP_PAIR_PACE_MS: z.coerce.number().int().min(0).default(6000),
  STT_MODEL: optionalString,
});

export type TConfig = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  logLevel: string;
  database:
    | { mode: "embedded"; /** A folder, or "memory". */ dataDir: string; minFreeBytes: number; sharedBuffersMb: number }
    | { mode: "server"; url: string };
  webDistDir: string;
  corsOrigins: string[];
  /** Bearer token for GET /metrics; without one, /metrics answers only on the loopback address. */
  metricsToken: string | undefined;
  /**
   * Behind a load balancer: take the client IP from X-Forwarded-For, trusting that many hops
   * (a number) or only hops from these addresses / CIDR ranges. false = use the socket's address.
   */
  trustProxy: false | number | string[];
  /** Seed the starter corpus into an empty knowledge base when the server starts. */
  kbSeedOnStart: boolean;
  auth: {
    jwtPrivateKeyPem?: string;
    accessTokenTtlSeconds: number;
    /** How long a checked session is remembered in this process (0 = check every request). */
    sessionCacheSeconds: number;
    refreshTokenTtlDays: number;
    /** A rotated refresh token presented again this soon gets the same successor (a lost response). */
    refreshReuseGraceSeconds: number;
    requireEmailConfirmation: boolean;
    adminEmails: string[];
    loginMaxFailures: number;
    loginMaxFailuresPerIp: number;
    /** Window over which failed logins are counted. */
    loginFailureWindowMinutes: number;
  };
  mail: { smtpUrl?: string; from: string };
  rateLimitPerMinute: number;
  /** Requests a minute per IP to signed-in routes that fail authentication (at most rateLimitPerMinute). */
  anonymousRateLimitPerMinute: number;
  /** POST /tts/synthesize: it is public, so callers without a valid token get less. */
  tts: {
    /** Requests a minute per signed-in user. */
    rateLimitPerMinute: number;
    /** Requests a minute per client IP without a token (at most rateLimitPerMinute). */
    anonymousRateLimitPerMinute: number;
    /** Characters per request, signed in / without a token. */
    maxChars: number;
    anonymousMaxChars: number;
  };
  ai: {
    baseUrl?: string;
    apiKey?: string;
    chatModel?: string;
    /** Longest wait for the chat model's next piece of text (first token included). */
    chatTimeoutMs: number;
    /** Longest wait for the model's Hindi + English search queries; 0 = no rewrite. */
    queryRewriteTimeoutMs: number;
    /** Chat requests per signed-in user per minute. */
    chatRateLimitPerMinute: number;
    embeddingModel?: string;
    ttsModel?: string;
    /** Voice name on the speech server; empty = nova (female) / onyx (male). */
    ttsVoice?: string;
    imageModel?: string;
  };
  documents: {
    /** An analysed document (bytes, text, questions) is deleted this long after the analysis. */
    sessionTtlHours: number;
    /** Scanned PDF pages (no text layer) read by OCR per document; later pages are skipped. */
    ocrMaxPages: number;
    /** POST /document calls per user per minute (each may run OCR). */
    rateLimitPerMinute: number;
    /** File readers run in this many worker threads, each with this V8 heap cap and time limit. */
    parserWorkers: number;
    parserMemoryMb: number;
    parserTimeoutMs: number;
    /** Pages read by OCR per user per minute (scans and photos, all documents together). */
    ocrPagesPerMinute: number;
    /** Pages drawn for OCR and not yet read, all users together (the memory they hold); more → 503 DOCUMENTS_BUSY. */
    ocrPagesInFlight: number;
    /** Bytes of analysed files one user keeps stored; older analyses go to make room. */
    storageMaxBytesPerUser: number;
  };
  images: {
    /** Charts/infographics one user may generate per day (Indian Standard Time). */
    dailyLimit: number;
  };
  admin: {
    /** Folder POST /admin/documents/ingest takes in (every supported file, sub-folders too). */
    knowledgeDir: string;
    /** Largest total size of one POST /admin/documents/upload request. */
    uploadMaxBytes: number;
  };
  jobs: {
    /** Run ingestion jobs in this process (every replica by default; false = enqueue only). */
    worker: boolean;
    /** How often an idle worker looks for queued jobs (a job enqueued here starts at once). */
    pollMs: number;
    /** A running job's lock lasts this long; its worker renews it every third of it. */
    lockSeconds: number;
    /** A job interrupted (its worker died) this many times ends as an error. */
    maxAttempts: number;
  };
  /** WhatsApp Cloud API; every field but the defaults is optional (no secret = webhook answers 403). */
  whatsapp: {
    phoneNumberId?: string;
    /** The business number shown in Settings (digits with country code), if known. */
    businessNumber?: string;
    accessToken?: string;
    appSecret?: string;
    verifyToken?: string;
    /** Graph API base with its version, e.g. https://graph.facebook.com/v21.0 (tests point it elsewhere). */
    graphApiUrl: string;
    /** Approved template sent outside the 24-hour window (one body parameter: the user's question). */
    templateName: string;
    /** Largest inbound media file fetched. */
    mediaMaxBytes: number;
    /** Wait before sending again to a number that hit the pair rate limit (131056). */
    pairPaceMs: number;
  };
  /** Speech to text through the OpenAI-compatible /audio/transcriptions (OPENAI_BASE_URL); none = voice notes get "please type". */
  sttModel?: string;
};

/** Reads the repository's .env into process.env (variables already set win), if there is one. */
export function loadDotEnv(): void {
  const envFile = path.join(repoRoot, ".env");
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
}

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY: empty/false = no proxy; a hop count ("1"); or a comma list of addresses, CIDR
 * ranges or proxy-addr's names ("10.0.0.0/8,127.0.0.1", "loopback"). "true" (trust every hop)
 * is refused: with it any client picks its own address by sending X-Forwarded-For.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = (value ?? "").trim().toLowerCase();
  if (v === "" || v === "false" || v === "0" || v === "no") return false;
  if (v === "true" || v === "yes") {
    throw new Error(
      'Invalid configuration:\n  TRUST_PROXY: "true" would trust every hop, so any client could choose its own address ' +
        "(and escape every per-IP limit). Set the number of proxies in front of the app (TRUST_PROXY=1) or their " +
        "addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1).",
    );
  }
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split("/");
    const kind = net.isIP(address ?? "");
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (kind === 6 ? 128 : 32));
    if (!(PROXY_NAMES.has(entry) || (kind !== 0 && prefixOk && rest.length === 0))) {
      throw new Error(
        `Invalid configuration:\n  TRUST_PROXY: "${entry}" is not a hop count, an IP address, a CIDR range or loopback/linklocal/uniquelocal.`,
      );
    }
  }
  return entries;
}

/** Parses the environment; throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR === "memory" ? "memory" : path.resolve(repoRoot, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { mode: "server", url: e.DATABASE_URL }
      : {
          mode: "embedded",
          dataDir,
          minFreeBytes: e.DATA_DIR_MIN_FREE_MB * 1024 * 1024,
          sharedBuffersMb: e.EMBEDDED_DB_SHARED_BUFFERS_MB,
        },
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? "apps/web/dist"),
    corsOrigins: e.CORS_ORIGINS,
    metricsToken: e.METRICS_TOKEN,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    kbSeedOnStart: e.KB_SEED_ON_START === "true",
    auth: {
      jwtPrivateKeyPem: e.JWT_PRIVATE_KEY?.replace(/\\n/g, "\n"),
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      refreshReuseGraceSeconds: e.AUTH_REFRESH_REUSE_GRACE_SECONDS,
      requireEmailConfirmation: e.AUTH_REQUIRE_EMAIL_CONFIRMATION,
      adminEmails: e.ADMIN_EMAILS.map((m) => m.toLowerCase()),
      loginMaxFailures: e.LOGIN_MAX_FAILURES,
      loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      loginFailureWindowMinutes: 15,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    anonymousRateLimitPerMinute: e.ANON_RATE_LIMIT_PER_MINUTE,
    tts: {
      rateLimitPerMinute: e.TTS_RATE_LIMIT_PER_MINUTE,
      anonymousRateLimitPerMinute: e.TTS_ANON_RATE_LIMIT_PER_MINUTE,
      maxChars: e.TTS_MAX_CHARS,
      anonymousMaxChars: e.TTS_ANON_MAX_CHARS,
    },
    ai: {
      baseUrl: e.OPENAI_BASE_URL,
      apiKey: e.OPENAI_API_KEY,
      chatModel: e.CHAT_MODEL,
      chatTimeoutMs: e.CHAT_TIMEOUT_MS,
      queryRewriteTimeoutMs: e.CHAT_QUERY_REWRITE_TIMEOUT_MS,
      chatRateLimitPerMinute: e.CHAT_RATE_LIMIT_PER_MINUTE,
      embeddingModel: e.EMBEDDING_MODEL,
      ttsModel: e.TTS_MODEL,
      ttsVoice: e.TTS_VOICE,
      imageModel: e.IMAGE_MODEL,
    },
    documents: {
      sessionTtlHours: e.DOCUMENT_SESSION_TTL_HOURS,
      ocrMaxPages: e.DOCUMENT_OCR_MAX_PAGES,
      rateLimitPerMinute: e.DOCUMENT_RATE_LIMIT_PER_MINUTE,
      parserWorkers: Math.max(1, e.DOCUMENT_PARSER_WORKERS),
      parserMemoryMb: e.DOCUMENT_PARSER_MEMORY_MB,
      parserTimeoutMs: e.DOCUMENT_PARSER_TIMEOUT_MS,
      ocrPagesPerMinute: e.DOCUMENT_OCR_PAGES_PER_MINUTE,
      ocrPagesInFlight: e.DOCUMENT_OCR_PAGES_IN_FLIGHT,
      storageMaxBytesPerUser: e.DOCUMENT_STORAGE_MAX_BYTES_PER_USER,
    },
    images: { dailyLimit: e.IMAGE_DAILY_LIMIT },
    admin: {
      knowledgeDir: path.resolve(repoRoot, e.KNOWLEDGE_DIR ?? "apps/api/kb/starter"),
      uploadMaxBytes: e.ADMIN_UPLOAD_MAX_BYTES,
    },
    jobs: {
      worker: e.JOBS_WORKER === "true",
      pollMs: e.JOB_POLL_MS,
      lockSeconds: e.JOB_LOCK_SECONDS,
      maxAttempts: e.JOB_MAX_ATTEMPTS,
    },
    whatsapp: {
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      businessNumber: e.WHATSAPP_BUSINESS_NUMBER?.replace(/\D/g, ""),
      accessToken: e.WHATSAPP_ACCESS_TOKEN,
      appSecret: e.WHATSAPP_APP_SECRET,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN,
      graphApiUrl: e.WHATSAPP_GRAPH_API_URL.replace(/\/+$/, ""),
      templateName: e.WHATSAPP_TEMPLATE_NAME,
      mediaMaxBytes: e.WHATSAPP_MEDIA_MAX_BYTES,
      pairPaceMs: e.WHATSAPP_PAIR_PACE_MS,
    },
    sttModel: e.STT_MODEL,
  };
}

export { repoRoot };
