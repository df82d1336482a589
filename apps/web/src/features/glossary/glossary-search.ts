// The glossary screen's search: the category filter and the query applied together (spec §4),
// the query matched across scripts (cross-script.ts) on the term and meaning in both languages.
import type { TGlossaryCategoryFilter, TGlossaryTerm } from "@sachiv/contracts";
import type { TUiLanguage } from "@sachiv/content";
import { matchesAcrossScripts } from "./cross-script";

export function searchGlossaryAcrossScripts(
  terms: readonly TGlossaryTerm[],
  filter: { query: string; category: TGlossaryCategoryFilter; language: TUiLanguage },
): TGlossaryTerm[] {
  return terms.filter((term) => {
    if (filter.category !== "all" && term.category !== filter.category) return false;
    const other: TUiLanguage = filter.language === "hindi" ? "hinglish" : "hindi";
    const fields = [
      term.term[filter.language],
      term.meaning[filter.language],
      term.term[other],
      term.meaning[other],
      term.english,
    ];
    return matchesAcrossScripts(filter.query, fields, [term.term.hindi, term.term.hinglish]);
  });
}
