// The offline voice: eSpeak NG compiled to WebAssembly (from npm, no system package), its Hindi
// voice for both languages, MP3 by lamejs. Romanised Hinglish is transliterated to Devanagari
// first, so the Hindi voice reads it with Hindi sounds instead of eSpeak's English voice.
// Synthesis and encoding run in a worker thread (espeak-worker.mjs): they are synchronous and
// would otherwise hold up every other request, chat streams included, for each sentence.
import { Worker } from "node:worker_threads";
import type { TTtsFormat, TTtsGender, TTtsVoice } from "@sachiv/contracts";
import type { eSpeakNGWorker } from "@echogarden/espeak-ng-emscripten";
import { transliterateHinglish } from "./hinglish.ts";
import { MP3_KBPS } from "./mp3.ts";
import { speakableText } from "./speakable.ts";
import { cleanForSpeech, splitIntoPieces } from "./text.ts";
import type { TSynthesizeInput, TSynthesizedAudio, TTtsProvider } from "./types.ts";

export const ESPEAK_PROVIDER = "espeak-ng";
/** What an Ogg Opus answer is labelled; browsers check it with canPlayType. */
export const OGG_OPUS_TYPE = "audio/ogg; codecs=opus";
/** Words a minute: eSpeak's 175 is hurried for listeners new to synthetic speech. */
const RATE_WPM = 150;
/** eSpeak variants: f3 is a clear female voice (~210 Hz on the Hindi voice), the default is male. */
const VOICE_BY_GENDER: Record<TTtsGender, string> = { female: "hi+f3", male: "hi" };

export class TtsInputError extends Error {}

let engine: Promise<eSpeakNGWorker> | undefined;

/**
 * Loads the WASM module and its 24 MB voice data into this thread, once (the bench measures the
 * engine with it; the provider uses the worker thread instead).
 */
export function loadEspeak(): Promise<eSpeakNGWorker> {
  engine ??= import("@echogarden/espeak-ng-emscripten")
    .then(({ default: initialize }) => initialize())
    .then((module) => {
      const worker = new module.eSpeakNGWorker();
      worker.set_rate(RATE_WPM);
      return worker;
    })
    .catch((err: unknown) => {
      engine = undefined; // let a later request try again
      throw err;
    });
  return engine;
}

/**
 * Text as the Hindi voice should get it: no markdown or links, ordinals, amounts and spoken
 * acronyms in words (speakable.ts), Latin words in Devanagari.
 */
export function prepareForHindiVoice(text: string): string[] {
  return splitIntoPieces(transliterateHinglish(speakableText(cleanForSpeech(text))));
}

type TWorkerReply = { id: number; audio?: Uint8Array; error?: string; warm?: boolean };

/**
 * The engine thread ends after this long without a text: its WebAssembly memory and heap (~50 MB,
 * bench/README.md, soak) are not handed back while it lives. The next text starts it again
 * (~0.5 s), like the OCR worker and the parser workers.
 */
const ENGINE_IDLE_MS = 2 * 60_000;

/** The one engine thread, started on first use; it does not keep the process alive. */
function createEngineThread() {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: TWorkerReply) => void; reject: (e: Error) => void }>();
  let idle: NodeJS.Timeout | undefined;

  /** Nothing pending: the thread ends after ENGINE_IDLE_MS unless a text comes first. */
  function restLater() {
    clearTimeout(idle);
    if (pending.size > 0 || !worker) return;
    const w = worker;
    idle = setTimeout(() => {
      if (worker !== w || pending.size > 0) return;
      worker = undefined;
      void w.terminate();
    }, ENGINE_IDLE_MS);
    idle.unref();
  }

  function start(): Worker {
    clearTimeout(idle);
    if (worker) return worker;
    const w = new Worker(new URL("./espeak-worker.mjs", import.meta.url));
    w.unref();
    w.on("message", (reply: TWorkerReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if (reply.error) job.reject(new Error(reply.error));
      else job.resolve(reply);
      restLater();
    });
    const fail = (err: Error) => {
      // Ended for idleness (a newer thread may already be serving): nothing of this one's to fail.
      if (worker !== w) return;
      // A crashed engine fails what it held; the next request starts a new one.
      worker = undefined;
      for (const job of pending.values()) job.reject(err);
      pending.clear();
    };
    w.on("error", fail);
    w.on("exit", (code) => fail(new Error(`the speech engine stopped (exit ${code})`)));
    worker = w;
    return w;
  }

  function send(message: Record<string, unknown>, signal?: AbortSignal): Promise<TWorkerReply> {
    const w = start();
    const id = nextId++;
    return new Promise<TWorkerReply>((resolve, reject) => {
      // The abort listener goes with the reply: a caller's signal may outlive many texts.
      const done = () => signal?.removeEventListener("abort", onAbort);
      pending.set(id, {
        resolve: (r) => {
          done();
          resolve(r);
        },
        reject: (e) => {
          done();
          reject(e);
        },
      });
      const onAbort = () => {
        w.postMessage({ cancel: id });
        pending.delete(id);
        restLater();
        reject(signal?.reason instanceof Error ? signal.reason : new Error("aborted"));
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      w.postMessage({ ...message, id });
    });
  }

  return {
    warm: () => send({ warm: true }).then(() => undefined),
    synthesize: async (pieces: string[], voice: string, format: TTtsFormat, signal?: AbortSignal) => {
      signal?.throwIfAborted();
      const reply = await send({ pieces, voice, rate: RATE_WPM, kbps: MP3_KBPS, format }, signal);
      return Buffer.from(reply.audio!.buffer, reply.audio!.byteOffset, reply.audio!.byteLength);
    },
  };
}

const engineThread = createEngineThread();

/** Loads the engine in its thread (the health check uses it). */
export function warmOfflineVoice(): Promise<void> {
  return engineThread.warm();
}

export function createOfflineProvider(): TTtsProvider {
  const voices: TTtsVoice[] = (["female", "male"] as const).flatMap((gender) =>
    (["hindi", "hinglish"] as const).map((language) => ({
      id: `${VOICE_BY_GENDER[gender]}`,
      name: `eSpeak NG Hindi (${gender})`,
      language,
      locale: "hi-IN",
      gender,
      provider: ESPEAK_PROVIDER,
    })),
  );

  return {
    name: ESPEAK_PROVIDER,
    offline: true,
    voices: () => voices,
    async synthesize({ text, gender, format = "mp3", signal }: TSynthesizeInput): Promise<TSynthesizedAudio> {
      const pieces = prepareForHindiVoice(text);
      if (pieces.length === 0) throw new TtsInputError("nothing to say");
      // Requests take turns on the one engine thread; an aborted one is dropped from its queue.
      const audio = await engineThread.synthesize(pieces, VOICE_BY_GENDER[gender], format, signal);
      return { audio, contentType: format === "opus" ? OGG_OPUS_TYPE : "audio/mpeg" };
    },
  };
}
