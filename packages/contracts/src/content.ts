// Bundled bilingual content (regions, academy, videos, glossary) and the calls that serve it localised.
import * as z from "zod";
import { ZLanguage, ZLanguageInput } from "./common.ts";
import {
  ACADEMY_MODULE_COUNT,
  CONTENT_CATEGORIES,
  CONTENT_CATEGORY_FILTERS,
  GLOSSARY_TERM_COUNT,
  REGION_IDS,
} from "./constants.ts";

import { blankAsAbsent } from "./zod-helpers.ts";

const languageField = ZLanguageInput.describe('Language of the texts: "hindi", anything else means Hinglish.');

/** A text in both languages of the officials' interface. */
export const ZBilingualText = z.object({ hindi: z.string().min(1), hinglish: z.string().min(1) });
export type TBilingualText = z.infer<typeof ZBilingualText>;

/** Links of bundled content open in a new tab: absolute http(s) only. */
const ZContentUrl = z.url({ protocol: /^https?$/ });

// ---- Schemes and circulars --------------------------------------------------------------------

export const ZRegionId = z.enum(REGION_IDS);
export type TRegionId = z.infer<typeof ZRegionId>;

export const ZContentCategory = z.enum(CONTENT_CATEGORIES);
export type TContentCategory = z.infer<typeof ZContentCategory>;

export const ZContentCategoryFilter = z.enum(CONTENT_CATEGORY_FILTERS);
export type TContentCategoryFilter = z.infer<typeof ZContentCategoryFilter>;

/** A calendar date, YYYY-MM-DD. */
const ZIsoDate = z.iso.date();

/**
 * The order behind a circular, as far as it is known from a public source: its number, its date and
 * a link to the order itself (a PDF or the order's own page, never a portal's home page). Each is
 * null when it could not be confirmed; nothing is guessed.
 */
export const ZOrderReference = z.object({
  number: z.string().min(1).nullable(),
  date: ZIsoDate.nullable(),
  url: ZContentUrl.nullable(),
});
export type TOrderReference = z.infer<typeof ZOrderReference>;

export const ZRegionItem = z.object({
  title: ZBilingualText,
  description: ZBilingualText,
  url: ZContentUrl,
  category: ZContentCategory,
  /** The department or ministry that issues it (every circular names one). */
  issuer: ZBilingualText.optional(),
  order: ZOrderReference.optional(),
});
export type TRegionItem = z.infer<typeof ZRegionItem>;

/** A state (or the central government) with its schemes, circulars and policies. */
export const ZRegion = z.object({
  id: ZRegionId,
  name: ZBilingualText,
  items: z.array(ZRegionItem),
});
export type TRegion = z.infer<typeof ZRegion>;

/** POST /circulars */
export const ZCircularsRequest = z.object({
  state_id: ZRegionId,
  category: blankAsAbsent(ZContentCategoryFilter.default("all")),
  query: blankAsAbsent(
    z
      .string()
      .max(200)
      .optional()
      .describe(
        'Words to find in the title, description, issuing department or order number, in either script: "avishwas" finds अविश्वास, "परिपत्र" and "circular" alike. Absent or blank = every item.',
      ),
  ),
  language: languageField,
});
export type TCircularsRequest = z.infer<typeof ZCircularsRequest>;
export type TCircularsRequestInput = z.input<typeof ZCircularsRequest>;

export const ZLocalizedRegionItem = z.object({
  title: z.string(),
  description: z.string(),
  url: z.string(),
  category: ZContentCategory,
  issuer: z.string().nullable().describe("Issuing department or ministry; null when the item has none."),
  order_number: z.string().nullable().describe("The order's number; null when not confirmed."),
  order_date: z.string().nullable().describe("The order's date, YYYY-MM-DD; null when not confirmed."),
  order_url: z.string().nullable().describe("Link to the order itself; null when it is not public."),
});
export type TLocalizedRegionItem = z.infer<typeof ZLocalizedRegionItem>;

