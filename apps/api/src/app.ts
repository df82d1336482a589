// Builds the Fastify app: external plugins, then ours, then routes (the fastify/demo order).
import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import websocket from "@fastify/websocket";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { selectChatProvider } from "./ai/chat/index.ts";
import { selectEmbedder } from "./ai/embeddings/index.ts";
import { repoRoot, type TConfig } from "./config.ts";
import { openDatabase, type TDatabase } from "./db/database.ts";
import adminService from "./modules/admin/service.ts";
import jobsBackground from "./modules/admin/background.ts";
import { adminRoutes } from "./modules/admin/routes.ts";
import type { TMailer } from "./modules/auth/mailer.ts";
import { authRoutes, jwksRoutes } from "./modules/auth/routes.ts";
import accountsService from "./modules/auth/service.ts";
import chatBackground from "./modules/chat/background.ts";
import { chatRoutes } from "./modules/chat/routes.ts";
import chatService from "./modules/chat/service.ts";
import knowledgeService from "./modules/knowledge/service.ts";
import { knowledgeRoutes } from "./modules/knowledge/routes.ts";
import feedbackService from "./modules/feedback/service.ts";
import approvedService from "./modules/approved/service.ts";
import scopesService from "./modules/scopes/service.ts";
import usageService from "./modules/usage/service.ts";
import { scopeRoutes } from "./modules/scopes/routes.ts";
import gapsService from "./modules/gaps/service.ts";
import checksService from "./modules/checks/service.ts";
import { checkRoutes } from "./modules/checks/routes.ts";
import { approvedRoutes } from "./modules/approved/routes.ts";
import { gapRoutes } from "./modules/gaps/routes.ts";
import { feedbackRoutes } from "./modules/feedback/routes.ts";
import usersService from "./modules/users/service.ts";
import { contentRoutes } from "./modules/content/routes.ts";
import contentService from "./modules/content/service.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import healthService from "./modules/health/service.ts";
import { ttsRoutes } from "./modules/tts/routes.ts";
import ttsService, { ttsQueueStats } from "./modules/tts/service.ts";
import { createStructuredModel } from "./ai/structured.ts";
import { setupChartFonts } from "./lib/fonts.ts";
import documentsBackground from "./modules/documents/background.ts";
import { documentRoutes } from "./modules/documents/routes.ts";
import documentsService from "./modules/documents/service.ts";
import imagesService from "./modules/images/service.ts";
import parsersPlugin from "./modules/documents/parsers.ts";
import { imageRoutes } from "./modules/images/routes.ts";
import { userRoutes } from "./modules/users/routes.ts";
import draftsService from "./modules/drafts/service.ts";
import { draftRoutes } from "./modules/drafts/routes.ts";
import { draftTemplateAdminRoutes } from "./modules/drafts/admin-routes.ts";
import { whatsappRoutes } from "./modules/whatsapp/routes.ts";
import whatsappService from "./modules/whatsapp/service.ts";
import whatsappWorker from "./modules/whatsapp/worker.ts";
import authPlugin from "./plugins/auth.ts";
import databasePlugin from "./plugins/database.ts";
import errorHandler, { onFrameworkError } from "./plugins/error-handler.ts";
import metricsPlugin from "./plugins/metrics.ts";
import storageGuard from "./plugins/storage-guard.ts";
import { createPgRateLimitStore } from "./plugins/rate-limit-store.ts";
import webPlugin from "./plugins/web.ts";

export type TBuildOptions = {
  /** An already open database (tests share one); otherwise the app opens and closes its own. */
  database?: TDatabase;
  /** Replaces SMTP delivery (tests may read mail from a real SMTP server instead). */
  mailer?: TMailer;
  logger?: boolean | object;
};

/** Query parameters whose values never reach the log. */
const SECRET_QUERY_PARAMS = /([?&](?:token|access_token|refresh_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, "$1[redacted]");
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const apiPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, "apps/api/package.json"), "utf8")) as {
  version?: string;
};
const version = apiPackage.version ?? "0.0.0";

/** Fastify's typings lack the hop count its proxy-addr understands: a count becomes the same test. */
function trustProxyOption(trust: TConfig["trustProxy"]) {
  if (typeof trust !== "number") return trust;
  return (_address: string, hop: number) => hop < trust;
}

