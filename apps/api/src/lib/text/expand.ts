// A question as search concepts: each content word of the question is one concept, matched by
// any of its alternatives — its skeleton, its inflected forms (panchayat / panchayaton), and its
// translations in the other language (मज़दूरी → wage, chunav → election, year → वर्ष). A passage
// scores a concept once, by its best alternative, so a word with many translations does not
// outweigh a word with one.
import { isEnglishNoun, isEnglishWord, isHindiWord, translateWord } from "./bilingual.ts";
import { LEXICON } from "./lexicon.ts";
import { isLexiconToken, maskedWords, queryTokens, searchTokens, surfaceWords } from "./normalise.ts";

/** `written`: an English word as written (not a skeleton), added beside a translation's skeleton. */
export type TAlternative = { term: string; weight: number; written?: boolean };
export type TConcept = { alternatives: TAlternative[] };

/** Weight of a translation or an inflected form beside the word as asked. */
export const TRANSLATION_WEIGHT = 0.7;
export const INFLECTION_WEIGHT = 0.8;
/** A word matched exactly as written counts beside its skeleton, but less. */
export const SURFACE_WEIGHT = 0.2;

// Function words of questions — English ("much", "does", "within") and the light verbs and
// particles of Hindi questions ("milta hai", "dena hota hai") — carry no topic: they are not
// concepts of the question (the index keeps them; only the question drops them).
const FUNCTION_WORDS = new Set(
  (
    "a an the of to in on at by for from with within under into over is are was were be been being do does did done " +
    "has have had what which who whom whose when where why how much many any some every each all there this that these " +
    "those it its i me my we our you your he she they them their must shall should can could will would may might " +
    "get gets give given not no yes as if or and but than then also about after before per long " +
    "milta milti milte milega milegi milenge mila mili mile dena deni dene diya lena leni lene liya lagta lagti " +
    "lagte lagega lagegi karni karte karta karti karata karati karana kab tak kahan kidhar " +
    "मिलता मिलती मिलते मिलेगा मिलेगी मिलेंगे मिला मिली मिले देना देनी देने दिया लेना लेनी लेने लिया लगता लगती " +
    "लगते लगेगा लगेगी करनी करते करता करती कराता कराना कराती तक कहां " +
    // Forms of "to be", "to go", "to get" and "must" as auxiliaries (होनी चाहिए, मिल पाता, करना
    // पड़ता), and "whom": their skeletons are function words' (होनी is "hn" like होना), so unless
    // listed here they are searched by translations ("stand", "whom") that no passage shares.
    "होनी होगा होगी होंगे हुआ हुई हुए किसे किसको किसके किसकी किसने पाने पाना पाता पाती पाते जाएगा जाएगी जाना " +
    "पड़ता पड़ती पड़ते पड़ेगा honi hoga hogi honge hua hui hue kise kisko kiske kiski kisne paane paana paata " +
    "jayega jayegi jaana padta padti padte padega"
  ).split(" "),
);

/** Words asking for a limit or an age, and the words an Act states it with. */
const LIMITS = [
  { asked: /\b(?:minimum|kam se kam|nyuntam)\b|कम से कम|न्यूनतम/iu, written: ["least", "less", "minimum"] },
  {
    asked: /\b(?:maximum|zyada se zyada|jyada se jyada|adhiktam)\b|ज़्यादा से ज़्यादा|ज्यादा से ज्यादा|अधिकतम/iu,
    written: ["exceeding", "more", "maximum"],
  },
  // "How old" asks for an age, which Acts state as "years of age".
  { asked: /\bhow old\b/i, written: ["age", "aged"] },
];

// A Devanagari word may be split before a consonant or a vowel letter, not before a sign.
const STARTS_SYLLABLE = /^[\u0905-\u0939\u0958-\u095f]/;

/**
 * The last member of a Hindi compound (उपराष्ट्रपति → राष्ट्रपति, ग्रामसभा → सभा): the longest end
 * of the word, four letters or more after a start of two or more, that the lexicon or the
 * dictionary knows.
 */
function compoundHead(word: string): string | undefined {
  if (!/^[\u0900-\u097f]{6,}$/.test(word)) return undefined;
  for (let i = 2; i <= word.length - 4; i++) {
    const rest = word.slice(i);
    if (!STARTS_SYLLABLE.test(rest) || word[i - 1] === "\u094d") continue;
    const known = searchTokens(rest).some(isLexiconToken) || isHindiWord(rest);
    if (known) return rest;
  }
  return undefined;
}

/** Other skeletons of the same word: a nasal plural or oblique ending added or taken off. */
function inflections(token: string): string[] {
  if (/^[0-9]+$/.test(token) || token.length < 3 || isLexiconToken(token)) return [];
  const out = token.endsWith("n") ? [token.slice(0, -1)] : [`${token}n`];
  if (token.endsWith("yn") && token.length > 4) out.push(token.slice(0, -2));
  return out.filter((t) => t.length >= 2);
}

/**
 * Each lexicon term's forms: a translation stands for the term only when it is one of them
 * ("term" is the term of office; "trauma", of the same skeleton, is not, nor "give" a village).
 */
const LEXICON_FORMS = new Map(LEXICON.map((g) => [g.canonical, new Set(g.forms.map((f) => f.toLowerCase()))]));

/** Each lexicon term's one-word Latin forms (its English words among them). */
const LEXICON_WORDS = new Map(LEXICON.map((g) => [g.canonical, g.forms.filter((f) => /^[a-z]{3,}$/.test(f))]));

