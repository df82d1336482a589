// Bundled reference content (regions, academy, glossary, videos) and the pure helpers the API and
// the web app share, so that both filter and localise in exactly the same way.
import type {
  TAcademyModule,
  TGlossaryCategoryFilter,
  TGlossaryTerm,
  TLocalizedAcademyModule,
  TLocalizedGlossaryTerm,
  TLocalizedRegionItem,
  TLocalizedVideo,
  TRegion,
  TRegionItem,
  TVideo,
} from "@sachiv/contracts";
import { matchesAcrossScripts } from "../cross-script.ts";
import { toUiLanguage, type TBilingualText, type TUiLanguage } from "../language.ts";

export { academyModules } from "./academy.ts";
export { stateCapitals } from "./places.ts";
export { allowedDomains, isAllowedUrl, type TAllowedDomain } from "./allowed-domains.ts";
export { regions } from "./regions.ts";
export { videos } from "./videos.ts";

/** Picks one language of a bilingual text; any language other than "hindi" means Hinglish. */
export function localize(text: TBilingualText, language: string | undefined): string {
  return toUiLanguage(language) === "hindi" ? text.hindi : text.hinglish;
}

/** Glossary filter as the API receives it (TGlossaryRequest) or the web app holds it. */
export type TGlossarySearch = {
  search_query?: string;
  category?: TGlossaryCategoryFilter;
  language?: string;
};

/** Lower-cased, Unicode-normalised form used for case-insensitive matching (Devanagari has no case). */
function foldForSearch(text: string): string {
  return text.normalize("NFC").toLocaleLowerCase("en-IN");
}

/**
 * Terms matching the filter, in bundled order: the category must match ("all" or absent = any),
 * and the trimmed query must be a case-insensitive substring of the term or the meaning in the
 * chosen language (empty query = any). The API and the web app both call this one function.
 */
export function searchGlossary(terms: readonly TGlossaryTerm[], filter: TGlossarySearch): TGlossaryTerm[] {
  const language: TUiLanguage = toUiLanguage(filter.language);
  const category = filter.category ?? "all";
  const query = foldForSearch((filter.search_query ?? "").trim());
  return terms.filter((term) => {
    if (category !== "all" && term.category !== category) return false;
    if (query === "") return true;
    return (
      foldForSearch(term.term[language]).includes(query) || foldForSearch(term.meaning[language]).includes(query)
    );
  });
}

export function localizeRegionItem(item: TRegionItem, language: string | undefined): TLocalizedRegionItem {
  return {
    title: localize(item.title, language),
    description: localize(item.description, language),
    url: item.url,
    category: item.category,
    issuer: item.issuer ? localize(item.issuer, language) : null,
    order_number: item.order?.number ?? null,
    order_date: item.order?.date ?? null,
    order_url: item.order?.url ?? null,
  };
}

/**
 * Whether a scheme or circular matches the search words, in either script: its title, description
 * and issuing department in both languages and its order number ("avishwas" finds अविश्वास,
 * "परिपत्र" finds a circular's Hindi text). Empty words match everything. The API and the web app
 * both call this one function.
 */
export function regionItemMatches(item: TRegionItem, query: string | undefined): boolean {
  if (!query || query.trim() === "") return true;
  const fields = [
    item.title.hindi,
    item.title.hinglish,
    item.description.hindi,
    item.description.hinglish,
    ...(item.issuer ? [item.issuer.hindi, item.issuer.hinglish] : []),
    ...(item.order?.number ? [item.order.number] : []),
  ];
  const names = [item.title.hindi, item.title.hinglish, ...(item.issuer ? [item.issuer.hinglish] : [])];
  // The words together ("job card" → जॉब कार्ड), or each word somewhere ("haryana tender").
  if (matchesAcrossScripts(query, fields, names)) return true;
  return query
    .trim()
    .split(/\s+/)
    .every((word) => matchesAcrossScripts(word, fields, names));
}

/** A region's name and its items in one language. */
export function localizeRegion(
  region: TRegion,
  language: string | undefined,
): { id: TRegion["id"]; name: string; items: TLocalizedRegionItem[] } {
  return {
    id: region.id,
    name: localize(region.name, language),
    items: region.items.map((item) => localizeRegionItem(item, language)),
  };
}

export function localizeAcademyModule(module: TAcademyModule, language: string | undefined): TLocalizedAcademyModule {
  const hindi = toUiLanguage(language) === "hindi";
  return {
    id: module.id,
    emoji: module.emoji,
    color: module.color,
    title: localize(module.title, language),
    description: localize(module.description, language),
    content: [...(hindi ? module.content.hindi : module.content.hinglish)],
  };
}

export function localizeGlossaryTerm(term: TGlossaryTerm, language: string | undefined): TLocalizedGlossaryTerm {
  return {
    id: term.id,
    term: localize(term.term, language),
    english: term.english,
    meaning: localize(term.meaning, language),
    example: localize(term.example, language),
    category: term.category,
  };
}

/** A video's length as display text: "4:05" under an hour, "1:02:09" from an hour on. */
export function formatVideoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** A video in one language; `index` is its position in the list, from 0 (number = index + 1). */
export function localizeVideo(video: TVideo, index: number, language: string | undefined): TLocalizedVideo {
  return {
    number: index + 1,
    kind: video.kind,
    title: localize(video.title, language),
    description: localize(video.description, language),
    importance: localize(video.importance, language),
    publisher: localize(video.publisher, language),
    url: video.url,
    duration: video.durationSeconds === null ? null : formatVideoDuration(video.durationSeconds),
    language: video.language,
  };
}
