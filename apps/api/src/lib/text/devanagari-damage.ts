// Devanagari damaged by a PDF's fonts, as pdf.js (and sometimes poppler) reads it: a shaped font
// maps its glyphs back to letters badly, so matras go missing or land in the wrong place. What
// such text shows, and correct Hindi almost never does:
//   - a word that opens with a vowel sign, virama or nasal mark ("ाम पंचायत" for "ग्राम पंचायत");
//   - two vowel signs in a row, or a doubled sign ("सीमाांत", "ेे");
//   - a word that opens with its consonant twice ("ककसान" for "किसान": the short-i drawn as a copy);
//   - a bare consonant standing as a word ("म" for "में", "क" for "कि");
//   - a whole page of Hindi without a single short-i sign (ि), which pdf.js drops with some fonts
//     ("मुखया" for "मुखिया").
// The score is the share of Devanagari words that look damaged (the last sign counts as half the
// words); a page is damaged above DAMAGED_SCORE.

/** Vowel signs, virama, nukta and nasal marks: they follow a consonant, never open a word. */
const DEPENDENT = /^[\u0900-\u0903\u093a-\u094f\u0955-\u0957\u0962\u0963]/;
/** Two vowel signs in a row (U+093E–U+094C), a doubled virama or anusvara. */
const DOUBLED = /[\u093e-\u094c]{2}|\u094d\u094d|\u0902\u0902/;
/** The first consonant written twice, not as a conjunct (ककसान; कक्षा is fine). */
const DOUBLE_START = /^([\u0915-\u0939])\1(?!\u094d)/;
const CONSONANT_ALONE = /^[\u0915-\u0939]$/;
/** One-letter words Hindi has: "व" (and), "न" (not). */
const ONE_LETTER_WORDS = new Set(["व", "न"]);
const WORD = /[\u0900-\u0963\u0971-\u097f]+/g;
const SHORT_I = /\u093f/g;
/** A lone letter as a clause label or an abbreviation: "(क)", "ख)", "डॉ. ए." — not damage. */
const LABEL = /\(?[\u0915-\u0939][.)]/g;

/** A page counts as damaged when at least this share of its Devanagari words look damaged. */
export const DAMAGED_SCORE = 0.06;
/** Fewer Devanagari words than this say too little to judge. */
const MIN_WORDS = 8;
/** Correct Hindi has a short-i sign in about one word in ten; none in this many words is a sign. */
const SHORT_I_WORDS = 40;

export type TDamage = { words: number; damaged: number; score: number };

export function damagedWord(word: string): boolean {
  return (
    DEPENDENT.test(word) ||
    DOUBLED.test(word) ||
    DOUBLE_START.test(word) ||
    (CONSONANT_ALONE.test(word) && !ONE_LETTER_WORDS.has(word))
  );
}

/** How damaged the Devanagari of a text looks: 0 for clean Hindi (or no Hindi), up to 1. */
export function devanagariDamage(text: string): TDamage {
  const words = text.replace(LABEL, " ").match(WORD) ?? [];
  const damaged = words.filter(damagedWord).length;
  let score = words.length > 0 ? damaged / words.length : 0;
  if (words.length >= SHORT_I_WORDS && (text.match(SHORT_I)?.length ?? 0) === 0) score = Math.min(1, score + 0.5);
  return { words: words.length, damaged, score: Math.round(score * 1000) / 1000 };
}

/** Whether a page's Hindi is damaged enough to be read again (poppler or OCR). */
export function isDamaged(damage: TDamage): boolean {
  return damage.words >= MIN_WORDS && damage.score >= DAMAGED_SCORE;
}
