// The API's configuration: read once from the environment, validated, then passed down.
//
// One schema per section. A section lists its environment variables (zod) and transforms them
// straight into its part of the config; TConfig is inferred from the sections, so a setting is
// added in one place here (plus its line in .env.example, which test/config.test.ts checks).
// To add a section: write `const ZFooEnv = section({ FOO_BAR: … }, (e) => ({ bar: e.FOO_BAR }))`
// and list it in `sections` below; it becomes `config.foo`.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as z from "zod";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

// ---- Value parsers (the only ones: every section uses these) ---------------------------------

const BOOLEANS: Readonly<Record<string, boolean>> = {
  true: true,
  false: false,
  1: true,
  0: false,
  yes: true,
  no: false,
};

/** true/false, 1/0, yes/no in any case; undefined for anything else. */
export function parseBool(value: string): boolean | undefined {
  return BOOLEANS[value.trim().toLowerCase()];
}

/** A flag: true/false, 1/0 or yes/no (any case); unset or empty = the default. */
const envBool = (def: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return def;
      const b = parseBool(v);
      if (b === undefined) {
        ctx.addIssue({ code: "custom", message: `"${v}" is not true/false, 1/0 or yes/no` });
        return z.NEVER;
      }
      return b;
    });
const optionalString = z
  .string()
  .optional()
  .transform((v) => v?.trim());
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
const count = (def: number) => z.coerce.number().int().min(0).default(def);
/** A path relative to the repository root. */
const repoPath = (def: string) =>
  z
    .string()
    .default(def)
    .transform((v) => path.resolve(repoRoot, v));

/** A section: its variables, transformed into its part of the config. */
function section<TShape extends z.ZodRawShape, TOut>(shape: TShape, to: (e: z.output<z.ZodObject<TShape>>) => TOut) {
  return z.object(shape).transform((e, ctx) => {
    try {
      return to(e);
    } catch (err) {
      // A transform that needs more than one variable (TRUST_PROXY) reports like a schema would.
      if (!(err instanceof ConfigValueError)) throw err;
      ctx.addIssue({ code: "custom", path: [err.variable], message: err.message });
      return z.NEVER;
    }
  });
}

class ConfigValueError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
  }
}

// ---- Sections ---------------------------------------------------------------------------------

/** Top-level settings (config.port, config.trustProxy…). */
const ZServerEnv = section(
  {
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("127.0.0.1"),
    PUBLIC_URL: optionalString,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST_DIR: repoPath("apps/web/dist"),
    CORS_ORIGINS: list,
    TRUST_PROXY: optionalString,
    METRICS_TOKEN: optionalString,
    KB_SEED_ON_START: envBool(true),
    RATE_LIMIT_PER_MINUTE: int(300),
    ANON_RATE_LIMIT_PER_MINUTE: int(60),
  },
  (e) => ({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    /** Base of the links the app emails, without a trailing slash. */
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    corsOrigins: e.CORS_ORIGINS,
    /** Bearer token for GET /metrics; without one, /metrics answers only on the loopback address. */
    metricsToken: e.METRICS_TOKEN,
    /**
     * Behind a load balancer: take the client IP from X-Forwarded-For, trusting that many hops
     * (a number) or only hops from these addresses / CIDR ranges. false = use the socket's address.
     */
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    /** Seed the starter corpus into an empty knowledge base when the server starts. */
    kbSeedOnStart: e.KB_SEED_ON_START,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    /** Requests a minute per IP to signed-in routes that fail authentication (at most rateLimitPerMinute). */
    anonymousRateLimitPerMinute: e.ANON_RATE_LIMIT_PER_MINUTE,
  }),
);

const ZDatabaseEnv = section(
  {
    DATABASE_URL: optionalString,
    DATA_DIR: z.string().default("./data"),
    DATA_DIR_MIN_FREE_MB: count(128),
    EMBEDDED_DB_SHARED_BUFFERS_MB: int(16),
  },
  (e) =>
    e.DATABASE_URL
      ? { mode: "server" as const, url: e.DATABASE_URL }
      : {
          mode: "embedded" as const,
          /** A folder, or "memory". */
          dataDir: e.DATA_DIR === "memory" ? "memory" : path.resolve(repoRoot, e.DATA_DIR),
          minFreeBytes: e.DATA_DIR_MIN_FREE_MB * 1024 * 1024,
          sharedBuffersMb: e.EMBEDDED_DB_SHARED_BUFFERS_MB,
        },
);

