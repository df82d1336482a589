// POST /document (analyse a file or photo), POST /document/question, POST /document/cleanup.
// Signed-in users only; a session belongs to the user who made it and expires on its own.
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { documentAnalysisTexts, pickText } from "@sachiv/content";
import {
  MAX_DOCUMENT_BASE64_LENGTH,
  MAX_DOCUMENT_BYTES,
  ZDocumentAnalyzeRequest,
  ZDocumentAnalyzeResponse,
  ZDocumentCleanupRequest,
  ZDocumentCleanupResponse,
  ZDocumentQuestionRequest,
  ZDocumentQuestionResponse,
  ZErrorResponse,
} from "@sachiv/contracts";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { TChatProvider } from "../../ai/chat/index.ts";
import { recognise, stopOcr } from "../../ai/ocr.ts";
import type { TStructuredModel } from "../../ai/structured.ts";
import type { TConfig } from "../../config.ts";
import { ApiError } from "../../lib/errors.ts";
import { createMinuteBudget, createSharedAllowance } from "../../lib/fair-queue.ts";
import { authOf } from "../../plugins/auth.ts";
import { sendError } from "../../plugins/error-handler.ts";
import { createImageService, imageIdFromUrl } from "../images/service.ts";
import { analyseText } from "./analyse.ts";
import { answerDocumentQuestion, composeOfflineDocumentAnswer } from "./answer.ts";
import { DocumentError } from "./errors.ts";
import { extractDocument } from "./extract.ts";
import { createDocumentService } from "./service.ts";

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

/** An upload too big for the route or the schema gets the spec's 'File too large' answer. */
function tooLargeErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLarge =
    error.code === "FST_ERR_CTP_BODY_TOO_LARGE" ||
    error.statusCode === 413 ||
    (hasZodFastifySchemaValidationErrors(error) &&
      error.validation.some((v) => v.instancePath === "/image_data" && v.keyword === "too_big"));
  if (tooLarge) return sendError(request, reply, 413, "FILE_TOO_LARGE");
  throw error; // everything else: the app's error handler
}

