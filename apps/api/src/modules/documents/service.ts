// A user's analysed documents as a service (`app.documents`): a file or photo is read (parser
// workers, OCR within the user's and the server's page allowances), analysed (the model, or the
// offline analyser), cut into passages and stored as a session; follow-up questions are answered
// from its text; sessions are deleted on request or when they expire (background.ts).
import fp from "fastify-plugin";
import { MAX_DOCUMENT_BYTES, type TDocumentAnalysis, type TLanguage } from "@sachiv/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { TChatProvider } from "../../ai/chat/index.ts";
import { recognise } from "../../ai/ocr.ts";
import type { TStructuredModel } from "../../ai/structured.ts";
import type { TConfig } from "../../config.ts";
import type { TDb } from "../../db/client.ts";
import { ApiError } from "../../lib/errors.ts";
import { createMinuteBudget, createSharedAllowance } from "../../lib/fair-queue.ts";
import type { TImageService } from "../images/service.ts";
import { analyseText } from "./analyse.ts";
import { answerDocumentQuestion, composeOfflineDocumentAnswer } from "./answer.ts";
import { DocumentError } from "./errors.ts";
import { extractDocument } from "./extract.ts";
import type { TParsers } from "./parsers.ts";
import { createDocumentStore, type TSessionIds } from "./store.ts";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    documents: TDocumentService;
  }
}

/** What to analyse: the bytes of an upload, or a chart this user generated, named by its URL. */
export type TDocumentSource = { bytes: Buffer } | { imageUrl: string };

export type TDocumentDeps = {
  db: TDb;
  config: TConfig;
  parsers: TParsers;
  images: TImageService;
  provider: TChatProvider;
  model?: TStructuredModel;
  log: FastifyBaseLogger;
};

