// Speech from any OpenAI-compatible server: POST {base}/audio/speech with the model, text and
// voice, MP3 back, or Ogg Opus (`response_format: "opus"`) when the listener's browser plays it.
// Long text goes in several requests (OpenAI takes 4096 characters at most); MP3 frames simply
// concatenate into one playable file, Ogg streams do not (players stop at the first), so a text
// that needs several requests is asked for as MP3.
import type { TTtsGender, TTtsVoice } from "@sachiv/contracts";
import { cleanForSpeech, splitIntoPieces } from "./text.ts";
import type { TSynthesizeInput, TSynthesizedAudio, TTtsProvider } from "./types.ts";

export const OPENAI_PROVIDER = "openai-compatible";
const DEFAULT_BASE_URL = "https://api.openai.com/v1";
const MAX_INPUT = 4000;
/** OpenAI's names; other servers may use others, hence TTS_VOICE. */
const DEFAULT_VOICES: Record<TTtsGender, string> = { female: "nova", male: "onyx" };

export type TOpenAiTtsOptions = {
  baseUrl?: string;
  apiKey?: string;
  model: string;
  /** One voice for every request; otherwise nova (female) / onyx (male). */
  voice?: string;
  timeoutMs?: number;
};

export class UpstreamTtsError extends Error {}

export function createOpenAiProvider(options: TOpenAiTtsOptions): TTtsProvider {
  const url = `${(options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "")}/audio/speech`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const voiceFor = (gender: TTtsGender) => options.voice ?? DEFAULT_VOICES[gender];

  async function requestSpeech(
    input: string,
    voice: string,
    format: "mp3" | "opus",
    signal?: AbortSignal,
  ): Promise<Buffer> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const res = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: options.model, input, voice, response_format: format }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!res.ok) {
      await res.body?.cancel();
      throw new UpstreamTtsError(`speech server answered ${res.status}`);
    }
    const audio = Buffer.from(await res.arrayBuffer());
    if (audio.length === 0) throw new UpstreamTtsError("speech server sent no audio");
    return audio;
  }

  return {
    name: OPENAI_PROVIDER,
    offline: false,
    voices: () =>
      (["female", "male"] as const).flatMap((gender): TTtsVoice[] => [
        {
          id: voiceFor(gender),
          name: `${options.model} ${voiceFor(gender)}`,
          language: "hindi",
          locale: "hi-IN",
          gender,
          provider: OPENAI_PROVIDER,
        },
        {
          id: voiceFor(gender),
          name: `${options.model} ${voiceFor(gender)}`,
          language: "hinglish",
          locale: "en-IN",
          gender,
          provider: OPENAI_PROVIDER,
        },
      ]),
    async synthesize({ text, gender, format, signal }: TSynthesizeInput): Promise<TSynthesizedAudio> {
      const pieces = splitIntoPieces(cleanForSpeech(text), MAX_INPUT);
      const asked = format === "opus" && pieces.length === 1 ? "opus" : "mp3";
      const parts: Buffer[] = [];
      for (const piece of pieces) parts.push(await requestSpeech(piece, voiceFor(gender), asked, signal));
      return { audio: Buffer.concat(parts), contentType: asked === "opus" ? "audio/ogg; codecs=opus" : "audio/mpeg" };
    },
  };
}
