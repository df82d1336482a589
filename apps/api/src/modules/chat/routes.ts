// POST /chat/ (streaming, Server-Sent Events), POST /chat, POST /chat/rating, GET /chat/rating/:id,
// and the user's own history: GET /chat/conversations, GET and DELETE /chat/conversations/:id.
// Every route needs a signed-in user and counts against a per-user chat limit. The work is the
// chat service's (service.ts); these handlers validate, call it and shape the reply.
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  formatChatStreamEvent,
  ZChatConversationDetail,
  ZChatConversationParams,
  ZChatDeleteResponse,
  ZChatHistoryQuery,
  ZChatHistoryResponse,
  ZChatRequest,
  ZChatResponse,
  ZChatStreamRequest,
  ZErrorResponse,
  ZGetRatingResponse,
  ZRatingParams,
  ZRatingRequest,
  ZRatingResponse,
  type TLanguage,
} from "@sachiv/contracts";
import type { TConfig } from "../../config.ts";
import { ApiError } from "../../lib/errors.ts";
import { requestLanguage } from "../../lib/language.ts";
import { authOf } from "../../plugins/auth.ts";

const tags = ["chat"];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 429: ZErrorResponse };

// The contracts default a missing language to Hinglish; here a missing one means "the user's own".
const ZOptionalLanguage = z
  .string()
  .optional()
  .transform((v): TLanguage | undefined => (v === undefined ? undefined : v === "hindi" ? "hindi" : "hinglish"))
  .describe('Reply language: "hindi", anything else means Hinglish; omitted = the user\'s preferred language.');

const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  "x-accel-buffering": "no",
  connection: "keep-alive",
};

/** Room for the longest history the contracts accept (Devanagari is 3 bytes a character in UTF-8). */
const CHAT_BODY_LIMIT = 1024 * 1024;

export const chatRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  // onRequest: a token is checked before any body is read.
  app.addHook("onRequest", app.authenticate);
  // Counted after authentication (route hooks run after this plugin's), so each user has their
  // own bucket (IP only as a fallback), still before the body is read.
  const rateLimit = {
    max: config.ai.chatRateLimitPerMinute,
    timeWindow: "1 minute",
    keyGenerator: (req: FastifyRequest) => (req.auth ? `user:${req.auth.userId}` : `ip:${req.ip}`),
    errorResponseBuilder: () => new ApiError("CHAT_RATE_LIMITED"),
  };

  const languageOf = (req: FastifyRequest, asked: TLanguage | undefined) => asked ?? authOf(req).preferredLanguage;

  app.post(
    "/chat/",
    {
      config: { rateLimit },
      // History may carry 50 earlier messages: more room than the API-wide 64 KB.
      bodyLimit: CHAT_BODY_LIMIT,
      schema: {
        tags,
        summary: "Ask a question; the answer streams back as Server-Sent Events (`data: {json}` lines).",
        body: ZChatStreamRequest.extend({ language: ZOptionalLanguage }),
        response: errors,
      },
    },
    async (req, reply) => {
      const language = languageOf(req, req.body.language);
      // A conversation that is not the user's is a 404 here, before the stream starts.
      const turn = await app.chat.openTurn(
        authOf(req).userId,
        req.body.conversation_id,
        language,
        req.body.message,
        req.body.client_message_id ?? null,
      );

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), ...SSE_HEADERS });
      res.flushHeaders();
      const clientGone = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) clientGone.abort(new Error("client disconnected"));
      });
      const askedAt = performance.now();
      let firstChunk = true;
      let status = "error";
      try {
        for await (const event of turn.events(clientGone.signal)) {
          if (event.type === "chunk" && firstChunk) {
            firstChunk = false;
            app.metrics.chatFirstChunk.observe((performance.now() - askedAt) / 1000);
          }
          if (event.type === "done") status = event.status ?? "answered";
          if (res.destroyed || res.writableEnded) continue; // the service still saves what arrived
          // Respect backpressure: a slow phone must not make us buffer the whole answer.
          if (!res.write(formatChatStreamEvent(event))) {
            await new Promise<void>((resolve) => {
              res.once("drain", resolve);
              res.once("close", resolve);
            });
          }
        }
      } finally {
        if (!res.writableEnded) res.end();
        app.metrics.chatAnswers.inc({ status });
        app.metrics.chatDone.observe({ status }, (performance.now() - askedAt) / 1000);
      }
    },
  );

  app.post(
    "/chat",
    {
      config: { rateLimit },
      // History may carry 50 earlier messages: more room than the API-wide 64 KB.
      bodyLimit: CHAT_BODY_LIMIT,
      schema: {
        tags,
        summary: "Ask a question and get the whole answer at once.",
        body: ZChatRequest.extend({ language: ZOptionalLanguage }),
        response: { 200: ZChatResponse, ...errors, 503: ZErrorResponse, 504: ZErrorResponse },
      },
    },
    async (req) => {
      const clientGone = new AbortController();
      req.raw.on("close", () => {
        if (!req.raw.complete || req.raw.destroyed) clientGone.abort(new Error("client disconnected"));
      });
      const language = languageOf(req, req.body.language);
      return app.chat.ask(req.body.conversation_history, req.body.message, language, clientGone.signal);
    },
  );

  app.post(
    "/chat/rating",
    { config: { rateLimit }, schema: { tags, body: ZRatingRequest, response: { 200: ZRatingResponse, ...errors } } },
    async (req) => app.chat.rate(authOf(req).userId, req.body, requestLanguage(req)),
  );

  app.get(
    "/chat/rating/:id",
    {
      config: { rateLimit },
      schema: { tags, params: ZRatingParams, response: { 200: ZGetRatingResponse, ...errors } },
    },
    async (req) => ({ rating: await app.chat.getRating(authOf(req).userId, req.params.id) }),
  );

  // History: not counted against the chat limit (asking is); the API-wide limit still applies.
  app.get(
    "/chat/conversations",
    {
      schema: {
        tags,
        summary: "The signed-in user's own conversations, newest activity first, titled by the first question.",
        querystring: ZChatHistoryQuery,
        response: { 200: ZChatHistoryResponse, ...errors },
      },
    },
    async (req) => app.chat.listOwn(authOf(req).userId, req.query),
  );

  app.get(
    "/chat/conversations/:id",
    {
      schema: {
        tags,
        summary: "One of the user's own conversations: every message, answers with their sources.",
        params: ZChatConversationParams,
        response: { 200: ZChatConversationDetail, ...errors },
      },
    },
    async (req) => app.chat.getOwn(authOf(req).userId, req.params.id),
  );

  app.delete(
    "/chat/conversations/:id",
    {
      schema: {
        tags,
        summary: "Deletes one of the user's own conversations, its messages and rating.",
        params: ZChatConversationParams,
        response: { 200: ZChatDeleteResponse, ...errors },
      },
    },
    async (req) => {
      await app.chat.deleteOwn(authOf(req).userId, req.params.id);
      return { success: true as const };
    },
  );
};
