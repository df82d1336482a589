// English ⇄ Hindi word translations for cross-language retrieval, from the English–Hindi FreeDict
// dictionary (IIIT Hyderabad, ~25,000 headwords) as Debian's `dict-freedict-eng-hin` installs it.
// FreeDict eng-hin is GPL-2+, so its data is not copied into this repository: it is read at run
// time from the system package when installed (Dockerfile and .ci/run install it), and search
// works without it, lexically only, when it is not.
//
// Hinglish words reach the Hindi headwords through a loose Latin key (vowel length, w/v, z/j,
// aspiration and doubled letters ignored): "majdoori", "mazduri" and मज़दूरी share one key.
import fs from "node:fs";
import { gunzipSync } from "node:zlib";
import { CIVIC_VOCABULARY } from "./civic-vocabulary.ts";
import { buildLoanIndex, findLoanSource } from "./loan-words.ts";
import { romaniseWord } from "./script.ts";

export const DEFAULT_DICTIONARY_PATH = "/usr/share/dictd/freedict-eng-hin.dict.dz";

/** A word is expanded into at most this many translations: more are mostly noise. */
const MAX_TRANSLATIONS = 3;

export type TBilingual = {
  /** English headword → single-word Hindi translations (first sense first). */
  englishToHindi: Map<string, string[]>;
  /** Normalised Hindi word → English headwords, those it is the first translation of first. */
  hindiToEnglish: Map<string, string[]>;
  /** Loose Latin key of a Hindi word → the Hindi words with that key. */
  hindiByLatinKey: Map<string, string[]>;
  /**
   * How often an English word (its plural counted with it) occurs in the dictionary's example
   * sentences: a rough measure of how common it is, to prefer "person" over "pers" and "fellow".
   */
  englishCount: Map<string, number>;
  /** English headwords the dictionary has as nouns (the words with a plural). */
  englishNouns: Set<string>;
  /**
   * The team's own translations of normalised Hindi words (civic-vocabulary.ts), best first:
   * ranked before FreeDict's senses (फसल → crop before harvest).
   */
  preferred?: Map<string, string[]>;
};

/**
 * Devanagari without nukta, with chandrabindu as anusvara (मज़दूरी = मजदूरी, गाँव = गांव), and a
 * nasal consonant joined to a consonant of its own class as anusvara too, as today's spelling
 * writes it (सम्पत्ति = संपत्ति, केन्द्र = केंद्र, प्रबन्ध = प्रबंध; अन्य keeps its न).
 */
export function normaliseHindi(word: string): string {
  return word
    .normalize("NFC")
    .replace(/\u093c/g, "")
    .replace(/\u0901/g, "\u0902")
    .replace(/ङ\u094d(?=[कखगघ])|ञ\u094d(?=[चछजझ])|ण\u094d(?=[टठडढ])|न\u094d(?=[तथदध])|म\u094d(?=[पफबभ])/g, "\u0902")
    .normalize("NFC");
}

/** Hinglish spelling variety folded away: vowel length, w/v, z/j, ph/f, aspiration, doubles. */
export function latinKey(word: string): string {
  return (
    word
      .toLowerCase()
      .replace(/[^a-z]/g, "")
      // Long a is kept in one-syllable words (kaam ≠ kam), as Hinglish writes it; elsewhere not.
      .replace(/aa+/g, (_m, _at: number, w: string) => ((w.match(/[aeiou]+/g) ?? []).length > 1 ? "a" : "A"))
      .replace(/ee+|ii+|ey$/g, "i")
      .replace(/oo+|uu+/g, "u")
      .replace(/w/g, "v")
      .replace(/z/g, "j")
      .replace(/ph|f/g, "p")
      .replace(/q/g, "k")
      .replace(/([^aeiouh])h/g, "$1")
      .replace(/(.)\1+/g, "$1")
      .replace(/(.{3,})a$/, "$1")
      .replace(/A/g, "aa")
  );
}

/** A Hindi word under its loose Latin key; an entry that is only digits or signs has none. */
function addByLatinKey(map: Map<string, string[]>, hindi: string) {
  const key = latinKey(romaniseWord(hindi));
  if (key) add(map, key, hindi);
}

const ENTRY_HEAD = /^([a-z][a-z-]*) \/[^/]*\/ <([^>]*)>\s*$/;
const SENSE = /^\d+\.\s+(.*)$/;

