// The signed-in user's profile (GET/PUT /users/me) and preferences (GET/PATCH /users/me/preferences).
import * as z from "zod";
import { ZLanguage } from "./common.ts";
import { DISTRICT_MAX_LENGTH, HOME_STATE_IDS, SPEECH_RATES, TEXT_SIZES } from "./constants.ts";
import { ZTtsGender } from "./tts.ts";

export const ZProfile = z.object({
  id: z.uuid(),
  email: z.string(),
  is_admin: z.boolean(),
  preferred_language: ZLanguage,
  email_confirmed_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZUpdateProfileRequest = z.object({ preferred_language: ZLanguage }).partial().strict();
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

// ---- Preferences (GET/PATCH /users/me/preferences) ---------------------------------------------

export const ZHomeState = z.enum(HOME_STATE_IDS);
export type THomeState = z.infer<typeof ZHomeState>;
export const ZTextSize = z.enum(TEXT_SIZES);
export type TTextSize = z.infer<typeof ZTextSize>;

export const ZSpeechPreferences = z.object({
  /** A reply is read aloud once it has arrived (spec default), unless turned off. */
  enabled: z.boolean(),
  rate: z.literal(SPEECH_RATES),
  voice: ZTtsGender,
});
export type TSpeechPreferences = z.infer<typeof ZSpeechPreferences>;

export const ZUserPreferences = z.object({
  home_state: ZHomeState.nullable(),
  district: z.string().nullable(),
  text_size: ZTextSize,
  speech: ZSpeechPreferences,
});
export type TUserPreferences = z.infer<typeof ZUserPreferences>;
// The defaults (DEFAULT_USER_PREFERENCES) are plain values in constants.ts: the web reads them in the first load.

/** PATCH /users/me/preferences: only the fields sent change (speech too, field by field). */
export const ZUpdatePreferencesRequest = z
  .object({
    home_state: ZHomeState.nullable(),
    district: z
      .string()
      .trim()
      .max(DISTRICT_MAX_LENGTH)
      .nullable()
      .transform((d) => (d === "" ? null : d)),
    text_size: ZTextSize,
    speech: ZSpeechPreferences.partial().strict(),
  })
  .partial()
  .strict();
export type TUpdatePreferencesRequest = z.infer<typeof ZUpdatePreferencesRequest>;
