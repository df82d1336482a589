// The app's document readers, run in a pool of worker threads (`app.parsers`): each worker has a
// heap cap (DOCUMENT_PARSER_MEMORY_MB) and a time limit (DOCUMENT_PARSER_TIMEOUT_MS), users take
// turns, and a file that kills its worker is answered with DOCUMENT_TOO_COMPLEX while every
// other request goes on. Also used by knowledge-base ingestion.
import type { TDocumentAnalysis, TLanguage } from "@sachiv/contracts";
import fp from "fastify-plugin";
import type { TConfig } from "../../config.ts";
import { createWorkerPool, WorkerPoolError, WorkerTaskError } from "../../lib/worker-pool.ts";
import { ExtractionError, type TExtracted } from "../../lib/extract-text.ts";
import { DocumentError, type TDocumentErrorCode } from "./errors.ts";
import type { TParsedDocument, TParseOptions } from "./extract.ts";
import type { TParserResult, TParserTask } from "./parser-worker.ts";
import type { TPassage } from "./passages.ts";

/** Files of one user in the pool at once (reading or waiting); more → 429 DOCUMENT_QUEUE_FULL. */
const MAX_PER_USER = 3;
/** Files waiting for a worker, all users together; more → 503 DOCUMENTS_BUSY. */
const MAX_WAITING = 32;

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    parsers: TParsers;
  }
}

function poolFailure(err: WorkerPoolError): DocumentError {
  const code: TDocumentErrorCode =
    err.reason === "key-full"
      ? "DOCUMENT_QUEUE_FULL"
      : err.reason === "timeout" || err.reason === "crashed"
        ? "DOCUMENT_TOO_COMPLEX"
        : "DOCUMENTS_BUSY";
  return new DocumentError(code, err.message, { cause: err });
}

/** A parser worker without a document for this long ends; the next document starts one. */
const PARSER_IDLE_MS = 2 * 60_000;
/**
 * A parser worker ends after this many documents and a fresh one takes the next (~1 s to load):
 * pdf.js, mammoth and the zip readers leave compiled code, fragmented old space and native
 * buffers behind that a long-lived worker's heap never gives back (bench/README.md, soak).
 */
const PARSER_TASKS_PER_WORKER = 20;
/**
 * A parser worker's young generation: 4 MB instead of 16 keeps ~10 MB less resident while
 * documents come (19 files in a row: peak 214 → 198 MB for the process, the same time; a 100-page
 * PDF as fast), bench/README.md, soak.
 */
const PARSER_YOUNG_GENERATION_MB = 4;

export function createParsers(config: TConfig["documents"]) {
  const pool = createWorkerPool<TParserTask, TParserResult[keyof TParserResult]>({
    // From source the worker is parser-worker.ts beside this file; built, dist/parser-worker.js.
    entry: new URL(import.meta.url.endsWith(".ts") ? "./parser-worker.ts" : "./parser-worker.js", import.meta.url),
    size: config.parserWorkers,
    maxOldGenerationSizeMb: config.parserMemoryMb,
    maxYoungGenerationSizeMb: PARSER_YOUNG_GENERATION_MB,
    timeoutMs: config.parserTimeoutMs,
    maxPerKey: MAX_PER_USER,
    maxQueued: MAX_WAITING,
    // Each worker holds its own heap and readers (~50 MB); an office sends documents in bursts.
    idleMs: PARSER_IDLE_MS,
    maxTasksPerWorker: PARSER_TASKS_PER_WORKER,
  });

  /** Errors from the worker as the classes the callers know. */
  async function run<K extends TParserTask["kind"]>(
    key: string,
    task: Extract<TParserTask, { kind: K }>,
  ): Promise<TParserResult[K]> {
    try {
      return (await pool.run(key, task)) as TParserResult[K];
    } catch (err) {
      if (err instanceof WorkerPoolError) throw poolFailure(err);
      if (err instanceof WorkerTaskError && err.name === "DocumentError")
        throw new DocumentError(err.code as TDocumentErrorCode, err.message);
      if (err instanceof WorkerTaskError && err.name === "ExtractionError")
        throw new ExtractionError(err.code as ExtractionError["code"], err.message);
      throw err;
    }
  }

  return {
    async parseDocument(
      userId: string,
      bytes: Uint8Array,
      options: TParseOptions,
      log: (msg: string) => void = () => {},
    ): Promise<TParsedDocument> {
      const { log: lines, ...parsed } = await run(userId, { kind: "document", bytes, options });
      for (const line of lines) log(line);
      return parsed;
    },

    /** A knowledge-base file; a file that kills its worker is UNREADABLE_FILE for that file only. */
    async extractKnowledge(key: string, bytes: Uint8Array, fileName: string, mimeType?: string): Promise<TExtracted> {
      try {
        return await run(key, { kind: "knowledge", bytes, fileName, mimeType });
      } catch (err) {
        if (err instanceof DocumentError) {
          throw new ExtractionError(
            "UNREADABLE_FILE",
            `Cannot read ${fileName}: ${err.code === "DOCUMENT_TOO_COMPLEX" ? "too large or complex to read (the reader ran out of memory or time)" : err.message}`,
          );
        }
        throw err;
      }
    },

    analyseOffline(
      userId: string,
      text: string,
      language: TLanguage,
      about: { format: string; pages: number },
    ): Promise<TDocumentAnalysis> {
      return run(userId, { kind: "analyse", text, language, about });
    },

    /** The passages follow-up questions search (chunked and normalised in a worker). */
    cutPassages(userId: string, text: string): Promise<TPassage[]> {
      return run(userId, { kind: "passages", text });
    },

    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}

export type TParsers = ReturnType<typeof createParsers>;

export default fp<{ config: TConfig }>(
  async (app, { config }) => {
    const parsers = createParsers(config.documents);
    app.decorate("parsers", parsers);
    app.addHook("onClose", async () => parsers.close());
  },
  { name: "parsers" },
);
