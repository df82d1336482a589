// The text-to-speech provider interface: the offline espeak-ng voice and any OpenAI-compatible
// speech endpoint implement it, and the /tts routes only ever talk to this shape.
import type { TLanguage, TTtsFormat, TTtsGender, TTtsVoice } from "@sachiv/contracts";

export type TSynthesizeInput = {
  text: string;
  language: TLanguage;
  gender: TTtsGender;
  /** Ogg Opus when the listener's browser plays it; MP3 by default. */
  format?: TTtsFormat;
  signal?: AbortSignal;
};

export type TSynthesizedAudio = { audio: Buffer; contentType: string };

export type TTtsProvider = {
  /** Reported in `x-tts-provider` and /tts/health, e.g. "espeak-ng". */
  name: string;
  offline: boolean;
  synthesize(input: TSynthesizeInput): Promise<TSynthesizedAudio>;
  voices(): TTtsVoice[];
};
