// Offline text-to-speech (eSpeak NG WASM + lamejs): engine cold start, time per sentence in
// Hindi and romanised Hinglish, MP3 encode time, MP3 bytes per second of audio, and the same
// through POST /api/tts/synthesize on a throwaway embedded database.
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { createOfflineProvider, loadEspeak, prepareForHindiVoice } from "../apps/api/src/ai/tts/offline.ts";
import { createMp3Stream, MP3_KBPS } from "../apps/api/src/ai/tts/mp3.ts";
import { monitorEventLoopDelay } from "node:perf_hooks";

const N = 20;
/** Runs first and not counted: the JIT warms lamejs and eSpeak up (cold figures are printed apart). */
const WARMUP = 3;
const SENTENCES = {
  hindi: "ग्राम सभा की बैठक साल में कम से कम चार बार होती है।",
  hinglish: "Gram Sabha ki meeting saal mein kam se kam 4 baar hoti hai",
};
const ANSWER =
  "MGNREGA mein job card ke liye Gram Panchayat mein aavedan karein. Aavedan ke 15 din ke andar job card milna chahiye. " +
  "ग्राम सभा की बैठक साल में कम से कम चार बार होती है। इसमें गाँव के सभी वयस्क सदस्य भाग ले सकते हैं।";

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return `p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms`;
}

// Cold start: the first load of the WASM module and its voice data (this process has not loaded it).
let t = performance.now();
const worker = await loadEspeak();
const coldMs = performance.now() - t;
t = performance.now();
worker.set_voice("hi+f3");
worker.synthesize("नमस्ते", () => false);
const firstSynthMs = performance.now() - t;
console.log("offline engine (eSpeak NG WASM, 22050 Hz mono)");
console.log(`  cold start (load module + voice data)  ${coldMs.toFixed(0)} ms`);
console.log(`  first synthesis (loads the hi voice)   ${firstSynthMs.toFixed(0)} ms`);
console.log(`  RSS after load                         ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);

function pcmOf(text: string): Int16Array {
  const parts: Int16Array[] = [];
  worker.set_voice("hi+f3");
  for (const piece of prepareForHindiVoice(text)) {
    worker.synthesize(piece, (samples) => {
      parts.push(samples);
      return false;
    });
  }
  const all = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return all;
}

function encode(pcm: Int16Array): number {
  const mp3 = createMp3Stream(worker.get_samplerate());
  return [...mp3.write(pcm), ...mp3.end()].reduce((n, b) => n + b.length, 0);
}

console.log(
  `\nper sentence, ${N} runs each after ${WARMUP} warm-up runs (synthesis = text prep + eSpeak; encode = lamejs ${MP3_KBPS} kbps)`,
);
for (const [label, text] of [...Object.entries(SENTENCES), ["answer (4 sentences, mixed)", ANSWER]] as const) {
  const synth: number[] = [];
  const enc: number[] = [];
  let seconds = 0;
  let bytes = 0;
  for (let i = 0; i < WARMUP; i++) encode(pcmOf(text));
  for (let i = 0; i < N; i++) {
    t = performance.now();
    const pcm = pcmOf(text);
    synth.push(performance.now() - t);
    t = performance.now();
    bytes = encode(pcm);
    enc.push(performance.now() - t);
    seconds = pcm.length / worker.get_samplerate();
  }
  console.log(`  ${label}`);
  console.log(
    `    audio ${seconds.toFixed(2)} s, MP3 ${bytes} bytes = ${(bytes / seconds / 1024).toFixed(1)} KB per second of audio`,
  );
  console.log(
    `    synthesis ${stats(synth)}   encode ${stats(enc)}   (real-time factor ${((synth[N - 1]! + enc[N - 1]!) / 1000 / seconds).toFixed(3)})`,
  );
}

// Through the provider and the HTTP route (what the web app waits for).
const provider = createOfflineProvider();
const app = await buildApp(
  loadConfig({
    DATA_DIR: "memory",
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: "/nonexistent",
    TTS_RATE_LIMIT_PER_MINUTE: "100000",
    RATE_LIMIT_PER_MINUTE: "100000",
  }),
  { logger: false },
);
try {
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  console.log(`\nend to end, ${N} runs each (synthesis in the engine thread)`);
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  for (const [language, text] of Object.entries(SENTENCES) as ["hindi" | "hinglish", string][]) {
    const direct: number[] = [];
    const http: number[] = [];
    for (let i = 0; i < WARMUP; i++) await provider.synthesize({ text, language, gender: "female" });
    for (let i = 0; i < N; i++) {
      t = performance.now();
      await provider.synthesize({ text, language, gender: "female" });
      direct.push(performance.now() - t);
      t = performance.now();
      const res = await fetch(`${address}/api/tts/synthesize`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text, language }),
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      http.push(performance.now() - t);
    }
    console.log(`  ${language.padEnd(8)} provider ${stats(direct)}   POST /api/tts/synthesize ${stats(http)}`);
  }
  loopDelay.disable();
  console.log(
    `  event-loop delay on the API thread meanwhile: p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
  );
} finally {
  await app.close();
}