const ZAuthEnv = section(
  {
    JWT_PRIVATE_KEY: optionalString,
    ACCESS_TOKEN_TTL_SECONDS: int(900),
    SESSION_CACHE_SECONDS: count(5),
    REFRESH_TOKEN_TTL_DAYS: int(30),
    AUTH_REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(10),
    AUTH_REQUIRE_EMAIL_CONFIRMATION: envBool(false),
    ADMIN_EMAILS: list,
    LOGIN_MAX_FAILURES: int(5),
    LOGIN_MAX_FAILURES_PER_IP: int(30),
  },
  (e) => ({
    jwtPrivateKeyPem: e.JWT_PRIVATE_KEY?.replace(/\\n/g, "\n"),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    /** How long a checked session is remembered in this process (0 = check every request). */
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    /** A rotated refresh token presented again this soon gets the same successor (a lost response). */
    refreshReuseGraceSeconds: e.AUTH_REFRESH_REUSE_GRACE_SECONDS,
    requireEmailConfirmation: e.AUTH_REQUIRE_EMAIL_CONFIRMATION,
    adminEmails: e.ADMIN_EMAILS.map((m) => m.toLowerCase()),
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
    /** Window over which failed logins are counted (a constant, not a variable). */
    loginFailureWindowMinutes: 15,
  }),
);

const ZMailEnv = section(
  {
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default("AI Sachiv <no-reply@localhost>"),
  },
  (e) => ({ smtpUrl: e.SMTP_URL, from: e.MAIL_FROM }),
);

/** POST /tts/synthesize: it is public, so callers without a valid token get less. */
const ZTtsEnv = section(
  {
    TTS_RATE_LIMIT_PER_MINUTE: int(30),
    TTS_ANON_RATE_LIMIT_PER_MINUTE: int(10),
    TTS_MAX_CHARS: int(2000),
    TTS_ANON_MAX_CHARS: int(300),
  },
  (e) => ({
    /** Requests a minute per signed-in user. */
    rateLimitPerMinute: e.TTS_RATE_LIMIT_PER_MINUTE,
    /** Requests a minute per client IP without a token (at most rateLimitPerMinute). */
    anonymousRateLimitPerMinute: e.TTS_ANON_RATE_LIMIT_PER_MINUTE,
    /** Characters per request, signed in / without a token. */
    maxChars: e.TTS_MAX_CHARS,
    anonymousMaxChars: e.TTS_ANON_MAX_CHARS,
  }),
);

const ZAiEnv = section(
  {
    OPENAI_BASE_URL: optionalString,
    OPENAI_API_KEY: optionalString,
    CHAT_MODEL: optionalString,
    CHAT_TIMEOUT_MS: int(30_000),
    CHAT_QUERY_REWRITE_TIMEOUT_MS: count(2_500),
    CHAT_RATE_LIMIT_PER_MINUTE: int(30),
    EMBEDDING_MODEL: optionalString,
    TTS_MODEL: optionalString,
    TTS_VOICE: optionalString,
    IMAGE_MODEL: optionalString,
    STT_MODEL: optionalString,
  },
  (e) => ({
    baseUrl: e.OPENAI_BASE_URL,
    apiKey: e.OPENAI_API_KEY,
    chatModel: e.CHAT_MODEL,
    /** Longest wait for the chat model's next piece of text (first token included). */
    chatTimeoutMs: e.CHAT_TIMEOUT_MS,
    /** Longest wait for the model's Hindi + English search queries; 0 = no rewrite. */
    queryRewriteTimeoutMs: e.CHAT_QUERY_REWRITE_TIMEOUT_MS,
    /** Chat requests per signed-in user per minute. */
    chatRateLimitPerMinute: e.CHAT_RATE_LIMIT_PER_MINUTE,
    embeddingModel: e.EMBEDDING_MODEL,
    ttsModel: e.TTS_MODEL,
    /** Voice name on the speech server; empty = nova (female) / onyx (male). */
    ttsVoice: e.TTS_VOICE,
    imageModel: e.IMAGE_MODEL,
    /** Speech to text through the OpenAI-compatible /audio/transcriptions; none = voice notes get "please type". */
    sttModel: e.STT_MODEL,
  }),
);