function add(map: Map<string, string[]>, key: string, value: string) {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

/**
 * Parses the dictd text of FreeDict eng-hin (headword line, numbered senses, quoted examples).
 * Read line by line from the bytes: the words kept are then strings of their own, where slices of
 * one decoded text would each keep all of its 5 MB alive.
 */
export function parseFreedict(source: string | Buffer): TBilingual {
  const bytes = typeof source === "string" ? Buffer.from(source, "utf8") : source;
  const englishToHindi = new Map<string, string[]>();
  const hindiToEnglish = new Map<string, string[]>();
  const hindiByLatinKey = new Map<string, string[]>();
  const englishCount = new Map<string, number>();
  const englishNouns = new Set<string>();
  // How early a Hindi word comes among a headword's translations: the first is its main sense.
  const rank = new Map<string, number>();
  let head: string | undefined;
  let position = 0;
  for (let from = 0; from < bytes.length;) {
    let to = bytes.indexOf(0x0a, from);
    if (to === -1) to = bytes.length;
    const line = bytes.toString("utf8", from, to).trim();
    from = to + 1;
    const h = ENTRY_HEAD.exec(line);
    if (h) {
      head = h[1]!.includes("-") ? undefined : h[1]!;
      if (head && h[2] === "N") englishNouns.add(head);
      position = 0;
      continue;
    }
    if (line.startsWith('"')) {
      for (const w of line.toLowerCase().match(/[a-z]{2,}/g) ?? []) englishCount.set(w, (englishCount.get(w) ?? 0) + 1);
      continue;
    }
    const s = head ? SENSE.exec(line) : null;
    if (!s || !head) continue;
    for (const t of s[1]!.replace(/\[[^\]]*\]/g, "").split(/[,;]/)) {
      const hindi = normaliseHindi(t.trim());
      // Single Devanagari words only: a multi-word gloss ("जो~वस्तु~आगे…") explains, it does not
      // translate — unless it is one word with a postposition ("स्वेच्छा~से" is voluntarily): that
      // word is a translation too, after the others.
      if (!/^[\u0900-\u097f]{2,}$/.test(hindi)) {
        const core = glossCore(hindi);
        if (core) {
          add(hindiToEnglish, core, head);
          addByLatinKey(hindiByLatinKey, core);
          const key = `${core}|${head}`;
          if (!rank.has(key)) rank.set(key, GLOSS_RANK + position);
        }
        continue;
      }
      add(englishToHindi, head, hindi);
      add(hindiToEnglish, hindi, head);
      const key = `${hindi}|${head}`;
      if (!rank.has(key)) rank.set(key, position);
      position += 1;
      addByLatinKey(hindiByLatinKey, hindi);
    }
  }
  for (const [hindi, list] of hindiToEnglish)
    list.sort((a, b) => rank.get(`${hindi}|${a}`)! - rank.get(`${hindi}|${b}`)!);
  // A plural in an example counts for its singular ("hours" for "hour").
  for (const [w, n] of [...englishCount]) {
    const singular = w.endsWith("ies") ? `${w.slice(0, -3)}y` : w.endsWith("s") ? w.slice(0, -1) : undefined;
    if (singular && englishToHindi.has(singular)) englishCount.set(singular, (englishCount.get(singular) ?? 0) + n);
  }
  return { englishToHindi, hindiToEnglish, hindiByLatinKey, englishCount, englishNouns };
}

/** A word found in a gloss ranks after every single-word translation of its headword. */
const GLOSS_RANK = 100;
// Postpositions around the word a gloss is about ("स्वेच्छा~से" is an adverb of स्वेच्छा). Light
// verbs are not stripped: "सदस्य~होना" is "belong", another sense than a member.
const GLOSS_PARTICLES = new Set("से का की के में को पर रूप पूर्वक".split(" "));

/** The one content word of a short gloss ("स्वेच्छा~से" → स्वेच्छा), if it has just one. */
function glossCore(gloss: string): string | undefined {
  const words = gloss.split(/[~\s]+/).filter(Boolean);
  if (words.length < 2 || words.length > 3 || !words.every((w) => /^[\u0900-\u097f]+$/.test(w))) return undefined;
  const content = words.filter((w) => !GLOSS_PARTICLES.has(w));
  return content.length === 1 && content[0]!.length >= 3 ? content[0] : undefined;
}

/**
 * The dictionary with a word list of our own merged into its maps (they are added to, not
 * copied): each Hindi word's English words rank before the dictionary's (`preferred`), an English
 * word also translates to the Hindi word (after the dictionary's own), and a Hinglish spelling
 * finds the Hindi word by its Latin key.
 */
