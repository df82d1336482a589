// POST /document (analyse a file or photo), GET /document/:id (reopen one after a reload),
// POST /document/question, POST /document/cleanup.
// Signed-in users only; a session belongs to the user who made it and expires on its own.
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { documentAnalysisTexts, pickText } from "@sachiv/content";
import {
  MAX_DOCUMENT_BASE64_LENGTH,
  ZDocumentAnalyzeRequest,
  ZDocumentAnalyzeResponse,
  ZDocumentCleanupRequest,
  ZDocumentCleanupResponse,
  ZDocumentQuestionRequest,
  ZDocumentQuestionResponse,
  ZDocumentSessionParams,
  ZDocumentSessionResponse,
  ZErrorResponse,
} from "@sachiv/contracts";
import type { TConfig } from "../../config.ts";
import { ApiError } from "../../lib/errors.ts";
import { requestLanguage } from "../../lib/language.ts";
import { authOf } from "../../plugins/auth.ts";

const tags = ["documents"];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  404: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
  422: ZErrorResponse,
  429: ZErrorResponse,
  503: ZErrorResponse,
};
/** JSON of a 50 MB file in base64 plus room, so an oversized file reaches our own size check. */
const DOCUMENT_BODY_LIMIT = MAX_DOCUMENT_BASE64_LENGTH + 8 * 1024 * 1024;

/** Base64 (bare or a data URL) → bytes. */
function decodeBase64(data: string): Buffer {
  const comma = data.startsWith("data:") ? data.indexOf(",") : -1;
  return Buffer.from(comma >= 0 ? data.slice(comma + 1) : data, "base64");
}

export const documentRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  // onRequest: the token is checked before the (up to ~75 MB) body is read.
  app.addHook("onRequest", app.authenticate);

  app.post(
    "/document",
    {
      bodyLimit: DOCUMENT_BODY_LIMIT,
      config: {
        tooLargeCode: "FILE_TOO_LARGE",
        rateLimit: {
          max: config.documents.rateLimitPerMinute,
          timeWindow: "1 minute",
          keyGenerator: (req: FastifyRequest) => (req.auth ? `doc:${req.auth.userId}` : `doc-ip:${req.ip}`),
        },
      },
      schema: {
        tags,
        summary:
          "Analyse a document or photo (base64): summary, key points, recommendations, detected fields, and the ids for follow-up questions.",
        body: ZDocumentAnalyzeRequest,
        response: { 200: ZDocumentAnalyzeResponse, ...errors },
      },
    },
    async (req) => {
      const { language } = req.body;
      const source =
        req.body.image_data !== undefined
          ? { bytes: decodeBase64(req.body.image_data) }
          : { imageUrl: req.body.image_url! };
      const { ids, analysis, document } = await app.documents.analyse(
        authOf(req).userId,
        { source, fileName: req.body.file_name, mimeType: req.body.document_type, language },
        req.log,
      );
      app.usage.record("document_analysis", authOf(req).userId);
      return {
        success: true,
        message: pickText(documentAnalysisTexts.successMessage, language),
        analysis,
        assistant_id: ids.assistantId,
        thread_id: ids.threadId,
        file_id: ids.fileId,
        document,
      };
    },
  );

  app.get(
    "/document/:id",
    {
      schema: {
        tags,
        summary:
          "One of the user's own analysed documents while it lives (the id is its assistant_id): the analysis, its ids and the follow-up questions so far. 404 for someone else's, unknown or expired.",
        params: ZDocumentSessionParams,
        response: { 200: ZDocumentSessionResponse, ...errors },
      },
    },
    async (req) => app.documents.getOwn(authOf(req).userId, req.params.id),
  );

  app.post(
    "/document/question",
    {
      config: {
        rateLimit: {
          max: config.ai.chatRateLimitPerMinute,
          timeWindow: "1 minute",
          keyGenerator: (req: FastifyRequest) => `docq:${req.auth?.userId ?? req.ip}`,
          errorResponseBuilder: () => new ApiError("CHAT_RATE_LIMITED"),
        },
      },
      schema: {
        tags,
        summary: "Ask about an analysed document; the answer comes from its text.",
        body: ZDocumentQuestionRequest,
        response: { 200: ZDocumentQuestionResponse, ...errors },
      },
    },
    async (req, reply) => {
      const clientGone = new AbortController();
      reply.raw.on("close", () => {
        if (!reply.raw.writableFinished) clientGone.abort(new Error("client disconnected"));
      });
      const { question, language } = req.body;
      const answer = await app.documents.ask(
        authOf(req).userId,
        { ids: { assistantId: req.body.assistant_id, threadId: req.body.thread_id }, question, language },
        clientGone.signal,
        req.log,
      );
      if (answer === undefined) return reply; // the client went away
      return { success: true, message: pickText(documentAnalysisTexts.answered, language), answer };
    },
  );

  app.post(
    "/document/cleanup",
    {
      schema: {
        tags,
        summary:
          "Delete an analysed document (bytes, text, questions) now; unknown or already deleted ids succeed too.",
        body: ZDocumentCleanupRequest,
        response: { 200: ZDocumentCleanupResponse, ...errors },
      },
    },
    async (req) => {
      const removed = await app.documents.remove(authOf(req).userId, {
        assistantId: req.body.assistant_id,
        threadId: req.body.thread_id,
        fileId: req.body.file_id,
      });
      const language = requestLanguage(req);
      return {
        success: true,
        message: pickText(removed ? documentAnalysisTexts.deleted : documentAnalysisTexts.nothingToDelete, language),
      };
    },
  );
};