export function createDocumentService({ db, config, parsers, images, provider, model, log }: TDocumentDeps) {
  const store = createDocumentStore(db);
  const logInfo = (msg: string) => log.info(msg);
  const ocrBudget = createMinuteBudget(config.documents.ocrPagesPerMinute);
  const ocrInFlight = createSharedAllowance(config.documents.ocrPagesInFlight);

  async function bytesOf(userId: string, source: TDocumentSource, fileName: string | undefined) {
    if ("bytes" in source) return { bytes: source.bytes, fileName };
    // Local-development fallback: a chart this user generated, named by its URL. Nothing is fetched.
    const image = await images.findByUrl(source.imageUrl);
    if (!image || image.userId !== userId) throw new ApiError("IMAGE_NOT_FOUND");
    return { bytes: Buffer.from(image.png), fileName: fileName ?? `chart-${image.id}.png` };
  }

  return {
    /** Reads, analyses and stores a document; a file that cannot be read is a 4xx ApiError. */
    async analyse(
      userId: string,
      request: { source: TDocumentSource; fileName?: string; mimeType?: string; language: TLanguage },
      requestLog: FastifyBaseLogger,
    ) {
      const { language, mimeType } = request;
      const { bytes, fileName } = await bytesOf(userId, request.source, request.fileName);
      if (bytes.byteLength > MAX_DOCUMENT_BYTES) throw new ApiError("FILE_TOO_LARGE");
      if (bytes.byteLength === 0) throw new ApiError("DOCUMENT_HAS_NO_TEXT");

      // OCR pages come out of the user's budget for the minute and out of the pages the server
      // holds in flight; what the file did not need goes back.
      const userGranted = ocrBudget.take(userId, config.documents.ocrMaxPages);
      const ocrGranted = ocrInFlight.take(userGranted);
      ocrBudget.giveBack(userId, userGranted - ocrGranted);
      let ocrUsed = 0;
      try {
        const extracted = await extractDocument(bytes, {
          mimeType,
          fileName,
          ocrMaxPages: ocrGranted,
          ocrBudgetCut: userGranted < config.documents.ocrMaxPages,
          ocrBusy: ocrGranted < userGranted,
          log: logInfo,
          parse: (b, o) => parsers.parseDocument(userId, b, o, logInfo),
          ocr: (png) => {
            ocrUsed++;
            return recognise(Buffer.from(png.buffer, png.byteOffset, png.byteLength), userId);
          },
        });
        const about = { format: extracted.format, pages: extracted.pages, fileName };
        const outcome = await analyseText(extracted.text, language, about, model, undefined, (text, lang, a) =>
          parsers.analyseOffline(userId, text, lang, a),
        );
        if (outcome.error)
          requestLog.warn({ err: outcome.error }, "documents: model analysis failed, offline analysis used");
        const passages = await parsers.cutPassages(userId, extracted.text);
        const ids = await store.createSession({
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
        return {
          ids,
          analysis: outcome.analysis,
          document: {
            format: extracted.format,
            pages: extracted.pages,
            ocr_pages: extracted.ocrPages,
            characters: extracted.text.length,
            offline: outcome.offline,
          },
        };
      } catch (err) {
        if (err instanceof DocumentError) {
          requestLog.info({ err: err.message, code: err.code }, "documents: file refused");
          throw new ApiError(err.code);
        }
        throw err;
      } finally {
        ocrBudget.giveBack(userId, ocrGranted - ocrUsed);
        ocrInFlight.release(ocrGranted);
      }
    },

    /**
     * Answers a question from the document's own text and keeps the exchange; 404 without the
     * user's session. A failing model gives the offline answer; undefined when the client left.
     */
    async ask(
      userId: string,
      request: { ids: Pick<TSessionIds, "assistantId" | "threadId">; question: string; language: TLanguage },
      signal: AbortSignal,
      requestLog: FastifyBaseLogger,
    ): Promise<string | undefined> {
      const { question, language } = request;
      const session = await store.findSession(userId, request.ids.assistantId, request.ids.threadId);
      if (!session) throw new ApiError("ANALYSIS_REQUIRED");
      const [chunks, history] = await Promise.all([store.listChunks(session.id), store.listMessages(session.id)]);
      const fileLabel = session.fileName ?? session.format.toUpperCase();
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
          signal,
        });
      } catch (err) {
        if (signal.aborted) return undefined;
        // The model failed: the offline answerer still quotes the document.
        requestLog.warn({ err, provider: provider.name }, "documents: model answer failed, offline answer used");
        answer = composeOfflineDocumentAnswer(question, chunks, fileLabel, language);
      }
      await store.addExchange(session.id, question, answer);
      return answer;
    },

    /** One of the user's own live sessions as the result screen shows it; 404 otherwise (expired too). */
    async getOwn(userId: string, assistantId: string) {
      const s = await store.getSession(userId, assistantId);
      if (!s?.file) throw new ApiError("DOCUMENT_NOT_FOUND");
      return {
        success: true,
        analysis: s.analysis as TDocumentAnalysis,
        assistant_id: s.id,
        thread_id: s.threadId,
        file_id: s.file.id,
        file_name: s.fileName,
        expires_at: s.expiresAt.toISOString(),
        document: {
          format: s.format,
          pages: s.pageCount,
          ocr_pages: s.ocrPages,
          characters: s.text.length,
          offline: s.offline,
        },
        messages: s.messages,
      };
    },

    /** Deletes the user's session now; whether there was one. */
    remove: (userId: string, ids: TSessionIds) => store.deleteSession(userId, ids),
    /** Deletes expired sessions; how many. */
    sweepExpired: () => store.sweepExpired(),
  };
}

export type TDocumentService = ReturnType<typeof createDocumentService>;

export default fp<{ config: TConfig; provider: TChatProvider; model?: TStructuredModel }>(
  async (app, { config, provider, model }) => {
    app.decorate(
      "documents",
      createDocumentService({
        db: app.db,
        config,
        parsers: app.parsers,
        images: app.images,
        provider,
        model,
        log: app.log,
      }),
    );
  },
  { name: "documents", dependencies: ["database", "parsers", "images"] },
);