export const ZCircularsResponse = z.object({
  state: z.object({ id: ZRegionId, name: z.string() }),
  category: ZContentCategoryFilter,
  query: z.string().nullable().describe("The search words applied, trimmed; null when none."),
  language: ZLanguage,
  items: z.array(ZLocalizedRegionItem).describe("The state's items in the chosen category, bundled order."),
});
export type TCircularsResponse = z.infer<typeof ZCircularsResponse>;

// ---- Sarpanch Academy -------------------------------------------------------------------------

export const ACADEMY_POINTS_PER_MODULE = 7;
export const ACADEMY_COLORS = ["emerald", "blue", "yellow", "purple", "indigo", "cyan"] as const;
export const ZAcademyColor = z.enum(ACADEMY_COLORS);
export type TAcademyColor = z.infer<typeof ZAcademyColor>;

export const ZAcademyModuleId = z
  .number()
  .int()
  .min(1)
  .max(ACADEMY_MODULE_COUNT)
  .describe(
    "1 duties of a sarpanch, 2 government schemes, 3 money and accounts, 4 relations with people, 5 papers and records, 6 digital services.",
  );

const ZAcademyPoints = z.array(z.string().min(1)).length(ACADEMY_POINTS_PER_MODULE);

export const ZAcademyModule = z.object({
  id: ZAcademyModuleId,
  emoji: z.string().min(1),
  color: ZAcademyColor,
  title: ZBilingualText,
  description: ZBilingualText,
  content: z.object({ hindi: ZAcademyPoints, hinglish: ZAcademyPoints }),
});
export type TAcademyModule = z.infer<typeof ZAcademyModule>;

/** POST /academy */
export const ZAcademyRequest = z.object({
  module_id: ZAcademyModuleId.optional().describe("One module; omit for all six."),
  language: languageField,
});
export type TAcademyRequest = z.infer<typeof ZAcademyRequest>;
export type TAcademyRequestInput = z.input<typeof ZAcademyRequest>;

export const ZLocalizedAcademyModule = z.object({
  id: ZAcademyModuleId,
  emoji: z.string(),
  color: ZAcademyColor,
  title: z.string(),
  description: z.string(),
  content: z.array(z.string()).describe("The learning points, in order."),
});
export type TLocalizedAcademyModule = z.infer<typeof ZLocalizedAcademyModule>;

export const ZAcademyResponse = z.object({
  language: ZLanguage,
  modules: z.array(ZLocalizedAcademyModule).describe("All modules in order, or only the one asked for."),
});
export type TAcademyResponse = z.infer<typeof ZAcademyResponse>;

// ---- Essential videos -------------------------------------------------------------------------

/** The spec's list size: every entry of the screen, whatever its kind. */
export const VIDEO_COUNT = 25;

/**
 * What an entry opens. "video": one official video, played at its link. "channel": an official
 * page that carries many videos (a TV channel's site, a webcast service). "portal": an official
 * page of guidelines, manuals and training material, not a video; the screen labels it so.
 */
export const VIDEO_KINDS = ["video", "channel", "portal"] as const;
export const ZVideoKind = z.enum(VIDEO_KINDS);
export type TVideoKind = z.infer<typeof ZVideoKind>;

/** The language a video or channel speaks, where a public source says it. */
export const VIDEO_LANGUAGES = ["hindi", "english", "hindi-english"] as const;
export const ZVideoLanguage = z.enum(VIDEO_LANGUAGES);
export type TVideoLanguage = z.infer<typeof ZVideoLanguage>;

export const ZVideo = z
  .object({
    kind: ZVideoKind,
    title: ZBilingualText,
    description: ZBilingualText,
    importance: ZBilingualText.describe("The 'Why Important' note."),
    publisher: ZBilingualText.describe("The ministry, department or broadcaster that publishes it."),
    url: ZContentUrl,
    durationSeconds: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe("A video's length as its official page shows it; null when not seen. Only videos have one."),
    language: ZVideoLanguage.nullable().describe("Null when no public source says it; portals have none."),
  })
  .refine((v) => v.kind === "video" || v.durationSeconds === null, {
    message: "Only a video has a length",
    path: ["durationSeconds"],
  })
  .refine((v) => v.kind !== "portal" || v.language === null, {
    message: "A portal page has no spoken language",
    path: ["language"],
  });
