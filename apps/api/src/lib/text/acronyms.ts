// Acronyms a document defines ("Self Help Groups (SHGs)", "PIO (Public Information Officer)"):
// a passage that writes only "SHG" is found by a question about a self-help group — or, asked in
// Hindi, स्वयं सहायता समूह, whose translations are "self", "help", "group" — and a passage that
// writes the long form by a question that uses the acronym. Passages are indexed with the other
// form beside their own words (ingest.ts); what a reader sees is unchanged.

import * as content from "@sachiv/content";

export type TAcronym = { short: string; long: string };

// Small words an acronym leaves out ("Ministry of Rural Development", MoRD / MRD).
const SKIPPED = new Set(["of", "for", "and", "the", "in", "to", "on", "&"]);
const WORD = "[A-Za-z][A-Za-z'’-]*";
// Up to eight words, then the acronym in brackets; or the acronym, then up to eight words in brackets.
const LONG_THEN_SHORT = new RegExp(`((?:${WORD}[ \\t]+){1,7}${WORD})[ \\t]*\\(([A-Z][A-Za-z]{1,7})\\)`, "g");
const SHORT_THEN_LONG = new RegExp(`\\b([A-Z][A-Za-z]{1,7})[ \\t]*\\(((?:${WORD}[ \\t]+){1,7}${WORD})\\)`, "g");
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
    const content = tail
      .filter((w) => !SKIPPED.has(w.toLowerCase()))
      .map((w) => w[0]!.toLowerCase())
      .join("");
    if (all === key || content === key) return tail.join(" ");
  }
  return undefined;
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
  for (const m of text.matchAll(LONG_THEN_SHORT)) add(m[2]!, m[1]!);
  for (const m of text.matchAll(SHORT_THEN_LONG)) add(m[1]!, m[2]!);
  return [...found.values()];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The other form of each defined acronym a passage uses: the long form where it writes the
 * acronym (singular or plural), the acronym where it writes the long form. Empty when none.
 */
export function acronymGloss(passage: string, acronyms: TAcronym[]): string {
  const out: string[] = [];
  for (const { short, long } of acronyms) {
    const hasShort = new RegExp(`\\b${escape(short)}s?\\b`).test(passage);
    const hasLong = new RegExp(`${escape(long.replace(/s$/, "")).replace(/ /g, "\\s+")}s?`, "i").test(passage);
    if (hasShort && !hasLong) out.push(long);
    else if (hasLong && !hasShort) out.push(short);
  }
  return out.join("\n");
}

let bundled: TAcronym[] | undefined;

/**
 * Acronyms our bundled content defines (SHG, GPDP, DBT, PFMS …, 24): a document that uses one
 * without defining it — as scheme pages do — is found by its long form too.
 */
export function bundledAcronyms(): TAcronym[] {
  bundled ??= documentAcronyms(JSON.stringify(content).replace(/\\n/g, "\n"));
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
