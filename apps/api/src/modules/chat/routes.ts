// POST /chat/ (streaming, Server-Sent Events), POST /chat, POST /chat/rating, GET /chat/rating/:id.
// Every route needs a signed-in user and counts against a per-user chat limit.
import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  formatChatStreamEvent,
  ZChatRequest,
  ZChatResponse,
  ZChatStreamRequest,
  ZErrorResponse,
  ZGetRatingResponse,
  ZRatingParams,
  ZRatingRequest,
  ZRatingResponse,
  type TChatStreamEvent,
  type TLanguage,
} from "@sachiv/contracts";
import { currentQuestion, type TChatProvider, type TPassage } from "../../ai/chat/index.ts";
import type { TConfig } from "../../config.ts";
import { ApiError, messageFor } from "../../lib/errors.ts";
import { requestLanguage } from "../../lib/language.ts";
import { authOf } from "../../plugins/auth.ts";
import { recordCitations } from "../knowledge/index.ts";
import {
  answerSources,
  ChatTimeoutError,
  citedDocumentIds,
  collectAnswer,
  retrievePassages,
  streamAnswer,
} from "./answer.ts";
import { createChatService } from "./service.ts";

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

export const chatRoutes: FastifyPluginAsyncZod<{ config: TConfig; provider: TChatProvider }> = async (
  app,
  { config, provider },
) => {
  const chat = createChatService(app.db);
  const log = (msg: string, err?: unknown) => app.log.warn({ err }, msg);

  // onRequest: a token is checked before any body is read.
  app.addHook("onRequest", app.authenticate);
  // Counted after authentication (route hooks run after this plugin's), so each user has their
  // own bucket (IP only as a fallback), still before the body is read.
  const rateLimit = {
    max: config.ai.chatRateLimitPerMinute,
    timeWindow: "1 minute",
    keyGenerator: (req: FastifyRequest) => (req.auth ? `user:${req.auth.userId}` : `ip:${req.ip}`),
    errorResponseBuilder: () => new ApiError(429, "CHAT_RATE_LIMITED"),
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
      const userId = authOf(req).userId;
      const language = languageOf(req, req.body.language);
      const question = req.body.message;
      const passages = retrievePassages(app.db, question, log, app.embedder, provider.rewriteQuery);
      passages.catch(() => {}); // never rejects, but a 404 below must not leave it unobserved
      if (!req.body.conversation_id) {
        // A new conversation has no history to read: the question is written beside the
        // retrieval and the model call, not before them. The answer is not complete (no "done",
        // no saved reply) until the question is on record; if it cannot be, the stream ends with
        // an error and the model call is abandoned.
        const conversationId = randomUUID();
        const questionSaved = withRetries(
          () => chat.startConversation(userId, conversationId, language, question, randomUUID()),
          "chat: could not save the question",
        );
        await streamReply(reply, {
          conversationId,
          question,
          messages: [{ role: "user", content: question }],
          language,
          passages,
          questionSaved,
        });
        return;
      }
      // A conversation going on: its history comes with the question's write (one statement),
      // beside the retrieval; the model is called once both are done.
      const turn = await chat.beginTurn(userId, req.body.conversation_id, language, question);
      await streamReply(reply, {
        conversationId: turn.conversationId,
        question,
        messages: [...turn.history, { role: "user", content: question }],
        language,
        passages,
        questionSaved: Promise.resolve(true),
      });
    },
  );

  /** A few tries over about two seconds (a database restart), then gives up and says so. */
  async function withRetries(write: () => Promise<void>, failure: string): Promise<boolean> {
    for (const waitMs of [0, 250, 500, 1000]) {
      if (waitMs) await new Promise((r) => setTimeout(r, waitMs));
      try {
        await write();
        return true;
      } catch (err) {
        log(failure, err);
      }
    }
    return false;
  }
  const saveReplyWithRetries = (conversationId: string, answer: string, replyId: string) =>
    withRetries(() => chat.saveReply(conversationId, answer, replyId), "chat: could not save the answer");

  async function streamReply(
    reply: FastifyReply,
    turn: {
      conversationId: string;
      question: string;
      messages: { role: "user" | "assistant"; content: string }[];
      language: TLanguage;
      passages: Promise<TPassage[]>;
      /** Whether the question is on record (written beside the answer for a new conversation). */
      questionSaved: Promise<boolean>;
    },
  ) {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), ...SSE_HEADERS });
    res.flushHeaders();
    const clientGone = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) clientGone.abort(new Error("client disconnected"));
    });
    // A question that could not be saved ends the model call at once.
    const questionLost = new AbortController();
    let questionOnRecord = false;
    void turn.questionSaved.then((saved) => {
      questionOnRecord = saved;
      if (!saved) questionLost.abort(new Error("the question could not be saved"));
    });
    const questionNotSaved = () =>
      send({ type: "error", error: messageFor("DATABASE_UNAVAILABLE", turn.language), code: "DATABASE_UNAVAILABLE" });
    const send = async (event: TChatStreamEvent) => {
      if (res.destroyed || res.writableEnded) return;
      // Respect backpressure: a slow phone must not make us buffer the whole answer.
      if (!res.write(formatChatStreamEvent(event))) {
        await new Promise<void>((resolve) => {
          res.once("drain", resolve);
          res.once("close", resolve);
        });
      }
    };

    await send({ type: "conversation", conversationId: turn.conversationId });
    let answer = "";
    let saveAttempted = false;
    const replyId = randomUUID();
    try {
      const passages = await turn.passages;
      for await (const piece of streamAnswer({
        provider,
        messages: turn.messages,
        passages,
        language: turn.language,
        signal: AbortSignal.any([clientGone.signal, questionLost.signal]),
        timeoutMs: config.ai.chatTimeoutMs,
      })) {
        answer += piece;
        await send({ type: "chunk", chunk: piece });
      }
      // The question, then the answer, are on record before the client hears it is complete; a
      // database that stays away through the retries ends the stream with an error the reader
      // understands.
      if (!(await turn.questionSaved)) {
        saveAttempted = true; // nothing to attach an answer to
        await questionNotSaved();
        return;
      }
      saveAttempted = true;
      if (!(await saveReplyWithRetries(turn.conversationId, answer, replyId))) {
        await send({ type: "error", error: messageFor("ANSWER_NOT_SAVED", turn.language), code: "ANSWER_NOT_SAVED" });
        return;
      }
      // The documents it cites, for the admins' knowledge-base list (issue 14); never fails the answer.
      await recordCitations(app.db, replyId, citedDocumentIds(passages)).catch((err: unknown) =>
        log("chat: could not record citations", err),
      );
      await send({ type: "sources", sources: answerSources(turn.question, passages, turn.language) });
      await send({ type: "done", offline: provider.offline });
    } catch (err) {
      if (clientGone.signal.aborted) {
        app.log.info({ conversationId: turn.conversationId }, "chat: client went away, upstream call aborted");
      } else if (questionLost.signal.aborted) {
        await questionNotSaved();
      } else {
        const code = err instanceof ChatTimeoutError ? "CHAT_TIMEOUT" : "CHAT_PROVIDER_UNAVAILABLE";
        app.log.warn({ err, conversationId: turn.conversationId, provider: provider.name }, "chat: answer failed");
        await send({ type: "error", error: messageFor(code, turn.language), code });
      }
    } finally {
      // Saved also after a failure, with what arrived, so the record shows what the user saw.
      if (!saveAttempted && (questionOnRecord || (await turn.questionSaved)))
        await saveReplyWithRetries(turn.conversationId, answer, replyId);
      if (!res.writableEnded) res.end();
    }
  }

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
      const language = languageOf(req, req.body.language);
      const messages = [...req.body.conversation_history, { role: "user" as const, content: req.body.message }];
      const question = currentQuestion(messages);
      const passages = await retrievePassages(app.db, question, log, app.embedder, provider.rewriteQuery);
      const clientGone = new AbortController();
      req.raw.on("close", () => {
        if (!req.raw.complete || req.raw.destroyed) clientGone.abort(new Error("client disconnected"));
      });
      try {
        const response = await collectAnswer({
          provider,
          messages,
          passages,
          language,
          signal: clientGone.signal,
          timeoutMs: config.ai.chatTimeoutMs,
        });
        return { response, sources: answerSources(question, passages, language) };
      } catch (err) {
        req.log.warn({ err, provider: provider.name }, "chat: answer failed");
        throw err instanceof ChatTimeoutError
          ? new ApiError(504, "CHAT_TIMEOUT")
          : new ApiError(503, "CHAT_PROVIDER_UNAVAILABLE");
      }
    },
  );

  app.post(
    "/chat/rating",
    { config: { rateLimit }, schema: { tags, body: ZRatingRequest, response: { 200: ZRatingResponse, ...errors } } },
    async (req) => chat.rateConversation(authOf(req).userId, req.body, requestLanguage(req)),
  );

  app.get(
    "/chat/rating/:id",
    {
      config: { rateLimit },
      schema: { tags, params: ZRatingParams, response: { 200: ZGetRatingResponse, ...errors } },
    },
    async (req) => ({ rating: await chat.getRating(authOf(req).userId, req.params.id) }),
  );
};