export function withVocabulary(
  dict: TBilingual,
  entries: readonly (readonly [string, readonly string[]])[],
): TBilingual {
  const preferred = new Map<string, string[]>();
  for (const [word, english] of entries) {
    const hindi = normaliseHindi(word);
    preferred.set(hindi, [...new Set([...(preferred.get(hindi) ?? []), ...english])]);
    for (const e of english) {
      add(dict.hindiToEnglish, hindi, e);
      add(dict.englishToHindi, e, hindi);
    }
    addByLatinKey(dict.hindiByLatinKey, hindi);
  }
  return { ...dict, preferred };
}

let loaded: TBilingual | null | undefined;

/** The dictionary, read once from the system package; null when it is not installed. */
export function bilingualDictionary(file = DEFAULT_DICTIONARY_PATH): TBilingual | null {
  if (loaded !== undefined) return loaded;
  try {
    const bytes = fs.readFileSync(file);
    loaded = withVocabulary(
      parseFreedict(file.endsWith(".dz") || file.endsWith(".gz") ? gunzipSync(bytes) : bytes),
      CIVIC_VOCABULARY,
    );
    // Built now (~40 ms), with the dictionary at start-up, rather than in a question's search.
    loanIndex(loaded);
  } catch {
    loaded = null;
  }
  return loaded;
}

// Inflected Hindi forms → dictionary forms: plural and oblique endings, verb endings.
const HINDI_ENDINGS = [
  "ियों",
  "ियाँ",
  "ियां",
  "ाओं",
  "ाएं",
  "ाएँ",
  "ों",
  "ें",
  "ीं",
  "ता",
  "ती",
  "ते",
  "ना",
  "ने",
  "ो",
  "ी",
  "े",
  "ा",
];
const HINDI_REPLACEMENTS = ["", "ा", "ी", "ि", "ना"];

function hindiCandidates(word: string): string[] {
  const w = normaliseHindi(word);
  const out = [w];
  for (const end of HINDI_ENDINGS) {
    if (w.endsWith(end) && w.length - end.length >= 2) {
      const stem = w.slice(0, -end.length);
      for (const r of HINDI_REPLACEMENTS) out.push(stem + r);
    }
  }
  return [...new Set(out)];
}

const LATIN_ENDINGS = ["iyon", "yon", "aon", "on", "en", "ein", "ta", "ti", "te", "na", "ne"];

/**
 * A Hinglish word with one inner "a" left out, as Hindi says it: "sahayata" is सहायता
 * (sahayta), "apaharan" अपहरण (apharan) — Hinglish often writes the vowel Hindi drops.
 */
function withoutSchwa(word: string): string[] {
  const out: string[] = [];
  for (let i = 2; i < word.length - 1; i++)
    if (word[i] === "a" && !/[aeiou]/.test(word[i - 1]!) && !/[aeiou]/.test(word[i + 1]!))
      out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

function hinglishCandidates(word: string): string[] {
  const out = [word, ...withoutSchwa(word)];
  for (const end of LATIN_ENDINGS) {
    if (word.endsWith(end) && word.length - end.length >= 3) {
      const stem = word.slice(0, -end.length);
      out.push(stem, `${stem}a`, `${stem}i`, `${stem}na`);
    }
  }
  return [...new Set(out)];
}

function englishCandidates(word: string): string[] {
  const out = [word];
  if (word.endsWith("ies")) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("es")) out.push(word.slice(0, -2));
  if (word.endsWith("s")) out.push(word.slice(0, -1));
  if (word.endsWith("ing")) out.push(word.slice(0, -3), `${word.slice(0, -3)}e`);
  if (word.endsWith("ed")) out.push(word.slice(0, -2), word.slice(0, -1));
  return out.filter((w) => w.length >= 3);
}

/**
 * How well an English headword translates a Hindi word: the earlier the Hindi word comes among the
 * headword's translations the better, and a common English word ("person", "hour") before a rare
 * one ("pers", "gong") — the dictionary lists senses, not how often each is meant.
 */
function translationScore(dict: TBilingual, hindi: string, english: string): number {
  const list = dict.englishToHindi.get(english) ?? [];
  // Not among the headword's translations: found in one of its glosses, so after all of them.
  const position = list.includes(hindi) ? list.indexOf(hindi) : list.length + 1;
  return Math.log(2 + (dict.englishCount.get(english) ?? 0)) / (1 + position);
}

/** Above any dictionary score (the log of a count of examples, ~10 at most). */
const PREFERRED_SCORE = 100;

