// Wire constants of spec section 9 that belong to no single call: languages, content ids, the language header, the server voice.
import type { TLanguage } from "./common.ts";

export const LANGUAGES = ["hindi", "hinglish"] as const satisfies readonly TLanguage[];

// ---- Bundled content: ids and filters -----------------------------------------------------------
// Plain values, without zod (content.ts builds the schemas from them): the web's route search
// parsers use them, and they are in the first load of every screen, where zod is not.

export const REGION_IDS = [
  "jharkhand",
  "bihar",
  "haryana",
  "uttar_pradesh",
  "madhya_pradesh",
  "rajasthan",
  "central",
] as const;
export const CONTENT_CATEGORIES = ["policy", "circular", "scheme"] as const;
/** Filter buttons of a state, in screen order; "all" is the default. */
export const CONTENT_CATEGORY_FILTERS = ["all", "scheme", "circular", "policy"] as const;
export const ACADEMY_MODULE_COUNT = 6;
/** Terms in the bundled glossary (ids 1 to this). */
export const GLOSSARY_TERM_COUNT = 174;

/** Request header by which the client tells the API which language its messages should use. */
export const LANGUAGE_HEADER = "x-language";

export const TTS_GENDERS = ["female", "male"] as const;
/** The server voice of spoken chat replies. */
export const TTS_DEFAULT_GENDER: (typeof TTS_GENDERS)[number] = "female";

// ---- User preferences (GET/PATCH /users/me/preferences; schemas in users.ts) -------------------
// Plain values: the web's preferences store is in the first load of every screen.

/** States a user can call home: the regions of the circulars screen, without the central government. */
export const HOME_STATE_IDS = [
  "jharkhand",
  "bihar",
  "haryana",
  "uttar_pradesh",
  "madhya_pradesh",
  "rajasthan",
] as const;
/** Text size of the whole app: the root font size is 100 %, 112.5 % or 125 %. */
export const TEXT_SIZES = ["normal", "large", "xlarge"] as const;
/** Playback speeds offered for a spoken reply. */
export const SPEECH_RATES = [0.75, 1, 1.25, 1.5] as const;
export const DISTRICT_MAX_LENGTH = 60;

export const DEFAULT_USER_PREFERENCES = {
  home_state: null as (typeof HOME_STATE_IDS)[number] | null,
  district: null as string | null,
  text_size: "normal" as (typeof TEXT_SIZES)[number],
  speech: {
    /** A reply is read aloud once it has arrived (the spec's behaviour), unless turned off. */
    enabled: true,
    rate: 1 as (typeof SPEECH_RATES)[number],
    voice: TTS_DEFAULT_GENDER as (typeof TTS_GENDERS)[number],
  },
};
