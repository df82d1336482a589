// The offline voice's engine in a worker thread: eSpeak NG (WASM) synthesis and lamejs MP3
// encoding are synchronous and take tens of milliseconds a sentence, which on the main thread
// would stall every chat stream meanwhile. Plain JavaScript, so it loads the same under tsx,
// vitest and node. Messages in: { id, pieces: string[], voice, rate, kbps, format: "mp3" | "opus" },
// or { cancel: id }. Opus (ogg-opus.mjs) is encoded from the whole utterance's samples at the end.
// Messages out: { id, audio: Uint8Array } (transferred), or { id, error }.
import { parentPort } from "node:worker_threads";
import { Mp3Encoder } from "@breezystack/lamejs";
import { encodeOggOpus } from "./ogg-opus.mjs";

const BLOCK = 1152 * 16;
let engine;
const cancelled = new Set();
const queue = [];
let busy = false;

async function loadEngine() {
  engine ??= import("@echogarden/espeak-ng-emscripten").then(async ({ default: initialize }) => {
    const module = await initialize();
    return new module.eSpeakNGWorker();
  });
  return engine;
}

function copyBytes(view) {
  return Uint8Array.from(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
}

async function synthesize({ id, pieces, voice, rate, kbps, format }) {
  const espeak = await loadEngine();
  espeak.set_rate(rate);
  espeak.set_voice(voice);
  const opus = format === "opus";
  const encoder = opus ? null : new Mp3Encoder(1, espeak.get_samplerate(), kbps);
  const chunks = [];
  const pcm = [];
  for (const piece of pieces) {
    if (cancelled.has(id)) throw new Error("cancelled");
    const samples = [];
    espeak.synthesize(piece, (audio) => {
      samples.push(audio);
      return false;
    });
    for (const s of samples) {
      if (opus) {
        pcm.push(Int16Array.from(s));
        continue;
      }
      for (let i = 0; i < s.length; i += BLOCK) {
        const bytes = encoder.encodeBuffer(s.subarray(i, i + BLOCK));
        if (bytes.length > 0) chunks.push(copyBytes(bytes));
      }
    }
    // Let a cancel message in between sentences.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (opus) return encodeOggOpus(pcm, espeak.get_samplerate());
  const last = encoder.flush();
  if (last.length > 0) chunks.push(copyBytes(last));
  const audio = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    audio.set(c, at);
    at += c.length;
  }
  return audio;
}

async function drain() {
  if (busy) return;
  busy = true;
  while (queue.length > 0) {
    const job = queue.shift();
    try {
      if (cancelled.has(job.id)) throw new Error("cancelled");
      const audio = await synthesize(job);
      parentPort.postMessage({ id: job.id, audio }, [audio.buffer]);
    } catch (err) {
      parentPort.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) });
    } finally {
      cancelled.delete(job.id);
    }
  }
  busy = false;
}

parentPort.on("message", (message) => {
  if (message.cancel !== undefined) {
    cancelled.add(message.cancel);
    return;
  }
  if (message.warm) {
    loadEngine().then(
      () => parentPort.postMessage({ id: message.id, warm: true }),
      (err) => parentPort.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) }),
    );
    return;
  }
  queue.push(message);
  void drain();
});