const ZDocumentsEnv = section(
  {
    DOCUMENT_SESSION_TTL_HOURS: int(24),
    DOCUMENT_OCR_MAX_PAGES: int(30),
    DOCUMENT_RATE_LIMIT_PER_MINUTE: int(20),
    DOCUMENT_PARSER_WORKERS: int(1),
    DOCUMENT_PARSER_MEMORY_MB: int(256),
    DOCUMENT_PARSER_TIMEOUT_MS: int(120_000),
    DOCUMENT_OCR_PAGES_PER_MINUTE: int(60),
    DOCUMENT_OCR_PAGES_IN_FLIGHT: count(120),
    DOCUMENT_STORAGE_MAX_BYTES_PER_USER: int(200 * 1024 * 1024),
  },
  (e) => ({
    /** An analysed document (bytes, text, questions) is deleted this long after the analysis. */
    sessionTtlHours: e.DOCUMENT_SESSION_TTL_HOURS,
    /** Scanned PDF pages (no text layer) read by OCR per document; later pages are skipped. */
    ocrMaxPages: e.DOCUMENT_OCR_MAX_PAGES,
    /** POST /document calls per user per minute (each may run OCR). */
    rateLimitPerMinute: e.DOCUMENT_RATE_LIMIT_PER_MINUTE,
    /**
     * File readers run in this many worker threads, each with this V8 heap cap and time limit.
     * One by default: each thread holds ~35–40 MB while documents come (the soak bench's peak,
     * bench/README.md); a second one only helps when several offices send files at the same moment.
     */
    parserWorkers: e.DOCUMENT_PARSER_WORKERS,
    parserMemoryMb: e.DOCUMENT_PARSER_MEMORY_MB,
    parserTimeoutMs: e.DOCUMENT_PARSER_TIMEOUT_MS,
    /** Pages read by OCR per user per minute (scans and photos, all documents together). */
    ocrPagesPerMinute: e.DOCUMENT_OCR_PAGES_PER_MINUTE,
    /** Pages drawn for OCR and not yet read, all users together (the memory they hold); more → 503 DOCUMENTS_BUSY; 0 = no OCR here. */
    ocrPagesInFlight: e.DOCUMENT_OCR_PAGES_IN_FLIGHT,
    /** Bytes of analysed files one user keeps stored; older analyses go to make room. */
    storageMaxBytesPerUser: e.DOCUMENT_STORAGE_MAX_BYTES_PER_USER,
  }),
);

const ZImagesEnv = section({ IMAGE_DAILY_LIMIT: int(20) }, (e) => ({
  /** Charts/infographics one user may generate per day (Indian Standard Time). */
  dailyLimit: e.IMAGE_DAILY_LIMIT,
}));

const ZAdminEnv = section(
  {
    KNOWLEDGE_DIR: repoPath("apps/api/kb/starter"),
    ADMIN_UPLOAD_MAX_BYTES: int(200 * 1024 * 1024),
  },
  (e) => ({
    /** Folder POST /admin/documents/ingest takes in (every supported file, sub-folders too). */
    knowledgeDir: e.KNOWLEDGE_DIR,
    /** Largest total size of one POST /admin/documents/upload request. */
    uploadMaxBytes: e.ADMIN_UPLOAD_MAX_BYTES,
  }),
);

const ZJobsEnv = section(
  {
    JOBS_WORKER: envBool(true),
    JOB_POLL_MS: int(2000),
    JOB_LOCK_SECONDS: int(60),
    JOB_MAX_ATTEMPTS: int(3),
  },
  (e) => ({
    /** Run ingestion jobs in this process (every replica by default; false = enqueue only). */
    worker: e.JOBS_WORKER,
    /** How often an idle worker looks for queued jobs (a job enqueued here starts at once). */
    pollMs: e.JOB_POLL_MS,
    /** A running job's lock lasts this long; its worker renews it every third of it. */
    lockSeconds: e.JOB_LOCK_SECONDS,
    /** A job interrupted (its worker died) this many times ends as an error. */
    maxAttempts: e.JOB_MAX_ATTEMPTS,
  }),
);

