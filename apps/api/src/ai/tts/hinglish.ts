// Romanised Hinglish → Devanagari, so the Hindi voice says "Gram Sabha ki meeting" as a Hindi
// speaker would instead of eSpeak switching to its English voice for every Latin word.
// The hand list first, acronyms spelled letter by letter, then the words of our own content as
// their Hindi twins spell them (hinglish-content-words.ts), then simple letter-to-sound rules.
import { CONTENT_WORDS } from "./hinglish-content-words.ts";
import { HINGLISH_WORDS, LETTER_NAMES } from "./hinglish-words.ts";

type TVowel = { alone: string; sign: string };

// Longest spellings first: the parser takes the first that matches.
const CONSONANTS: [string, string][] = [
  ["chh", "छ"],
  ["ksh", "क्ष"],
  ["kh", "ख"],
  ["gh", "घ"],
  ["ch", "च"],
  ["jh", "झ"],
  ["th", "थ"],
  ["dh", "ध"],
  ["ph", "फ"],
  ["bh", "भ"],
  ["sh", "श"],
  ["ck", "क"],
  ["k", "क"],
  ["g", "ग"],
  ["c", "क"],
  ["j", "ज"],
  ["t", "त"],
  ["d", "द"],
  ["n", "न"],
  ["p", "प"],
  ["f", "फ़"],
  ["b", "ब"],
  ["m", "म"],
  ["y", "य"],
  ["r", "र"],
  ["l", "ल"],
  ["v", "व"],
  ["w", "व"],
  ["s", "स"],
  ["h", "ह"],
  ["z", "ज़"],
  ["q", "क"],
  ["x", "क्स"],
];
const VOWELS: [string, TVowel][] = [
  ["aa", { alone: "आ", sign: "ा" }],
  ["ai", { alone: "ऐ", sign: "ै" }],
  ["au", { alone: "औ", sign: "ौ" }],
  ["ee", { alone: "ई", sign: "ी" }],
  ["ii", { alone: "ई", sign: "ी" }],
  ["oo", { alone: "ऊ", sign: "ू" }],
  ["uu", { alone: "ऊ", sign: "ू" }],
  ["ou", { alone: "औ", sign: "ौ" }],
  ["ei", { alone: "ए", sign: "े" }],
  ["a", { alone: "अ", sign: "" }],
  ["e", { alone: "ए", sign: "े" }],
  ["i", { alone: "इ", sign: "ि" }],
  ["o", { alone: "ओ", sign: "ो" }],
  ["u", { alone: "उ", sign: "ु" }],
];
// At the end of a word Hinglish writes long vowels short: sabha = सभा, hindi = हिंदी, party = पार्टी.
const FINAL_VOWELS: Record<string, TVowel> = {
  a: { alone: "आ", sign: "ा" },
  i: { alone: "ई", sign: "ी" },
  y: { alone: "ई", sign: "ी" },
};
const HALANT = "्";
const ANUSVARA = "ं";

function matchAt<T>(word: string, at: number, table: [string, T][]): [string, T] | undefined {
  return table.find(([latin]) => word.startsWith(latin, at));
}

// Verb endings Hinglish writes with -ein/-ayein: likhein → लिखें, bulayein → बुलाएँ, karayein → कराएँ.
// Plurals and participles with -ayen/-aye/-ayi/-ayin: yojanayen → योजनाएँ, lagaye → लगाए,
// bulayi → बुलाई; the oblique plural -on: saalon → सालों.
const ENDINGS: [RegExp, string][] = [
  [/^(.*[^aeiou])aa?yein$/, "ाएँ"],
  [/^(.*[^aeiou])aa?yen$/, "ाएँ"],
  [/^(.*[^aeiou])aa?yin$/, "ाईं"],
  [/^(.*[^aeiou])aa?ye$/, "ाए"],
  [/^(.*[^aeiou])aa?yi$/, "ाई"],
  [/^(.*[^aeiou])ein$/, "ें"],
  [/^(.{3,}[^aeiouy])on$/, "ों"],
];

/** One lower-case Latin word by letter rules (no word list). */
export function transliterateByRules(word: string): string {
  for (const [ending, devanagari] of ENDINGS) {
    const stem = ending.exec(word)?.[1];
    if (stem) return letterRules(stem) + devanagari;
  }
  return letterRules(word);
}

function letterRules(word: string): string {
  let out = "";
  let afterConsonant = false;
  let i = 0;
  while (i < word.length) {
    const rest = word.length - i;
    const final = FINAL_VOWELS[word[i]!];
    if (rest === 1 && final && (afterConsonant || word[i] !== "y")) {
      out += afterConsonant ? final.sign : final.alone;
      afterConsonant = false;
      i += 1;
      continue;
    }
    const vowel = matchAt(word, i, VOWELS);
    if (vowel) {
      out += afterConsonant ? vowel[1].sign : vowel[1].alone;
      afterConsonant = false;
      i += vowel[0].length;
      continue;
    }
    const consonant = matchAt(word, i, CONSONANTS);
    if (!consonant) {
      i += 1; // not a letter we know (apostrophe…): skip it
      continue;
    }
    const next = i + consonant[0].length;
    const following = matchAt(word, next, CONSONANTS);
    // A nasal before another consonant is an anusvara: hindi → हिंदी, panchayat → पंचायत.
    const nasal =
      (consonant[0] === "n" && following && !["y", "h", "r", "v", "w"].includes(following[0])) ||
      (consonant[0] === "m" && following && ["p", "ph", "b", "bh"].includes(following[0]));
    if (nasal && out !== "") {
      out += ANUSVARA;
      afterConsonant = false;
      i = next;
      continue;
    }
    if (afterConsonant) out += HALANT;
    out += consonant[1];
    afterConsonant = true;
    i = next;
  }
  return out;
}

/** Whether a word looks like an acronym to spell out: RTI, PMAY, GPDP (not "A" or "I"). */
function isAcronym(word: string): boolean {
  return word.length >= 2 && word.length <= 6 && word === word.toUpperCase() && /^[A-Z]+$/.test(word);
}

function spell(word: string): string {
  return [...word.toLowerCase()].map((letter) => LETTER_NAMES[letter] ?? "").join(" ");
}

/** One Latin word (letters only) in Devanagari. */
export function transliterateWord(word: string): string {
  const lower = word.toLowerCase();
  const listed = HINGLISH_WORDS.get(lower);
  if (listed) return listed;
  if (isAcronym(word)) return spell(word);
  // A lone capital (the G of PMAY-G) is a letter too.
  if (word.length === 1 && word === word.toUpperCase()) return spell(word);
  return CONTENT_WORDS.get(lower) ?? transliterateByRules(lower);
}

/** Replaces every run of Latin letters in a text by Devanagari; everything else stays. */
export function transliterateHinglish(text: string): string {
  return (
    text
      // The scheme's name is said "VB-G RAM G" (वीबी-जी राम जी), not spelled letter by letter.
      .replace(/\bVB-?G\s+RAM\s+G\b/g, "वीबी-जी राम जी")
      .replace(/[A-Za-z]+(?:'[A-Za-z]+)?/g, (word) => transliterateWord(word.replace(/'/g, "")))
  );
}