export const documentRoutes: FastifyPluginAsyncZod<{
  config: TConfig;
  provider: TChatProvider;
  model?: TStructuredModel;
}> = async (app, { config, provider, model }) => {
  const documents = createDocumentService(app.db);
  const images = createImageService(app.db);
  const log = (msg: string) => app.log.info(msg);
  const ocrBudget = createMinuteBudget(config.documents.ocrPagesPerMinute);
  const ocrInFlight = createSharedAllowance(config.documents.ocrPagesInFlight);

  // onRequest: the token is checked before the (up to ~75 MB) body is read.
  app.addHook("onRequest", app.authenticate);

  // Expired sessions go without anyone asking: at start and then regularly.
  const sweepEveryMs = Math.min(15 * 60_000, (config.documents.sessionTtlHours * 3600_000) / 4);
  const sweep = () =>
    documents.sweepExpired().then(
      (n) => n > 0 && app.log.info({ removed: n }, "documents: expired sessions removed"),
      (err: unknown) => app.log.warn({ err }, "documents: sweep failed"),
    );
  const timer = setInterval(() => void sweep(), sweepEveryMs);
  timer.unref();
  app.addHook("onReady", async () => void sweep());
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await stopOcr();
  });

  app.post(
    "/document",
    {
      bodyLimit: DOCUMENT_BODY_LIMIT,
      errorHandler: tooLargeErrorHandler,
      config: {
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
      const { userId } = authOf(req);
      const { language } = req.body;
      let bytes: Buffer;
      let fileName = req.body.file_name;
      if (req.body.image_data !== undefined) {
        bytes = decodeBase64(req.body.image_data);
      } else {
        // Local-development fallback: a chart this user generated, named by its URL. Nothing is fetched.
        const id = imageIdFromUrl(req.body.image_url!);
        const image = id ? await images.getImage(id) : undefined;
        if (!image || image.userId !== userId) throw new ApiError(404, "IMAGE_NOT_FOUND");
        bytes = Buffer.from(image.png);
        fileName ??= `chart-${id}.png`;
      }
      if (bytes.byteLength > MAX_DOCUMENT_BYTES) throw new ApiError(413, "FILE_TOO_LARGE");
      if (bytes.byteLength === 0) throw new ApiError(422, "DOCUMENT_HAS_NO_TEXT");

      // OCR pages come out of the user's budget for the minute and out of the pages the server
      // holds in flight; what the file did not need goes back.
      const userGranted = ocrBudget.take(userId, config.documents.ocrMaxPages);
      const ocrGranted = ocrInFlight.take(userGranted);
      ocrBudget.giveBack(userId, userGranted - ocrGranted);
      let ocrUsed = 0;
      let ids, extracted, outcome;
      try {
        extracted = await extractDocument(bytes, {
          mimeType: req.body.document_type,
          fileName,
          ocrMaxPages: ocrGranted,
          ocrBudgetCut: userGranted < config.documents.ocrMaxPages,
          ocrBusy: ocrGranted < userGranted,
          log,
          parse: (b, o) => app.parsers.parseDocument(userId, b, o, log),
          ocr: (png) => {
            ocrUsed++;
            return recognise(Buffer.from(png.buffer, png.byteOffset, png.byteLength), userId);
          },
        });
        const about = { format: extracted.format, pages: extracted.pages, fileName };
        outcome = await analyseText(extracted.text, language, about, model, undefined, (text, lang, a) =>
          app.parsers.analyseOffline(userId, text, lang, a),
        );
        if (outcome.error)
          req.log.warn({ err: outcome.error }, "documents: model analysis failed, offline analysis used");
        const passages = await app.parsers.cutPassages(userId, extracted.text);
        ids = await documents.createSession({
          userId,
          fileName,
          format: extracted.format,
          mimeType: extracted.mimeType,
          bytes,
          language,
          pages: extracted.pages,
          ocrPages: extracted.ocrPages,
          text: extracted.text,
          analysis: outcome.analysis,
          offline: outcome.offline,
          ttlHours: config.documents.sessionTtlHours,
          storageMaxBytes: config.documents.storageMaxBytesPerUser,
          passages,
        });
      } catch (err) {
        if (err instanceof DocumentError) {
          req.log.info({ err: err.message, code: err.code }, "documents: file refused");
          throw new ApiError(err.statusCode, err.code);
        }
        throw err;
      } finally {
        ocrBudget.giveBack(userId, ocrGranted - ocrUsed);
        ocrInFlight.release(ocrGranted);
      }
      return {
        success: true,
        message: pickText(documentAnalysisTexts.successMessage, language),
        analysis: outcome.analysis,
        assistant_id: ids.assistantId,
        thread_id: ids.threadId,
        file_id: ids.fileId,
        document: {
          format: extracted.format,
          pages: extracted.pages,
          ocr_pages: extracted.ocrPages,
          characters: extracted.text.length,
          offline: outcome.offline,
        },
      };
    },
  );

  app.post(
    "/document/question",
    {
      config: {
        rateLimit: {
          max: config.ai.chatRateLimitPerMinute,
          timeWindow: "1 minute",
          keyGenerator: (req: FastifyRequest) => `docq:${req.auth?.userId ?? req.ip}`,
          errorResponseBuilder: () => new ApiError(429, "CHAT_RATE_LIMITED"),
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
      const { userId } = authOf(req);
      const { question, language } = req.body;
      const session = await documents.findSession(userId, req.body.assistant_id, req.body.thread_id);
      if (!session) throw new ApiError(404, "ANALYSIS_REQUIRED");
      const [chunks, history] = await Promise.all([
        documents.listChunks(session.id),
        documents.listMessages(session.id),
      ]);
      const fileLabel = session.fileName ?? session.format.toUpperCase();
      const clientGone = new AbortController();
      reply.raw.on("close", () => {
        if (!reply.raw.writableFinished) clientGone.abort(new Error("client disconnected"));
      });
      let answer: string;
      try {
        answer = await answerDocumentQuestion({
          question,
          chunks,
          history,
          fileLabel,
          language,
          provider,
          timeoutMs: config.ai.chatTimeoutMs,
          signal: clientGone.signal,
        });
      } catch (err) {
        if (clientGone.signal.aborted) return reply;
        // The model failed: the offline answerer still quotes the document.
        req.log.warn({ err, provider: provider.name }, "documents: model answer failed, offline answer used");
        answer = composeOfflineDocumentAnswer(question, chunks, fileLabel, language);
      }
      await documents.addExchange(session.id, question, answer);
      return { success: true, message: "ok", answer };
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
      const { userId } = authOf(req);
      const removed = await documents.deleteSession(userId, {
        assistantId: req.body.assistant_id,
        threadId: req.body.thread_id,
        fileId: req.body.file_id,
      });
      return { success: true, message: removed ? "Document deleted" : "Nothing to delete" };
    },
  );
};
