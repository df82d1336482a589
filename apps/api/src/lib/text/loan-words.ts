// English loan words written in Devanagari (मजिस्ट्रेट, पुलिस, नोटिस) matched to the English words
// they come from, by sound: Hindi writes an English word as it is said, so its consonants are
// English's as spoken (soft c and g, -tion) and its vowels nearly so.
import { skeleton } from "./normalise.ts";

/**
 * An English word spelled as it sounds, the way Hindi writes English loan words: soft c and g
 * (police → polis, magistrate → majistrate), -tion, and vowel pairs said as one vowel
 * (train → tren, meeting → miting, school → skul).
 */
export function soundSpelling(word: string): string {
  return word
    .toLowerCase()
    .replace(/[ts]ion/g, "shan")
    .replace(/sch/g, "sk")
    .replace(/ck/g, "k")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/g(?=[eiy])/g, "j")
    .replace(/^kn/, "n")
    .replace(/(?:ai|ay|ei)/g, "e")
    .replace(/(?:ee|ea|ie)/g, "i")
    .replace(/oo/g, "u")
    .replace(/(?:ou|ow)/g, "au")
    .replace(/oa/g, "o")
    .replace(/(.)\1+/g, "$1")
    .replace(/(?<=[^aeiou])e$/, "");
}

/** Vowel-keeping form for comparing a loan word with its English source. */
const loanForm = (latin: string) =>
  latin
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/ph/g, "f")
    .replace(/c(?!h)/g, "k")
    .replace(/q/g, "k")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/(?<=[^aeiou])y(?=[^aeiou])/g, "i")
    .replace(/aa/g, "a")
    .replace(/ee|ii/g, "i")
    .replace(/oo|uu/g, "u")
    .replace(/(.)\1+/g, "$1")
    .replace(/[aeiou]$/, "");

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** English words by the consonant skeleton of their sound spelling. */
export function buildLoanIndex(englishWords: Iterable<string>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const english of englishWords) {
    if (!/^[a-z]{3,}$/.test(english)) continue;
    const key = skeleton(soundSpelling(english));
    const list = index.get(key);
    if (!list) index.set(key, [english]);
    else list.push(english);
  }
  return index;
}

/** Loan words are told from look-alikes by their vowels too: less than this share of letters differs. */
const LOAN_DISTANCE = 0.25;

/**
 * The English word a romanised Devanagari word (मजिस्ट्रेट → "majistret") is a loan of: the same
 * consonants as English says them (a skeleton of three letters or more), nearly the same vowels;
 * of several, the most common (`count`: occurrences in the dictionary's examples).
 */
export function findLoanSource(
  latin: string,
  index: Map<string, string[]>,
  count: Map<string, number>,
): string | undefined {
  const key = skeleton(latin);
  if (key.length < 3) return undefined;
  const hindi = loanForm(latin);
  let best: { english: string; score: number } | undefined;
  for (const english of index.get(key) ?? []) {
    const sound = loanForm(soundSpelling(english));
    const distance = editDistance(hindi, sound) / Math.max(hindi.length, sound.length);
    if (distance >= LOAN_DISTANCE) continue;
    const score = (1 - distance) * Math.log(2 + (count.get(english) ?? 0));
    if (!best || score > best.score) best = { english, score };
  }
  return best?.english;
}
