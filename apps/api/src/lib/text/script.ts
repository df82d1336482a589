// Keeps an offline answer in a Hinglish reader's script. The starter documents are some in Hindi
// and some in Hinglish; a Hinglish reader should not get Devanagari bullets. Devanagari → Hinglish
// follows how Hinglish is written: schwa dropped ("kitni", "karta"), long vowels doubled inside
// words ("zaroori") and short at the end ("sabha"). The other way (Latin → Devanagari) is left
// out on purpose: letter rules garble English words ("national" → "नतिओनल"), so a Hindi reader
// sees a Hinglish document's sentences as written.

import { memoize } from "./memo.ts";

type TSyllable = { consonants: string[]; vowel: string | null; nasal: boolean };

const CONSONANTS: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  ळ: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
};
// With a nukta (either precomposed or consonant + ़).
// ड़ and ढ़ are written d/dh in Hinglish (padhkar, judi, ladka), not r/rh.
const NUKTA_CONSONANTS: Record<string, string> = { क: "q", ख: "kh", ग: "g", ज: "z", ड: "d", ढ: "dh", फ: "f", य: "y" };
const INDEPENDENT_VOWELS: Record<string, string> = {
  अ: "a",
  आ: "aa",
  इ: "i",
  ई: "ee",
  उ: "u",
  ऊ: "oo",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
  ऍ: "e",
};
const VOWEL_SIGNS: Record<string, string> = {
  "ा": "aa",
  "ि": "i",
  "ी": "ee",
  "ु": "u",
  "ू": "oo",
  "ृ": "ri",
  "े": "e",
  "ै": "ai",
  "ो": "o",
  "ौ": "au",
  "ॉ": "o",
  "ॅ": "e",
};
const VIRAMA = "्";
const NUKTA = "़";
const NASALS = new Set(["ं", "ँ"]);
const DIGITS = "०१२३४५६७८९";

// Everyday words whose usual Hinglish spelling the rules would miss.
const WORDS: Record<string, string> = {
  है: "hai",
  हैं: "hain",
  में: "mein",
  मैं: "main",
  यह: "yeh",
  वह: "woh",
  ये: "ye",
  वे: "ve",
  और: "aur",
  नहीं: "nahi",
  कि: "ki",
  लिए: "liye",
  लिये: "liye",
  गाँव: "gaon",
  गांव: "gaon",
  ग्राम: "gram",
  राज: "raj",
  राज्य: "rajya",
  पंचायत: "panchayat",
  पंचायतों: "panchayaton",
  योजना: "yojana",
  मनरेगा: "MGNREGA",
  सरकार: "sarkar",
  आप: "aap",
  आदि: "aadi",
  जाता: "jaata",
  जाती: "jaati",
  जाते: "jaate",
  होता: "hota",
  होती: "hoti",
  होते: "hote",
  क्या: "kya",
  ज़रूरी: "zaroori",
  जरूरी: "zaroori",
  कम: "kam",
  दो: "do",
  चार: "chaar",
  हर: "har",
  सभी: "sabhi",
  भी: "bhi",
  इसलिए: "isliye",
  लाख: "lakh",
  करोड़: "crore",
  जॉब: "job",
  कार्ड: "card",
  आवेदन: "aavedan",
  वर्ष: "varsh",
  प्रति: "prati",
  // English loanwords are written as in English, not as their Devanagari letters read.
  बैंक: "bank",
  अक्टूबर: "October",
  नवंबर: "November",
  दिसंबर: "December",
  सितंबर: "September",
  फ़ोटो: "photo",
  फोटो: "photo",
  पोर्टल: "portal",
  ऐप: "app",
  मोबाइल: "mobile",
  ऑनलाइन: "online",
  ऑडिट: "audit",
  फ़ाइल: "file",
};

const isConsonant = (ch: string) => ch in CONSONANTS;