/** An English word as written and its plural ("hour", "hours"; "penalty", "penalties"). */
function englishForms(word: string): string[] {
  if (!/^[a-z]{3,}$/.test(word)) return [];
  if (/(?:s|ing)$/.test(word) || !isEnglishNoun(word)) return [word];
  const plural = /(?:s|x|z|ch|sh)$/.test(word)
    ? `${word}es`
    : /[^aeiou]y$/.test(word)
      ? `${word.slice(0, -1)}ies`
      : `${word}s`;
  return [word, plural];
}

export function queryConcepts(query: string): { concepts: TConcept[]; surface: string[] } {
  // Tokens of function words are dropped, unless a content word of the question shares them.
  const words = surfaceWords(query);
  const content = new Set(words.filter((w) => !FUNCTION_WORDS.has(w)).flatMap((w) => searchTokens(w)));
  const dropped = new Set(words.filter((w) => FUNCTION_WORDS.has(w)).flatMap((w) => searchTokens(w)));
  const all = queryTokens(query);
  const kept = all.filter((t) => content.has(t) || !dropped.has(t));
  // A question of function words only keeps them rather than searching for nothing.
  const tokens = kept.length > 0 ? kept : all;
  const concepts = new Map<string, TConcept>(tokens.map((t) => [t, { alternatives: [{ term: t, weight: 1 }] }]));
  const addAlternative = (concept: TConcept, term: string, weight: number, written = false) => {
    const existing = concept.alternatives.find((a) => a.term === term);
    if (existing) existing.weight = Math.max(existing.weight, weight);
    else concept.alternatives.push(written ? { term, weight, written } : { term, weight });
  };
  for (const token of tokens)
    for (const t of inflections(token)) addAlternative(concepts.get(token)!, t, INFLECTION_WEIGHT);
  // A lexicon term's English words in their other number, as written: English text says "five
  // years", which the lexicon's "year" does not mark.
  for (const token of tokens) {
    if (!isLexiconToken(token)) continue;
    for (const form of LEXICON_WORDS.get(token) ?? [])
      if (isEnglishWord(form))
        for (const written of englishForms(form))
          addAlternative(concepts.get(token)!, written, INFLECTION_WEIGHT, true);
  }

  // Translations attach to the concept of the word they translate (its skeleton).
  for (const word of words) {
    if (FUNCTION_WORDS.has(word)) continue;
    const own = searchTokens(word);
    const concept = own.map((t) => concepts.get(t)).find((c) => c !== undefined);
    if (!concept) continue;
    // English plural and singular (works / work, wages / wage) are one word.
    if (/^[a-z]+$/.test(word) && word.length > 3) {
      const other = word.endsWith("s") ? word.slice(0, -1) : `${word}s`;
      for (const t of searchTokens(other)) addAlternative(concept, t, INFLECTION_WEIGHT);
    }
    const translations = translateWord(word);
    // A Hindi compound the dictionary lacks (उपराष्ट्रपति) is found by its last member
    // (राष्ट्रपति: the lexicon's president, or the dictionary's words for it).
    const head = translations.length === 0 && isLexiconToken(own.at(-1) ?? "") ? undefined : compoundHead(word);
    if (translations.length === 0 && head) {
      for (const t of searchTokens(head)) if (t.length > 2) addAlternative(concept, t, TRANSLATION_WEIGHT);
      translations.push(...translateWord(head));
    }
    for (const translation of translations) {
      // A skeleton of two letters ("cn", "pl") is too ambiguous to stand for a translation.
      // Nor does a translation's skeleton that is the start of the word's own ("mnd", मंडी, for
      // "maandey", "mndy"): that is another word of the same sound, not this word in translation.
      for (const t of searchTokens(translation))
        if (
          (t.length > 2 || /^[0-9]+$/.test(t)) &&
          (!isLexiconToken(t) || LEXICON_FORMS.get(t)?.has(translation)) &&
          !own.some((o) => o !== t && o.startsWith(t))
        )
          addAlternative(concept, t, TRANSLATION_WEIGHT);
      // An English translation is also looked for as English text writes it, singular or plural
      // (the index holds every word as written): घंटों finds "hours", सदस्य "members", where
      // the skeleton of "hour" is too short to say anything and that of "member" misses "members".
      for (const form of englishForms(translation)) addAlternative(concept, form, TRANSLATION_WEIGHT, true);
    }
  }
  // "At least" and "at most" as Acts write them: न्यूनतम / kam se kam is "not less than",
  // अधिकतम / zyada se zyada "not more than" or "not exceeding".
  for (const { asked, written } of LIMITS) {
    const trigger = asked.exec(query)?.[0];
    if (!trigger) continue;
    const own = searchTokens(trigger).filter((t) => concepts.has(t));
    const concept = own.length > 0 ? concepts.get(own.at(-1)!)! : undefined;
    const target = concept ?? { alternatives: [] };
    for (const w of written) addAlternative(target, w, TRANSLATION_WEIGHT, true);
    if (!concept) concepts.set(`limit:${written[0]}`, target);
  }

  // A content word whose skeleton is a function word's (कानूनी, "kn" like कौन) is searched by its
  // translations alone.
  const masked: TConcept[] = [];
  for (const word of maskedWords(query)) {
    if (FUNCTION_WORDS.has(word)) continue;
    const concept: TConcept = { alternatives: [] };
    for (const translation of translateWord(word)) {
      for (const t of searchTokens(translation)) if (t.length > 2) addAlternative(concept, t, TRANSLATION_WEIGHT);
      for (const form of englishForms(translation)) addAlternative(concept, form, TRANSLATION_WEIGHT, true);
    }
    if (concept.alternatives.length > 0) masked.push(concept);
  }
  const surface = words.filter((w) => !concepts.has(w) && !FUNCTION_WORDS.has(w));
  return { concepts: [...concepts.values(), ...masked], surface };
}
