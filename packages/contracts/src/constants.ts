// Wire constants of spec section 9 that belong to no single call: languages, content ids, the language header, the server voice.
import type { TLanguage } from "./common.ts";

export const LANGUAGES = ["hindi", "hinglish"] as const satisfies readonly TLanguage[];

// ---- Bundled content: ids and filters -----------------------------------------------------------
// Plain values, without zod (content.ts builds the schemas from them): the web's route search
// parsers use them, and they are in the first load of every screen, where zod is not.

export const REGION_IDS = ["jharkhand", "bihar", "haryana", "central"] as const;
export const CONTENT_CATEGORIES = ["policy", "circular", "scheme"] as const;
/** Filter buttons of a state, in screen order; "all" is the default. */
export const CONTENT_CATEGORY_FILTERS = ["all", "scheme", "circular", "policy"] as const;
export const ACADEMY_MODULE_COUNT = 6;

/** Request header by which the client tells the API which language its messages should use. */
export const LANGUAGE_HEADER = "x-language";

export const TTS_GENDERS = ["female", "male"] as const;
/** The server voice of spoken chat replies. */
export const TTS_DEFAULT_GENDER: (typeof TTS_GENDERS)[number] = "female";
