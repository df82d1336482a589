// Which retrieved passages and glossary terms an answer stands on. The offline answerer composes
// from exactly these, and the chat stream's done event lists them, so both always agree.
import { glossaryTerms, localize } from "@sachiv/content";
import type { TChatSource, TGlossaryTerm, TLanguage } from "@sachiv/contracts";
import { queryTokens, searchTokens } from "../../lib/text/normalise.ts";
import type { TPassage } from "./types.ts";

/**
 * Below this share of the question's (idf-weighted) words a passage is not about the question.
 * Calibrated on the development set, on the starter corpus alone and beside ~550 unrelated
 * passages (scripts/eval-answers.ts): the lowest answerable question scored 0.50, the
 * unanswerable ones (DEV_UNANSWERABLE) 0.16–0.50, 6 of 8 of them below 0.48.
 */
export const MIN_RELEVANCE = 0.48;
/** A further document is cited only when it is nearly as relevant as the best one. */
const RELATIVE_RELEVANCE = 0.5;
export const MAX_SOURCES = 3;
const MAX_GLOSSARY_TERMS = 2;

/** The best passage of each relevant document, best first, at most MAX_SOURCES documents. */
export function selectPassages(passages: TPassage[]): TPassage[] {
  const best = Math.max(0, ...passages.map((p) => p.relevance));
  if (best < MIN_RELEVANCE) return [];
  const seen = new Set<string>();
  const chosen: TPassage[] = [];
  for (const p of passages) {
    const key = p.documentId ?? p.title;
    if (seen.has(key) || p.relevance < best * RELATIVE_RELEVANCE) continue;
    seen.add(key);
    chosen.push(p);
    if (chosen.length === MAX_SOURCES) break;
  }
  return chosen;
}

/** "PMAY-G (Pradhan Mantri Awas Yojana–Gramin)" → ["PMAY-G", "Pradhan Mantri Awas Yojana–Gramin"]. */
function termNames(term: TGlossaryTerm): string[] {
  return [term.term.hindi, term.term.hinglish].flatMap((t) => {
    const m = /^(.*?)\s*\((.*)\)\s*$/.exec(t);
    return m ? [m[1]!, m[2]!] : [t];
  });
}

/** Glossary terms the question names (in either script), in glossary order. */
export function matchGlossary(question: string): TGlossaryTerm[] {
  const asked = new Set(queryTokens(question));
  return glossaryTerms
    .filter((term) =>
      termNames(term).some((name) => {
        const tokens = searchTokens(name);
        return tokens.length > 0 && tokens.every((t) => asked.has(t));
      }),
    )
    .slice(0, MAX_GLOSSARY_TERMS);
}

export function glossarySource(term: TGlossaryTerm, language: TLanguage, label: string): TChatSource {
  return { title: `${label}: ${localize(term.term, language)}`, snippet: localize(term.meaning, language) };
}

export function passageSource(p: TPassage): TChatSource {
  return { title: p.title, snippet: p.snippet, ...(p.sourceUrl ? { url: p.sourceUrl } : {}) };
}
