// Offline OCR: one tesseract.js worker (Hindi + English), started on first use, ended after two
// minutes without a page, and shared by every request; pages are read one at a time through it, users taking turns (a fair
// queue), so one user's 30-page scan does not hold everyone else's photo behind it. The trained data comes from
// the @tesseract.js-data npm packages through a local langPath that is checked first: without a
// langPath tesseract.js fetches from a CDN, and a failed fetch takes the worker down.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { Worker } from "tesseract.js";
import { createFairQueue } from "../lib/fair-queue.ts";

const require = createRequire(import.meta.url);
// English first: with Hindi first, Latin digits after Devanagari lose a leading "1" (1457 → 457)
// and ₹ is dropped; Devanagari comes out the same either way.
const LANGUAGES = ["eng", "hin"] as const;
/** Lines read with less confidence than this are noise (page edges, stamps, shadows). */
const MIN_LINE_CONFIDENCE = 40;
// LSTM-only "best_int" models: the most accurate ones tesseract.js ships.
const MODEL_DIR = "4.0.0_best_int";

export class OcrUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "OcrUnavailableError";
  }
}

export type TOcrResult = { text: string; confidence: number; ms: number };

type TWorker = Worker;

/** Where a language's trained data lies inside its npm package; throws when it is missing. */
export function trainedDataPath(lang: string): string {
  let dir: string;
  try {
    dir = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
  } catch (err) {
    throw new OcrUnavailableError(`OCR data package @tesseract.js-data/${lang} is not installed`, { cause: err });
  }
  const file = path.join(dir, MODEL_DIR, `${lang}.traineddata.gz`);
  if (!fs.existsSync(file)) throw new OcrUnavailableError(`OCR data file missing: ${file}`);
  return file;
}

let worker: Promise<TWorker> | undefined;

/**
 * A folder holding both languages' data (they live in two npm packages, and tesseract.js reads
 * every language from one langPath): symlinks in a cache folder, checked before the worker starts.
 */
function languageFolder(): string {
  const dir = path.join(os.tmpdir(), `sachiv-tessdata-${MODEL_DIR}`);
  fs.mkdirSync(dir, { recursive: true });
  for (const lang of LANGUAGES) {
    const target = trainedDataPath(lang);
    const link = path.join(dir, `${lang}.traineddata.gz`);
    if (fs.existsSync(link) && fs.realpathSync(link) === fs.realpathSync(target)) continue;
    fs.rmSync(link, { force: true });
    fs.symlinkSync(target, link);
  }
  return dir;
}

async function startWorker(): Promise<TWorker> {
  const langPath = languageFolder();
  const { createWorker, OEM } = await import("tesseract.js");
  return createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
    langPath,
    cacheMethod: "none",
    gzip: true,
    errorHandler: () => {}, // errors reach the caller through the rejected job
  });
}

function getWorker(): Promise<TWorker> {
  worker ??= startWorker().catch((err: unknown) => {
    worker = undefined; // a later request may try again
    throw err instanceof OcrUnavailableError
      ? err
      : new OcrUnavailableError(`OCR engine did not start: ${(err as Error).message}`, { cause: err });
  });
  return worker;
}

async function readImage(image: Buffer): Promise<TOcrResult> {
  const w = await getWorker();
  const t0 = performance.now();
  const { data } = await w.recognize(image, {}, { text: true, blocks: true });
  const paragraphs = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.map((p) =>
      p.lines
        .filter((line) => line.confidence >= MIN_LINE_CONFIDENCE)
        .map((line) => line.text.trim())
        .filter(Boolean)
        .join("\n"),
    ),
  );
  const text = data.blocks ? paragraphs.filter(Boolean).join("\n\n") : data.text;
  return { text, confidence: data.confidence, ms: Math.round(performance.now() - t0) };
}

/**
 * The worker ends after this long without a page: its WebAssembly memory (~90 MB with both
 * languages' models) is not handed back while it lives, and an office sends photos in bursts.
 * The next page starts a new one (~1–2 s; the soak bench, issue 26).
 */
const IDLE_STOP_MS = 2 * 60_000;
let idleTimer: NodeJS.Timeout | undefined;

async function readThenRest(image: Buffer): Promise<TOcrResult> {
  clearTimeout(idleTimer);
  try {
    return await readImage(image);
  } finally {
    idleTimer = setTimeout(() => {
      if (queue.size() === 0) void stopOcr();
    }, IDLE_STOP_MS).unref();
  }
}

const queue = createFairQueue(readThenRest, "ocr");

/** Pages waiting for the OCR worker (metrics). */
export function ocrQueueWaiting(): number {
  return queue.size();
}

/** Reads the text of one image (PNG, JPEG, BMP, TIFF…) for `user`: one page at a time, users in turn. */
export function recognise(image: Buffer, user = ""): Promise<TOcrResult> {
  return queue.push(user, image);
}

/** Whether the worker is up (for health); does not start it. */
export function ocrStarted(): boolean {
  return worker !== undefined;
}

/** Ends the worker (on app close); the next recognise() starts a new one. */
export async function stopOcr(): Promise<void> {
  clearTimeout(idleTimer);
  const current = worker;
  worker = undefined;
  if (!current) return;
  try {
    await (await current).terminate();
  } catch {
    // It never started: nothing to end.
  }
}
