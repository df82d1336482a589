// Cross-script search normalisation: Devanagari Hindi and Latin Hinglish are reduced to one
// romanised, spelling-insensitive form, so "manrega job card", "मनरेगा जॉब कार्ड" and "MGNREGA
// jobcard" meet. Stored chunks and queries go through the same function.
//
// Each word becomes a consonant skeleton: Devanagari is transliterated (ITRANS) first, then both
// scripts lose what Hinglish spelling varies on — vowel length and most vowels (kept only at the
// start of a word), nasal marks, aspiration (h after a consonant), doubled letters, nukta,
// w/v, z/j, f/ph, c/k. "panchaayat", "panchayat" and पंचायत all become "pncyt". The lexicon
// then adds one canonical token for variants the skeleton cannot join (acronyms, English).
import Sanscript from "@indic-transliteration/sanscript";
import { LEXICON, STOPWORDS } from "./lexicon.ts";
import { looseForm } from "./loose.ts";
import { memoize } from "./memo.ts";

const DEVANAGARI_WORD = /^[\u0900-\u0963\u0971-\u097f]+$/;
// Words: runs of Devanagari letters and signs, Latin letters, or digits — never mixed, so
// "15वें" gives "15" and "वें", "pmay-g" gives "pmay" and "g".
const WORD = /[0-9]+|[\u0900-\u0963\u0971-\u097f]+|[a-z]+/g;

/** Unicode and script clean-up shared by display text and search text. */
export function cleanText(text: string): string {
  return text.normalize("NFC");
}

function prepare(text: string): string {
  return (
    cleanText(text)
      // Nukta: रोज़गार and रोजगार are one word to a reader (NFC keeps क़ as क + nukta).
      .replace(/\u093c/g, "")
      // Candra vowels of English loan words (ऑडिट, जॉब) have no ITRANS form.
      .replace(/\u0911/g, "\u0906")
      .replace(/\u0949/g, "\u093e")
      .replace(/\u090d/g, "\u090f")
      .replace(/\u0945/g, "\u0947")
      // Devanagari digits → ASCII.
      .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966))
      // Latin letters with diacritics (ā, ñ) lose them; Devanagari is left as it is.
      .replace(/[\u00c0-\u024f]/g, (c) => c.normalize("NFD").replace(/[\u0300-\u036f]/g, ""))
      .toLowerCase()
  );
}

/** Devanagari word → lower-case Latin that already follows Hinglish habits. */
function romanise(word: string): string {
  return Sanscript.t(word, "devanagari", "itrans")
    .replace(/j~n/g, "gy") // ज्ञ is said "gya"
    .replace(/\.N/g, "") // chandrabindu
    .replace(/M/g, "n") // anusvara
    .replace(/H/g, "") // visarga
    .replace(/R\^i|RRi/g, "ri")
    .replace(/L\^i|LLi/g, "li")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}

function initialVowel(run: string): string {
  if (run.startsWith("ai") || run.startsWith("ei") || run.startsWith("e")) return "e";
  if (run.startsWith("au") || run.startsWith("ou") || run.startsWith("o")) return "o";
  return run[0]!; // a, i, u (aa → a, ee/ii → i, oo/uu → u)
}

/** Lower-case Latin word → consonant skeleton. */
export function skeleton(word: string): string {
  if (/^[0-9]+$/.test(word)) return word;
  let w = word
    .replace(/[^a-z]/g, "")
    .replace(/ch+/g, "C") // च / छ, before c → k
    .replace(/x/g, "ks")
    .replace(/q/g, "k")
    .replace(/c/g, "k")
    .replace(/C/g, "c")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/f/g, "p")
    // Aspiration: kh, gh, th, dh, ph, bh, jh, sh lose their h (after a vowel h is a letter).
    .replace(/([^aeiouh])h+/g, "$1")
    // Anusvara written as n before a labial is said m (संपत्ति / sampatti).
    .replace(/n([pb])/g, "m$1");
  const lead = /^[aeiou]+/.exec(w)?.[0];
  w = w.slice(lead?.length ?? 0).replace(/[aeiou]/g, "");
  w = (lead ? initialVowel(lead) : "") + w;
  return w.replace(/(.)\1+/g, "$1");
}

/** A prepared word's skeleton (Devanagari romanised first). */
const wordSkeleton = memoize((word: string) => skeleton(DEVANAGARI_WORD.test(word) ? romanise(word) : word));

function wordSkeletons(text: string): string[] {
  return wordsAndSkeletons(text).tokens;
}

/** A text's prepared words and their skeletons, side by side (words without one left out). */
function wordsAndSkeletons(text: string): { words: string[]; tokens: string[] } {
  const words: string[] = [];
  const tokens: string[] = [];
  for (const word of prepare(text).match(WORD) ?? []) {
    const token = wordSkeleton(word);
    if (!token) continue;
    words.push(word);
    tokens.push(token);
  }
  return { words, tokens };
}

/** A prepared word spelled loosely with its vowels (पानी and "paani" alike, पैन and "pen" not). */
const looseKey = (word: string) => looseForm(DEVANAGARI_WORD.test(word) ? romanise(word) : word);

type TPhrase = { tokens: string[]; canonical: string };

// Longest phrases first, so "pradhan mantri awas" wins over "pradhan" and "awas".
const PHRASES: TPhrase[] = LEXICON.flatMap((g) =>
  g.forms.map((form) => ({ tokens: wordSkeletons(form), canonical: g.canonical })),
)
  .filter((p) => p.tokens.length > 0)
  .sort((a, b) => b.tokens.length - a.tokens.length);
