// Acronyms a document defines ("Self Help Groups (SHGs)", "PIO (Public Information Officer)"):
// a passage that writes only "SHG" is found by a question about a self-help group — or, asked in
// Hindi, स्वयं सहायता समूह, whose translations are "self", "help", "group" — and a passage that
// writes the long form by a question that uses the acronym. Passages are indexed with the other
// form beside their own words (ingest.ts); what a reader sees is unchanged.

import * as content from "@sachiv/content";
import { glossaryTerms } from "@sachiv/content/glossary";

export type TAcronym = { short: string; long: string };

// Small words an acronym leaves out ("Ministry of Rural Development", MoRD / MRD).
const SKIPPED = new Set(["of", "for", "and", "the", "in", "to", "on", "&"]);
const WORD = "[A-Za-z][A-Za-z'’-]*";
// An acronym in brackets after its long form, up to eight words ending where the bracket opens;
// or an acronym whose long form follows in brackets.
const BRACKETED = /\(([A-Z][A-Za-z]{1,7})\)/g;
const IS_WORD = new RegExp(`^${WORD}$`);
const WORD_AT_END = new RegExp(`${WORD}$`);
const BEFORE_BRACKET = /\b([A-Z][A-Za-z]{1,7})[ \t]*\(/g;
const WORDS_IN_BRACKETS = new RegExp(`((?:${WORD}[ \\t]+){1,7}${WORD})\\)`, "y");
const MAX_ACRONYMS = 200;

/** "SHGs" → "shg"; an acronym has two capitals or more ("PIO", "MoRD", "SHGs"). */
function acronymKey(short: string): string | undefined {
  if ((short.match(/[A-Z]/g) ?? []).length < 2) return undefined;
  return short.replace(/s$/, "").toLowerCase();
}

/**
 * The shortest end of `words` whose initials spell the acronym (small words may be skipped or
 * count), or undefined: "The Self Help Groups" → "Self Help Groups" for SHG.
 */
function longFormOf(words: string[], key: string): string | undefined {
  for (let start = words.length - 1; start >= 0; start--) {
    const tail = words.slice(start);
    if (SKIPPED.has(tail[0]!.toLowerCase())) continue;
    const all = tail.map((w) => w[0]!.toLowerCase()).join("");
    const withoutSmall = tail
      .filter((w) => !SKIPPED.has(w.toLowerCase()))
      .map((w) => w[0]!.toLowerCase())
      .join("");
    if (all === key || withoutSmall === key) return tail.join(" ");
  }
  return undefined;
}

/**
 * Up to eight words that end a text, one space or tab apart; the first may follow other signs
 * ("\"Self Help Group", "(Public Information Officer").
 */
function wordsBefore(text: string): string | undefined {
  const tokens = text.replace(/[ \t]+$/, "").split(/[ \t]+/);
  const words: string[] = [];
  for (let i = tokens.length - 1; i >= 0 && words.length < 8; i--) {
    const token = tokens[i]!;
    if (IS_WORD.test(token)) {
      words.unshift(token);
      continue;
    }
    const end = WORD_AT_END.exec(token);
    if (end) words.unshift(end[0]);
    break;
  }
  return words.length > 0 ? words.join(" ") : undefined;
}

/** The acronyms a text defines, each once (its first definition). */
export function documentAcronyms(text: string): TAcronym[] {
  const found = new Map<string, TAcronym>();
  const add = (short: string, longWords: string) => {
    const key = acronymKey(short);
    if (!key || found.has(key) || found.size >= MAX_ACRONYMS) return;
    const long = longFormOf(longWords.split(/[ \t]+/), key);
    if (long) found.set(key, { short: short.replace(/s$/, ""), long });
  };
  // Each bracket is looked at once, with the words right before or inside it (no scan of the
  // whole text for runs of words: ~2.5 times faster on a page of prose).
  for (const m of text.matchAll(BRACKETED)) {
    const before = wordsBefore(text.slice(Math.max(0, m.index - 160), m.index));
    if (before) add(m[1]!, before);
  }
  for (const m of text.matchAll(BEFORE_BRACKET)) {
    WORDS_IN_BRACKETS.lastIndex = m.index + m[0].length;
    const inside = WORDS_IN_BRACKETS.exec(text);
    if (inside) add(m[1]!, inside[1]!);
  }
  return [...found.values()];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The other form of each defined acronym a passage uses: the long form where it writes the
 * acronym (singular or plural), the acronym where it writes the long form. Empty when none.
 */
export function acronymGloss(passage: string, acronyms: TAcronym[]): string {
  // Only the acronyms whose short form or the start of whose long form the passage's words show
  // are tested, so a page with an abbreviations table (200 acronyms) is not read 400 times a passage.
  const index = indexOf(acronyms);
  const candidates = new Set<TAcronym>();
  for (const [word] of passage.matchAll(/\w+/g)) {
    for (const a of index.byShort.get(word) ?? []) candidates.add(a);
    if (word.endsWith("s")) for (const a of index.byShort.get(word.slice(0, -1)) ?? []) candidates.add(a);
    // The long form may start inside a word, as its pattern allows: any end of the word.
    const lower = word.toLowerCase();
    for (let i = 0; i < lower.length; i++)
      for (const a of index.byFirstSegment.get(lower.slice(i)) ?? []) candidates.add(a);
  }
  const out: string[] = [];
  for (const acronym of acronyms) {
    if (!candidates.has(acronym)) continue;
    const { short, long } = acronym;
    const patterns = patternsOf(acronym);
    const hasShort = patterns.short.test(passage);
    const hasLong = patterns.long.test(passage);
    if (hasShort && !hasLong) out.push(long);
    else if (hasLong && !hasShort) out.push(short);
  }
  return out.join("\n");
}

type TIndex = { byShort: Map<string, TAcronym[]>; byFirstSegment: Map<string, TAcronym[]> };
const indexes = new WeakMap<TAcronym[], TIndex>();

/** Acronyms by their short form and by the first run of word letters of their long form. */
function indexOf(acronyms: TAcronym[]): TIndex {
  let index = indexes.get(acronyms);
  if (!index) {
    index = { byShort: new Map(), byFirstSegment: new Map() };
    const push = (map: Map<string, TAcronym[]>, key: string, a: TAcronym) => map.set(key, [...(map.get(key) ?? []), a]);
    for (const a of acronyms) {
      push(index.byShort, a.short, a);
      push(index.byFirstSegment, /\w+/.exec(a.long.toLowerCase())![0], a);
    }
    indexes.set(acronyms, index);
  }
  return index;
}

type TPatterns = { short: RegExp; long: RegExp };
const patterns = new WeakMap<TAcronym, TPatterns>();

/** An acronym's two forms as patterns (the acronym's plural, the long form's singular), made once. */
function patternsOf(acronym: TAcronym): TPatterns {
  let p = patterns.get(acronym);
  if (!p) {
    const longStem = acronym.long.replace(/s$/, "");
    p = {
      short: new RegExp(`\\b${escape(acronym.short)}s?\\b`),
      long: new RegExp(`${escape(longStem).replace(/ /g, "\\s+")}s?`, "i"),
    };
    patterns.set(acronym, p);
  }
  return p;
}

let bundled: TAcronym[] | undefined;

/**
 * Acronyms our bundled content defines (SHG, GPDP, DBT, PFMS …, 24): a document that uses one
 * without defining it — as scheme pages do — is found by its long form too.
 */
export function bundledAcronyms(): TAcronym[] {
  // The glossary is its own entry of the content package (it loads apart in the web app).
  bundled ??= documentAcronyms(JSON.stringify([content, glossaryTerms]).replace(/\\n/g, "\n"));
  return bundled;
}

/** The acronyms a text defines, then those of our bundled content it does not define. */
export function acronymsFor(text: string): TAcronym[] {
  const own = documentAcronyms(text);
  return [...own, ...bundledAcronyms().filter((a) => !own.some((o) => o.short === a.short))];
}

/**
 * A passage as it is found: its text, the other form of each acronym it uses, and "percent" where
 * it writes a per cent sign (प्रतिशत and fisadi translate to it).
 */
export function findableText(passage: string, acronyms: TAcronym[]): string {
  const gloss = [acronymGloss(passage, acronyms), passage.includes("%") ? "percent" : ""].filter(Boolean).join("\n");
  return gloss ? `${passage}\n${gloss}` : passage;
}