export type TVideo = z.infer<typeof ZVideo>;

/** POST /videos. Videos carry no category: every value returns the whole list. */
export const ZVideosRequest = z.object({
  category: blankAsAbsent(
    z.string().trim().max(50).default("all").describe('Accepted for compatibility; only "all" is meaningful.'),
  ),
  language: languageField,
});
export type TVideosRequest = z.infer<typeof ZVideosRequest>;
export type TVideosRequestInput = z.input<typeof ZVideosRequest>;

export const ZLocalizedVideo = z.object({
  number: z.number().int().min(1).describe("Position in the list, from 1."),
  kind: ZVideoKind,
  title: z.string(),
  description: z.string(),
  importance: z.string(),
  publisher: z.string(),
  url: z.string(),
  duration: z.string().nullable().describe('A video\'s length as display text ("4:05", "1:02:09"); null when unknown.'),
  language: ZVideoLanguage.nullable(),
});
export type TLocalizedVideo = z.infer<typeof ZLocalizedVideo>;

export const ZVideosResponse = z.object({
  language: ZLanguage,
  videos: z.array(ZLocalizedVideo),
});
export type TVideosResponse = z.infer<typeof ZVideosResponse>;

// ---- Glossary ---------------------------------------------------------------------------------

export const GLOSSARY_SEARCH_MAX_LENGTH = 200;
export const GLOSSARY_CATEGORIES = ["schemes", "governance", "documents", "finance", "digital", "general"] as const;
export const ZGlossaryCategory = z.enum(GLOSSARY_CATEGORIES);
export type TGlossaryCategory = z.infer<typeof ZGlossaryCategory>;

/** Dropdown values, in screen order; "all" is the default. */
export const GLOSSARY_CATEGORY_FILTERS = ["all", ...GLOSSARY_CATEGORIES] as const;
export const ZGlossaryCategoryFilter = z.enum(GLOSSARY_CATEGORY_FILTERS);
export type TGlossaryCategoryFilter = z.infer<typeof ZGlossaryCategoryFilter>;

export const ZGlossaryTermId = z.number().int().min(1).max(GLOSSARY_TERM_COUNT);

export const ZGlossaryTerm = z.object({
  id: ZGlossaryTermId,
  term: ZBilingualText,
  /** The term's English form (the name in official English documents). */
  english: z.string().min(1),
  meaning: ZBilingualText,
  example: ZBilingualText,
  category: ZGlossaryCategory,
});
export type TGlossaryTerm = z.infer<typeof ZGlossaryTerm>;

/** POST /glossary */
export const ZGlossaryRequest = z.object({
  search_query: z
    .string()
    .trim()
    .max(GLOSSARY_SEARCH_MAX_LENGTH)
    .default("")
    .describe("Case-insensitive substring of the term or meaning in the chosen language; empty matches all."),
  category: blankAsAbsent(ZGlossaryCategoryFilter.default("all")),
  language: languageField,
});
export type TGlossaryRequest = z.infer<typeof ZGlossaryRequest>;
export type TGlossaryRequestInput = z.input<typeof ZGlossaryRequest>;

export const ZLocalizedGlossaryTerm = z.object({
  id: ZGlossaryTermId,
  term: z.string(),
  english: z.string(),
  meaning: z.string(),
  example: z.string(),
  category: ZGlossaryCategory,
});
export type TLocalizedGlossaryTerm = z.infer<typeof ZLocalizedGlossaryTerm>;

export const ZGlossaryResponse = z.object({
  language: ZLanguage,
  terms: z.array(ZLocalizedGlossaryTerm).describe("Matching terms; empty when nothing matches."),
});
export type TGlossaryResponse = z.infer<typeof ZGlossaryResponse>;
