// Chooses the speech provider from config and falls back to the offline voice when a configured
// server fails, so a spoken answer is never lost to an outage upstream.
import type { TConfig } from "../../config.ts";
import { cleanForSpeech, splitIntoPieces } from "./text.ts";
import { createOfflineProvider, TtsInputError } from "./offline.ts";
import { createOpenAiProvider } from "./openai.ts";
import type { TSynthesizeInput, TSynthesizedAudio, TTtsProvider } from "./types.ts";

export { TtsInputError } from "./offline.ts";
export { loadEspeak, warmOfflineVoice } from "./offline.ts";
export type { TTtsProvider } from "./types.ts";

export type TTtsResult = TSynthesizedAudio & {
  /** Which provider made the audio. */
  provider: string;
  /** Set when the configured provider failed and the offline voice spoke instead. */
  fallbackReason?: string;
};

export type TTtsService = {
  provider: TTtsProvider;
  offline: TTtsProvider;
  synthesize(input: TSynthesizeInput): Promise<TTtsResult>;
};

export function createTtsService(ai: TConfig["ai"], log?: (msg: string, err: unknown) => void): TTtsService {
  const offline = createOfflineProvider();
  const provider = ai.ttsModel
    ? createOpenAiProvider({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.ttsModel, voice: ai.ttsVoice })
    : offline;
  return {
    provider,
    offline,
    async synthesize(input) {
      if (splitIntoPieces(cleanForSpeech(input.text)).length === 0) throw new TtsInputError("nothing to say");
      if (provider === offline) return { ...(await offline.synthesize(input)), provider: offline.name };
      try {
        return { ...(await provider.synthesize(input)), provider: provider.name };
      } catch (err) {
        // The listener left: nothing to fall back for.
        if (input.signal?.aborted) throw err;
        log?.("tts: configured provider failed, speaking offline", err);
        const reason = err instanceof Error ? err.message : String(err);
        return { ...(await offline.synthesize(input)), provider: offline.name, fallbackReason: reason };
      }
    },
  };
}
