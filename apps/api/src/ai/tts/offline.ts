// The offline voice: eSpeak NG compiled to WebAssembly (from npm, no system package), its Hindi
// voice for both languages, MP3 by lamejs. Romanised Hinglish is transliterated to Devanagari
// first, so the Hindi voice reads it with Hindi sounds instead of eSpeak's English voice.
import type { TTtsGender, TTtsVoice } from "@sachiv/contracts";
import type { eSpeakNGWorker } from "@echogarden/espeak-ng-emscripten";
import { transliterateHinglish } from "./hinglish.ts";
import { createMp3Stream } from "./mp3.ts";
import { cleanForSpeech, splitIntoPieces } from "./text.ts";
import type { TSynthesizeInput, TSynthesizedAudio, TTtsProvider } from "./types.ts";

export const ESPEAK_PROVIDER = "espeak-ng";
/** Words a minute: eSpeak's 175 is hurried for listeners new to synthetic speech. */
const RATE_WPM = 150;
/** eSpeak variants: f3 is a clear female voice (~210 Hz on the Hindi voice), the default is male. */
const VOICE_BY_GENDER: Record<TTtsGender, string> = { female: "hi+f3", male: "hi" };

export class TtsInputError extends Error {}

let engine: Promise<eSpeakNGWorker> | undefined;

/** Loads the WASM module and its 24 MB voice data once, on first use; later calls reuse it. */
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

/** Text as the Hindi voice should get it: no markdown or links, Latin words in Devanagari. */
export function prepareForHindiVoice(text: string): string[] {
  return splitIntoPieces(transliterateHinglish(cleanForSpeech(text)));
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

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
    async synthesize({ text, gender, signal }: TSynthesizeInput): Promise<TSynthesizedAudio> {
      const pieces = prepareForHindiVoice(text);
      if (pieces.length === 0) throw new TtsInputError("nothing to say");
      const worker = await loadEspeak();
      const mp3 = createMp3Stream(worker.get_samplerate());
      const chunks: Uint8Array[] = [];
      for (const piece of pieces) {
        signal?.throwIfAborted();
        // Synthesis is synchronous WASM: the voice is set per piece because requests take turns
        // on the one engine, and the event loop gets a turn between pieces.
        worker.set_voice(VOICE_BY_GENDER[gender]);
        const samples: Int16Array[] = [];
        worker.synthesize(piece, (audio) => {
          samples.push(audio);
          return false;
        });
        for (const s of samples) chunks.push(...mp3.write(s));
        await yieldToEventLoop();
      }
      chunks.push(...mp3.end());
      return { audio: Buffer.concat(chunks), contentType: "audio/mpeg" };
    },
  };
}