export async function buildApp(config: TConfig, options: TBuildOptions = {}): Promise<FastifyInstance> {
  // Charts draw Hindi through sharp's fontconfig, which must see our font before it first starts.
  setupChartFonts();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // The admin live channel carries its token in the query string: never log it.
            serializers: { req: serializeRequest },
            ...(typeof options.logger === "object" ? options.logger : {}),
          },
    trustProxy: trustProxyOption(config.trustProxy),
    // Small JSON everywhere; the routes that need more (document upload, chat history) say so.
    bodyLimit: 64 * 1024,
    frameworkErrors: onFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config.database, (m) => app.log.info(m)));

  // External plugins.
  await app.register(errorHandler);
  if (config.database.mode === "embedded" && config.database.dataDir !== "memory") {
    await app.register(storageGuard, { dataDir: config.database.dataDir, minFreeBytes: config.database.minFreeBytes });
  }
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'", "ws:", "wss:"],
        fontSrc: ["'self'", "data:"],
        // Map embeds and official video pages open in frames.
        frameSrc: ["'self'", "https://www.google.com", "https://maps.google.com", "https://www.youtube.com"],
        workerSrc: ["'self'", "blob:"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  if (config.corsOrigins.length > 0) await app.register(cors, { origin: config.corsOrigins, credentials: true });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: "1 minute",
    store: createPgRateLimitStore(database.db),
    // A database hiccup must not lock everyone out.
    skipOnError: true,
    // Static files are cheap and a page load fetches many: limit only the API.
    allowList: (req) => !req.url.startsWith("/api"),
  });
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 20 } });
  await app.register(websocket);
  await app.register(swagger, {
    openapi: {
      info: { title: "AI Sachiv API", description: "Hindi / Hinglish assistant for Gram Panchayat officials", version },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  // Our plugins.
  await app.register(databasePlugin, {
    database,
    closeWithApp: !options.database,
    embedder: selectEmbedder(config.ai),
  });
  await app.register(metricsPlugin, { token: config.metricsToken, ttsWaiting: () => ttsQueueStats().waiting });
  await app.register(authPlugin, { config });
  await app.register(parsersPlugin, { config });

  // Services (app.knowledge, app.chat …) and their background work, before the routes.
  const chatProvider = selectChatProvider(config.ai);
  await app.register(accountsService, { config, mailer: options.mailer });
  await app.register(healthService, { config, version });
  await app.register(knowledgeService);
  await app.register(contentService);
  await app.register(ttsService, { config });
  await app.register(usersService);
  await app.register(draftsService);
  await app.register(gapsService);
  await app.register(scopesService);
  await app.register(usageService);
  await app.register(approvedService);
  await app.register(chatService, { config, provider: chatProvider });
  await app.register(checksService);
  await app.register(chatBackground);
  await app.register(feedbackService);
  await app.register(jobsBackground, { config });
  await app.register(adminService, { config });
  const structured = (model: string | undefined) =>
    model ? createStructuredModel({ model, baseUrl: config.ai.baseUrl, apiKey: config.ai.apiKey }) : undefined;
  await app.register(imagesService, { config, model: structured(config.ai.imageModel) });
  await app.register(documentsService, { config, provider: chatProvider, model: structured(config.ai.chatModel) });
  await app.register(documentsBackground, { config });
  await app.register(whatsappService, { config });
  await app.register(whatsappWorker, { config });

  // Routes, all under /api.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(jwksRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(draftRoutes);
      await api.register(draftTemplateAdminRoutes);
      await api.register(adminRoutes, { config });
      await api.register(gapRoutes);
      await api.register(approvedRoutes);
      await api.register(checkRoutes);
      await api.register(scopeRoutes);
      await api.register(contentRoutes);
      await api.register(ttsRoutes, { config });
      await api.register(chatRoutes, { config });
      await api.register(feedbackRoutes);
      await api.register(documentRoutes, { config });
      await api.register(imageRoutes);
      await api.register(knowledgeRoutes);
      await api.register(whatsappRoutes, { config });
    },
    { prefix: "/api" },
  );
  // The key set is also published at the origin's well-known path.
  await app.register(jwksRoutes);
  await app.register(webPlugin, { distDir: config.webDistDir });

  await app.ready();
  return app;
}
