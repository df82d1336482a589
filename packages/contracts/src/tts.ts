// Text-to-speech: POST /tts/synthesize (audio bytes back), GET /tts/voices and GET /tts/health.
import * as z from "zod";
import { ZLanguage, ZLanguageInput } from "./common.ts";
import { TTS_DEFAULT_GENDER, TTS_GENDERS } from "./constants.ts";

export const TTS_TEXT_MAX_LENGTH = 10000;
export const ZTtsGender = z.enum(TTS_GENDERS);
export type TTtsGender = z.infer<typeof ZTtsGender>;
/** Audio formats: "opus" = Ogg Opus at a speech bitrate (audio/ogg), "mp3" = audio/mpeg. */
export const TTS_FORMATS = ["mp3", "opus"] as const;
export const ZTtsFormat = z.enum(TTS_FORMATS);
export type TTtsFormat = z.infer<typeof ZTtsFormat>;

/** POST /tts/synthesize. The answer is audio (audio/mpeg or audio/ogg), not JSON. */
export const ZTtsSynthesizeRequest = z.object({
  text: z.string().trim().min(1, "Text must not be empty").max(TTS_TEXT_MAX_LENGTH),
  language: ZLanguageInput.describe('Voice language: "hindi", anything else means Hinglish (Indian English voice).'),
  gender: ZTtsGender.default(TTS_DEFAULT_GENDER),
  format: ZTtsFormat.default("mp3").describe(
    '"opus" (Ogg Opus, ~20 kbit/s) for a browser that plays it; "mp3" otherwise.',
  ),
});
export type TTtsSynthesizeRequest = z.infer<typeof ZTtsSynthesizeRequest>;
export type TTtsSynthesizeRequestInput = z.input<typeof ZTtsSynthesizeRequest>;

export const ZTtsVoice = z.object({
  id: z.string(),
  name: z.string(),
  language: ZLanguage,
  locale: z.string().describe('BCP 47 tag, e.g. "hi-IN".'),
  gender: ZTtsGender,
  provider: z.string().describe('"espeak-ng" when offline, else the configured provider.'),
});
export type TTtsVoice = z.infer<typeof ZTtsVoice>;

/** GET /tts/voices */
export const ZTtsVoicesResponse = z.object({ voices: z.array(ZTtsVoice) });
export type TTtsVoicesResponse = z.infer<typeof ZTtsVoicesResponse>;

/** GET /tts/health. An unusable speech service answers 503 with an error body instead. */
export const ZTtsHealthResponse = z.object({
  status: z.literal("healthy"),
  mode: z.enum(["configured", "offline"]).describe('"offline" means the built-in espeak-ng voice.'),
  provider: z.string(),
});
export type TTtsHealthResponse = z.infer<typeof ZTtsHealthResponse>;