/** The best English translations of some Hindi words, the first words (as written) preferred. */
function englishFor(dict: TBilingual, hindiWords: string[][]): string[] {
  const scores = new Map<string, number>();
  // Whether the dictionary knows the word as written (then a sense of a guessed stem — जलना's
  // जल, water — does not outrank it).
  const knownAsWritten = (hindiWords[0] ?? []).some((h) => dict.hindiToEnglish.has(h));
  hindiWords.forEach((words, tier) => {
    for (const hindi of words) {
      // Our own word list first, in its order, above any score the dictionary gives; for a guessed
      // stem only where the word as written is not in the dictionary (फ़सलों → फसल, crop).
      dict.preferred?.get(hindi)?.forEach((english, i) => {
        const score =
          tier === 0
            ? PREFERRED_SCORE - i
            : knownAsWritten
              ? (0.8 * Math.log(2 + (dict.englishCount.get(english) ?? 0))) / (1 + i)
              : PREFERRED_SCORE / 2 - i;
        scores.set(english, Math.max(scores.get(english) ?? 0, score));
      });
      for (const english of dict.hindiToEnglish.get(hindi) ?? []) {
        // A word as written outranks a form guessed from it (बच्चों → बच्चा before बच्च).
        const score = translationScore(dict, hindi, english) * (tier === 0 ? 1 : 0.8);
        scores.set(english, Math.max(scores.get(english) ?? 0, score));
      }
    }
  });
  return [...scores.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_TRANSLATIONS)
    .map(([english]) => english);
}

/** Whether the dictionary translates this Hindi word (or a dictionary form of it). */
export function isHindiWord(word: string, dict = bilingualDictionary()): boolean {
  return dict !== null && hindiCandidates(word).some((c) => dict.hindiToEnglish.has(c));
}

/** Whether the dictionary has this English headword. */
export function isEnglishWord(word: string, dict = bilingualDictionary()): boolean {
  return dict?.englishToHindi.has(word) ?? false;
}

/** Whether the dictionary has this English word as a noun (one with a plural). */
export function isEnglishNoun(word: string, dict = bilingualDictionary()): boolean {
  return dict?.englishNouns.has(word) ?? false;
}

/**
 * The English word a Devanagari word is a loan of (मजिस्ट्रेट → magistrate, पुलिस → police), when
 * the dictionary does not translate it (loan-words.ts).
 */
export function loanSource(word: string, dict = bilingualDictionary()): string | undefined {
  if (!dict || !/^[\u0900-\u097f]+$/.test(word)) return undefined;
  return findLoanSource(romaniseWord(normaliseHindi(word)), loanIndex(dict), dict.englishCount);
}

const loanIndexes = new WeakMap<TBilingual, Map<string, string[]>>();

/** The dictionary's English headwords by the skeleton of their sound (built once per dictionary). */
function loanIndex(dict: TBilingual): Map<string, string[]> {
  let index = loanIndexes.get(dict);
  if (!index) {
    index = buildLoanIndex(dict.englishToHindi.keys());
    loanIndexes.set(dict, index);
  }
  return index;
}

/**
 * Words in the other language for one word of a question: English for a Hindi or Hinglish word,
 * Hindi (Devanagari) for an English word. Empty without the dictionary.
 */
export function translateWord(word: string, dict = bilingualDictionary()): string[] {
  if (!dict) return [];
  if (/[\u0900-\u097f]/.test(word)) {
    const [asWritten, ...forms] = hindiCandidates(word);
    const translations = englishFor(dict, [[asWritten!], forms]);
    if (translations.length > 0) return translations;
    // Not in the dictionary: perhaps an English word written in Devanagari.
    const loan = loanSource(word, dict);
    return loan ? [loan] : [];
  }
  // A number ("1500", "4,000") is not a word of either language.
  if (!/[a-z]/i.test(word)) return [];
  const out: string[] = [];
  const lower = word.toLowerCase();
  // An English word gets Hindi; a Hinglish word (or an English one that is also Hinglish) English.
  for (const c of englishCandidates(lower))
    for (const w of dict.englishToHindi.get(c) ?? [])
      if (!out.includes(w) && out.length < MAX_TRANSLATIONS) out.push(w);
  // A Hinglish word of two letters ("up", "na") says too little to find its Hindi word by sound.
  if (lower.length < 3) return out;
  const [asWritten, ...forms] = hinglishCandidates(lower).map((c) => dict.hindiByLatinKey.get(latinKey(c)) ?? []);
  for (const w of englishFor(dict, [asWritten!, forms.flat()]))
    if (!out.includes(w) && out.length < MAX_TRANSLATIONS) out.push(w);
  return out;
}