/**
 * A one-word lexicon form whose skeleton has two letters or fewer ("pn" is पानी, "hs" house, "sl"
 * साल) stands for its term only where the word itself is one of the term's forms, spelled loosely:
 * so many words share such a skeleton that "has", "his", "your", "give" and पैन would otherwise
 * carry house, year, village and water.
 */
const SHORT_FORMS = new Map<string, Set<string>>();
for (const g of LEXICON)
  for (const form of g.forms) {
    const { words, tokens } = wordsAndSkeletons(form);
    if (tokens.length !== 1 || tokens[0]!.length > 2) continue;
    const set = SHORT_FORMS.get(g.canonical) ?? new Set<string>();
    set.add(looseKey(words[0]!));
    SHORT_FORMS.set(g.canonical, set);
  }
const PHRASES_BY_FIRST = new Map<string, TPhrase[]>();
for (const p of PHRASES) {
  const list = PHRASES_BY_FIRST.get(p.tokens[0]!) ?? [];
  list.push(p);
  PHRASES_BY_FIRST.set(p.tokens[0]!, list);
}
const STOP = new Set(STOPWORDS.flatMap((w) => wordSkeletons(w)));
const STOP_WORDS = new Set(STOPWORDS.map((w) => prepare(w)));
const CANONICAL = new Set(LEXICON.map((g) => g.canonical));

function matchPhrase(tokens: string[], words: string[], at: number): TPhrase | undefined {
  return PHRASES_BY_FIRST.get(tokens[at]!)?.find(
    (p) =>
      p.tokens.every((t, j) => tokens[at + j] === t) &&
      (p.tokens.length > 1 || p.tokens[0]!.length > 2 || SHORT_FORMS.get(p.canonical)?.has(looseKey(words[at]!))),
  );
}

/** Kept: digits, and skeletons of two letters or more that are not function words. */
function keep(token: string): boolean {
  return /^[0-9]+$/.test(token) || (token.length >= 2 && !STOP.has(token));
}

/**
 * The search tokens of a text, in order: each word's skeleton (function words dropped) with the
 * canonical lexicon token added after a matched phrase. Only [a-z0-9], so safe in a tsquery.
 */
export function searchTokens(text: string): string[] {
  const { words, tokens } = wordsAndSkeletons(text);
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const phrase = matchPhrase(tokens, words, i);
    const span = phrase ? phrase.tokens.length : 1;
    for (const t of tokens.slice(i, i + span)) if (keep(t)) out.push(t);
    if (phrase) out.push(phrase.canonical);
    i += span;
  }
  return out;
}

/**
 * The lexicon phrases of several words a text names ("panchayat ka budget" → gpdp), each with the
 * search tokens of the words it is made of.
 */
export function phraseParts(text: string): { canonical: string; parts: string[] }[] {
  const { words, tokens } = wordsAndSkeletons(text);
  const out: { canonical: string; parts: string[] }[] = [];
  for (let i = 0; i < tokens.length;) {
    const phrase = matchPhrase(tokens, words, i);
    const span = phrase ? phrase.tokens.length : 1;
    if (phrase && span > 1) out.push({ canonical: phrase.canonical, parts: tokens.slice(i, i + span).filter(keep) });
    i += span;
  }
  return out;
}

/**
 * The set of a passage's search tokens, remembered for the last few hundred passages: answering
 * one question reads the same passages several times (script choice, coverage, sources).
 */
export const tokenSetOf: (text: string) => ReadonlySet<string> = memoize(
  (text: string) => new Set(searchTokens(text)),
  500,
);

/**
 * Everything a passage is found by, as a set: its search tokens and its words as written (the
 * index holds both, so a question's alternative may be either: "pncyt" or "hours").
 */
export const termSetOf: (text: string) => ReadonlySet<string> = memoize(
  (text: string) => new Set([...searchTokens(text), ...surfaceWords(text)]),
  500,
);

/** The romanised, spelling-normalised form stored beside a chunk (space-separated tokens). */
export function normaliseForSearch(text: string): string {
  return searchTokens(text).join(" ");
}

export function isLexiconToken(token: string): boolean {
  return CANONICAL.has(token);
}

/** Distinct query tokens, lexicon tokens first (they carry the most meaning). */
export function queryTokens(query: string): string[] {
  const unique = [...new Set(searchTokens(query))];
  return [...unique.filter((t) => CANONICAL.has(t)), ...unique.filter((t) => !CANONICAL.has(t))];
}

/**
 * The words of a text as written (lower-case, nukta-free, function words dropped): indexed beside
 * the skeletons so that an exact spelling ranks above a merely similar one.
 */
export function surfaceWords(text: string): string[] {
  const words = prepare(text).match(WORD) ?? [];
  return [...new Set(words)].filter((w) => w.length >= 2 && keep(wordSkeleton(w)));
}

/**
 * Content words whose skeleton is a function word's (कानूनी and कौन are both "kn"): the index and
 * the skeletons cannot tell them apart, but the words themselves are not function words, and
 * their translations can still be searched.
 */
export function maskedWords(text: string): string[] {
  const words = prepare(text).match(WORD) ?? [];
  return [...new Set(words)].filter(
    (w) => w.length >= 4 && !/^[0-9]+$/.test(w) && !STOP_WORDS.has(w) && !keep(wordSkeleton(w)),
  );
}