/** One Devanagari word split into syllables: a consonant cluster with its vowel (or none). */
function syllables(word: string): TSyllable[] | null {
  const out: TSyllable[] = [];
  // NFD splits the precomposed nukta letters (ज़ U+095B) into consonant + nukta.
  const chars = [...word.normalize("NFD")];
  let i = 0;
  while (i < chars.length) {
    const ch = chars[i]!;
    if (ch in INDEPENDENT_VOWELS) {
      out.push({ consonants: [], vowel: INDEPENDENT_VOWELS[ch]!, nasal: false });
      i += 1;
    } else if (isConsonant(ch)) {
      const cluster: string[] = [];
      let vowel: string | null = "a";
      for (;;) {
        let sound = CONSONANTS[chars[i]!]!;
        i += 1;
        if (chars[i] === NUKTA) {
          sound = NUKTA_CONSONANTS[chars[i - 1]!] ?? sound;
          i += 1;
        }
        cluster.push(sound);
        if (chars[i] === VIRAMA && chars[i + 1] !== undefined && isConsonant(chars[i + 1]!)) {
          i += 1; // a conjunct: the next consonant joins this cluster
          continue;
        }
        if (chars[i] === VIRAMA) {
          vowel = null;
          i += 1;
        } else if (chars[i] !== undefined && chars[i]! in VOWEL_SIGNS) {
          vowel = VOWEL_SIGNS[chars[i]!]!;
          i += 1;
        }
        break;
      }
      out.push({ consonants: cluster, vowel, nasal: false });
    } else if (NASALS.has(ch) || ch === "ः") {
      if (out.length === 0) return null;
      if (ch === "ः") out[out.length - 1]!.consonants.push("h");
      else out[out.length - 1]!.nasal = true;
      i += 1;
    } else {
      return null; // not a plain Devanagari word
    }
  }
  return out;
}

/** A Devanagari word in Hinglish spelling. */
export const romaniseWord = memoize(romaniseOneWord);

function romaniseOneWord(word: string): string {
  const listed = WORDS[word.normalize("NFC")];
  if (listed) return listed;
  const parts = syllables(word);
  if (!parts || parts.length === 0) return word;
  // Schwa deletion, right to left: the last inherent "a" goes (unless after a cluster: mantra),
  // and an inner one goes between a vowel and a consonant that keeps its vowel (kitani → kitni).
  const last = parts.at(-1)!;
  // ...but a final cluster ending in r, y or v keeps it: mantra, rajya, swasthya.
  const keepsFinal = last.consonants.length > 1 && /^(r|y|v)$/.test(last.consonants.at(-1)!);
  if (parts.length > 1 && last.vowel === "a" && !keepsFinal && !last.nasal) last.vowel = null;
  for (let k = parts.length - 2; k >= 1; k--) {
    const here = parts[k]!;
    const next = parts[k + 1]!;
    const prev = parts[k - 1]!;
    const nextIsSingle = next.consonants.length === 1 && next.vowel !== null; // sadasya keeps its a
    if (here.vowel === "a" && !here.nasal && here.consonants.length === 1 && prev.vowel !== null && nextIsSingle) {
      here.vowel = null;
    }
  }
  const lastIndex = parts.length - 1;
  const voiced = parts.filter((p) => p.vowel !== null).length;
  return parts
    .map((p, k) => {
      let vowel = p.vowel ?? "";
      // Word-final long vowels are written short: sabha, kitni, hindu.
      if (k === lastIndex) vowel = vowel === "aa" ? "a" : vowel === "ee" ? "i" : vowel === "oo" ? "u" : vowel;
      // One-syllable words keep "aa" (saal, baar, kaam); longer ones mostly write "a" (rajyon).
      else if (vowel === "aa" && voiced > 1) vowel = "a";
      let nasal = "";
      if (p.nasal) {
        const following = parts[k + 1]?.consonants[0];
        nasal = following && /^[pbm]/.test(following) ? "m" : "n";
      }
      // A final "e" + nasal reads best as "ein" (baithkein), like "mein".
      if (p.nasal && k === lastIndex && vowel === "e") vowel = "ei";
      return p.consonants.join("") + vowel + nasal;
    })
    .join("");
}

const DEVANAGARI_RUN = /[\u0900-\u0963\u0970-\u097F]+/g;

/** Every Devanagari word of a text in Hinglish spelling; dandas become full stops. */
export function romaniseHindi(text: string): string {
  const latin = text
    .replace(/[०-९]/g, (d) => String(DIGITS.indexOf(d)))
    .replace(/\s*[।॥]+/g, ".")
    .replace(DEVANAGARI_RUN, (word) => romaniseWord(word));
  // A sentence starts with a capital letter.
  return latin.replace(
    /(^\s*(?:[-*]\s+)?|[.!?]\s+|\n\s*(?:[-*]\s+)?)([a-z])/g,
    (_, lead: string, ch: string) => lead + ch.toUpperCase(),
  );
}

const hasDevanagari = (text: string) => /[\u0900-\u097F]/.test(text);

/** Whether most of a text's letters are Devanagari (a Hindi text) rather than Latin. */
export function isMostlyDevanagari(text: string): boolean {
  return (text.match(/[\u0900-\u097F]/gu)?.length ?? 0) > (text.match(/[A-Za-z]/g)?.length ?? 0);
}

/** The text for a reader: Devanagari words romanised for a Hinglish reader, else unchanged. */
export function inReaderScript(text: string, language: "hindi" | "hinglish"): string {
  return language === "hinglish" && hasDevanagari(text) ? romaniseHindi(text) : text;
}
