// Glossary search across scripts: "job card" finds जॉब कार्ड and "manrega" finds मनरेगा, in either
// UI language. Devanagari is romanised letter by letter, and both sides are cut to a consonant
// skeleton (vowels, aspiration, doubled letters and spelling variants such as w/v, z/j, c/k fall
// away), which is where Hinglish spellings of one Hindi word agree. Small on purpose: the API's
// lib/text/script.ts does the full job for retrieval; the glossary and the circulars need only this.
// It lives here so the web app and the API search the circulars the same way.

// prettier-ignore
const CONSONANTS: Record<string, string> = {
  क: "k", ख: "kh", ग: "g", घ: "gh", ङ: "n", च: "ch", छ: "chh", ज: "j", झ: "jh", ञ: "n",
  ट: "t", ठ: "th", ड: "d", ढ: "dh", ण: "n", त: "t", थ: "th", द: "d", ध: "dh", न: "n",
  प: "p", फ: "ph", ब: "b", भ: "bh", म: "m", य: "y", र: "r", ल: "l", ळ: "l", व: "v",
  श: "sh", ष: "sh", स: "s", ह: "h",
  // Precomposed nukta letters.
  "\u0958": "q", "\u0959": "kh", "\u095A": "g", "\u095B": "z", "\u095C": "d", "\u095D": "dh", "\u095E": "f", "\u095F": "y",
};
/** A consonant followed by the nukta sign (the decomposed spelling of the letters above). */
const NUKTA: Record<string, string> = { क: "q", ख: "kh", ग: "g", ज: "z", ड: "d", ढ: "dh", फ: "f", य: "y" };
// prettier-ignore
const VOWELS: Record<string, string> = {
  अ: "a", आ: "aa", इ: "i", ई: "ee", उ: "u", ऊ: "oo", ऋ: "ri", ए: "e", ऐ: "ai", ओ: "o", औ: "au", ऑ: "o", ऍ: "e",
};
// prettier-ignore
const SIGNS: Record<string, string> = {
  "ा": "aa", "ि": "i", "ी": "ee", "ु": "u", "ू": "oo", "ृ": "ri", "े": "e", "ै": "ai", "ो": "o", "ौ": "au",
  "ॉ": "o", "ॅ": "e", "ं": "n", "ँ": "n", "ः": "h",
};
const VIRAMA = "\u094D";
const NUKTA_SIGN = "\u093C";

/** Devanagari written in Latin letters (other characters kept), e.g. जॉब कार्ड → "jaob kaard" → close enough for a skeleton. */
export function romanise(text: string): string {
  const chars = [...text.normalize("NFC")];
  let out = "";
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    let consonant = CONSONANTS[c];
    if (consonant !== undefined) {
      if (chars[i + 1] === NUKTA_SIGN) {
        consonant = NUKTA[c] ?? consonant;
        i += 1;
      }
      out += consonant;
      const next = chars[i + 1];
      // The inherent vowel, unless a vowel sign or the virama follows.
      if (next !== VIRAMA && (next === undefined || SIGNS[next] === undefined || /[ंँः]/.test(next))) out += "a";
      if (next === VIRAMA) i += 1;
      continue;
    }
    if (VOWELS[c] !== undefined) out += VOWELS[c];
    else if (SIGNS[c] !== undefined) out += SIGNS[c];
    else if (c >= "०" && c <= "९") out += String(c.charCodeAt(0) - 0x0966);
    else if (c !== NUKTA_SIGN) out += c;
  }
  return out;
}

/** Lower case, romanised, Latin letters and digits only. */
export function foldLatin(text: string): string {
  return romanise(text)
    .toLocaleLowerCase("en-IN")
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "");
}

/** The consonant skeleton both scripts share: "manrega", "mnrega", मनरेगा → "mnrg"; "job card", जॉब कार्ड → "jbkrd". */
export function skeleton(text: string): string {
  return foldLatin(text)
    .replace(/ph/g, "f")
    .replace(/ch/g, "C")
    .replace(/c/g, "k")
    .replace(/C/g, "c")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/q/g, "k")
    .replace(/x/g, "ks")
    .replace(/([^aeiou0-9])h/g, "$1")
    .replace(/[aeiou]/g, "")
    .replace(/(.)\1+/g, "$1");
}

/** A skeleton this short matches too much by chance: below it only the plain spellings are compared. */
const MIN_SKELETON = 3;

/**
 * Whether `query` finds an entry whose words are `fields` (its term and meaning in both languages):
 * a plain case-insensitive substring (the spec's rule), the same in Latin letters, or for a long
 * enough query the same consonant skeleton as one of the `names` (the term in both languages).
 */
export function matchesAcrossScripts(query: string, fields: readonly string[], names: readonly string[]): boolean {
  const plain = query.trim().normalize("NFC").toLocaleLowerCase("en-IN");
  if (plain === "") return true;
  if (fields.some((f) => f.normalize("NFC").toLocaleLowerCase("en-IN").includes(plain))) return true;
  const latin = foldLatin(plain);
  if (latin.length >= MIN_SKELETON && fields.some((f) => foldLatin(f).includes(latin))) return true;
  const bones = skeleton(plain);
  return bones.length >= MIN_SKELETON && names.some((n) => skeleton(n).includes(bones));
}
