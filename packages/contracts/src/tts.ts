// Text-to-speech: POST /tts/synthesize (audio bytes back), GET /tts/voices and GET /tts/health.
import * as z from "zod";
import { ZLanguage, ZLanguageInput } from "./common.ts";
import { TTS_DEFAULT_GENDER, TTS_GENDERS } from "./constants.ts";

export const TTS_TEXT_MAX_LENGTH = 10000;
export const ZTtsGender = z.enum(TTS_GENDERS);
export type TTtsGender = z.infer<typeof ZTtsGender>;

/** POST /tts/synthesize. The answer is audio (audio/mpeg or audio/ogg), not JSON. */
export const ZTtsSynthesizeRequest = z.object({
  text: z.string().trim().min(1, "Text must not be empty").max(TTS_TEXT_MAX_LENGTH),
  language: ZLanguageInput.describe('Voice language: "hindi", anything else means Hinglish (Indian English voice).'),
  gender: ZTtsGender.default(TTS_DEFAULT_GENDER),
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