/** WhatsApp Cloud API (issue 23); every field but the defaults is optional (no secret = webhook answers 403). */
const ZWhatsappEnv = section(
  {
    WHATSAPP_PHONE_NUMBER_ID: optionalString,
    WHATSAPP_BUSINESS_NUMBER: optionalString,
    WHATSAPP_ACCESS_TOKEN: optionalString,
    WHATSAPP_APP_SECRET: optionalString,
    WHATSAPP_VERIFY_TOKEN: optionalString,
    WHATSAPP_GRAPH_API_URL: z.string().default("https://graph.facebook.com/v21.0"),
    WHATSAPP_TEMPLATE_NAME: z.string().default("sachiv_reply_waiting"),
    WHATSAPP_MEDIA_MAX_BYTES: int(16 * 1024 * 1024),
    WHATSAPP_PAIR_PACE_MS: count(6000),
    WHATSAPP_BURST_MS: count(700),
    WHATSAPP_ALERT_TEMPLATE: z.string().default("sachiv_document_alert"),
    WHATSAPP_GUEST_DAILY_CAP: count(0),
  },
  (e) => ({
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
    /** The business number shown in Settings (digits with country code), if known. */
    businessNumber: e.WHATSAPP_BUSINESS_NUMBER?.replace(/\D/g, ""),
    accessToken: e.WHATSAPP_ACCESS_TOKEN,
    appSecret: e.WHATSAPP_APP_SECRET,
    verifyToken: e.WHATSAPP_VERIFY_TOKEN,
    /** Graph API base with its version, e.g. https://graph.facebook.com/v21.0 (tests point it elsewhere). */
    graphApiUrl: e.WHATSAPP_GRAPH_API_URL.replace(/\/+$/, ""),
    /** Approved template sent outside the 24-hour window (one body parameter: the user's question). */
    templateName: e.WHATSAPP_TEMPLATE_NAME,
    /** Largest inbound media file fetched. */
    mediaMaxBytes: e.WHATSAPP_MEDIA_MAX_BYTES,
    /** Wait before sending again to a number that hit the pair rate limit (131056). */
    pairPaceMs: e.WHATSAPP_PAIR_PACE_MS,
    /** A number's messages are answered once it has been quiet this long; a burst is one turn. */
    burstMs: e.WHATSAPP_BURST_MS,
    /** Approved Utility template (per language: hi, en) of an alert: the document's title, new or replaced. */
    alertTemplate: e.WHATSAPP_ALERT_TEMPLATE,
    /** Answers a day to an unlinked number (a guest); 0 = guests only get the how-to-link reply. */
    guestDailyCap: e.WHATSAPP_GUEST_DAILY_CAP,
  }),
);

/** Traces (OpenTelemetry): the SDK is loaded only when an OTLP endpoint is set (src/telemetry.ts). */
const ZTelemetryEnv = section(
  {
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalString,
    OTEL_SERVICE_NAME: z.string().default("sachiv-api"),
  },
  (e) => ({
    /** OTLP/HTTP collector base URL (traces go to <it>/v1/traces); undefined = no traces. */
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: e.OTEL_SERVICE_NAME,
  }),
);

/**
 * Every section. `server` is spread at the top level (config.port); each other one becomes
 * config.<name> (config.database, config.ai…).
 */
const sections = {
  server: ZServerEnv,
  database: ZDatabaseEnv,
  auth: ZAuthEnv,
  mail: ZMailEnv,
  tts: ZTtsEnv,
  ai: ZAiEnv,
  documents: ZDocumentsEnv,
  images: ZImagesEnv,
  admin: ZAdminEnv,
  jobs: ZJobsEnv,
  telemetry: ZTelemetryEnv,
  whatsapp: ZWhatsappEnv,
} as const;

type TSections = typeof sections;
type TNestedSections = Omit<TSections, "server">;
export type TConfig = z.output<TSections["server"]> & {
  [K in keyof TNestedSections]: z.output<TNestedSections[K]>;
};

/** Every environment variable the API reads (test/config.test.ts checks .env.example against it). */
export const CONFIG_VARIABLES: readonly string[] = Object.values(sections).flatMap((s) => Object.keys(s.in.shape));

/** Reads the repository's .env into process.env (variables already set win), if there is one. */
export function loadDotEnv(): void {
  const envFile = path.join(repoRoot, ".env");
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
}

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY: unset/false = no proxy; a hop count ("1"); or a comma list of addresses, CIDR
 * ranges or proxy-addr's names ("10.0.0.0/8,127.0.0.1", "loopback"). "true" (trust every hop)
 * is refused: with it any client picks its own address by sending X-Forwarded-For.
 */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = (value ?? "").trim().toLowerCase();
  if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
  const flag = v === "" ? false : parseBool(v);
  if (flag === false) return false;
  if (flag === true) {
    throw new ConfigValueError(
      "TRUST_PROXY",
      '"true" would trust every hop, so any client could choose its own address ' +
        "(and escape every per-IP limit). Set the number of proxies in front of the app (TRUST_PROXY=1) or their " +
        "addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1).",
    );
  }
  const entries = v
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split("/");
    const kind = net.isIP(address ?? "");
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (kind === 6 ? 128 : 32));
    if (!(PROXY_NAMES.has(entry) || (kind !== 0 && prefixOk && rest.length === 0))) {
      throw new ConfigValueError(
        "TRUST_PROXY",
        `"${entry}" is not a hop count, an IP address, a CIDR range or loopback/linklocal/uniquelocal.`,
      );
    }
  }
  return entries;
}

/**
 * Parses the environment; throws a readable error listing every bad variable. An empty value
 * means "not set" (the default applies), for every variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""));
  const problems: string[] = [];
  const parts: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(sections)) {
    const parsed = schema.safeParse(set);
    if (parsed.success) parts[name] = parsed.data;
    else problems.push(...parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`));
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  const { server, ...nested } = parts;
  return { ...(server as object), ...nested } as TConfig;
}

export { repoRoot };
