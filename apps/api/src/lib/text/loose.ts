// Words spelled loosely, vowels kept: finer than the consonant skeleton (normalise.ts), which
// joins words that share their consonants ("kisne" and "kisan", पैन and पानी are both "ksn"/"pn").
// Used where a short skeleton is too ambiguous to say which word was meant.
import { memoize } from "./memo.ts";
import { romaniseHindi } from "./script.ts";

/** A word with its vowels, spelled loosely: no schwa "a", long vowels short, no double letters. */
export const looseForm = memoize((word: string): string =>
  word
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/ee|ii/g, "i")
    .replace(/oo|uu/g, "u")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/a/g, "")
    .replace(/(.)\1+/g, "$1"),
);

/** A text's words (either script), romanised and spelled loosely. */
export const looseWords = (text: string): string[] => (romaniseHindi(text).match(/[a-zA-Z]+/g) ?? []).map(looseForm);

/** The set of a passage's loosely spelled words, remembered like its search tokens (normalise.ts). */
export const looseWordSetOf: (text: string) => ReadonlySet<string> = memoize(
  (text: string) => new Set(looseWords(text)),
  500,
);
