// The offline answerer (no model configured): a short structured reply composed from the most
// relevant sentences of the best passages (of each cited document, all its retrieved passages
// about the question), the glossary terms the question names, and the sources — in the user's
// language (an English sentence quoted as written, labelled), streamed in word groups as a model
// would.
import { chatSuggestions, localize, offlineAnswerTexts as texts } from "@sachiv/content";
import type { TChatSource, TLanguage } from "@sachiv/contracts";
import { searchTokens, surfaceWords } from "../../lib/text/normalise.ts";
import { inReaderScript } from "../../lib/text/script.ts";
import {
  conceptMatch,
  glossarySource,
  rankPassages,
  RELATIVE_COVERAGE,
  sameDocument,
  matchGlossary,
  passageSource,
  selectPassages,
  weightedConcepts,
  type TWeightedConcept,
} from "./sources.ts";
import { currentQuestion, type TChatInput, type TChatProvider, type TPassage } from "./types.ts";

/** Points quoted from the best passage: at least this many when they score… */
const POINTS_FROM_BEST = 3;
/** …and up to this many while they are short (together under POINTS_BUDGET characters). */
const MAX_POINTS_FROM_BEST = 5;
const POINTS_BUDGET = 420;
const POINTS_FROM_OTHERS = 1;
const POINT_MAX_CHARS = 320;
const WORDS_PER_CHUNK = 3;
/** A heading's words count for the points under it, a neighbour's for the point beside it, less. */
const HEADING_SHARE = 0.5;
const NEIGHBOUR_SHARE = 0.5;
/** An English word sharing its stem with a question word (punished / punishment) matches less. */
const STEM_MATCH = 0.6;
/** A point that states an amount, when the question asks for one, counts this much more. */
const AMOUNT_BONUS = 1.6;
/** …and this much more again when the amount is in a unit the question names. */
const UNIT_BONUS = 1.5;
/** A point from a document's other passages counts less than one from its best passage. */
const OTHER_PASSAGE_SHARE = 0.8;

export type TOfflineAnswer = { text: string; sources: TChatSource[]; found: boolean };

type TPoint = { text: string; tokens: Set<string>; words: string[]; heading: Set<string> };

/**
 * The points of a passage: its lines (a list item is one thought, often two sentences), with
 * front matter and tables left out and headings kept as the context of the points under them;
 * an overlong line is split into sentences.
 */
function splitPoints(content: string): TPoint[] {
  const points: TPoint[] = [];
  let heading = new Set<string>();
  for (const raw of content.split(/\n+/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("---") || line.startsWith("|")) continue;
    if (line.startsWith("#")) {
      heading = termsOf(line);
      continue;
    }
    const item = line.replace(/^(?:[-*+]|\d+\.)\s+/, "");
    for (const text of item.length > POINT_MAX_CHARS ? splitLong(item) : [item]) {
      if (text.length <= 12) continue;
      points.push({ text, tokens: termsOf(text), words: latinWords(text), heading });
    }
  }
  return points;
}

/** A point's search tokens and its words as written (a translation may be either, as in search). */
const termsOf = (text: string) => new Set([...searchTokens(text), ...surfaceWords(text)]);

// A full stop that ends an abbreviation ("Rs. 250", "No. 5", "i.e.") or sits inside a number
// ("1.20 lakh") does not end a sentence: the amount stays with its unit.
const SENTENCE_END =
  /(?<=[।॥?!]|(?<!\b(?:rs|no|nos|sec|secs|art|arts|cl|viz|etc|i\.e|e\.g|vs|dr|mr|mrs|govt|dept|st)|\b[a-z])\.)\s+(?=\S)/i;

/**
 * An overlong line in sentences, and an overlong sentence (an Act's clause runs for lines) in its
 * clauses, at semicolons and colons: the clause with the fact is quoted whole, not cut off.
 */
function splitLong(item: string): string[] {
  return item.split(SENTENCE_END).flatMap((sentence) => {
    if (sentence.length <= POINT_MAX_CHARS) return [sentence];
    const parts: string[] = [];
    for (const piece of sentence.split(/(?<=[;:])\s+/)) {
      // Short pieces ("(a)", "namely:") stay with the next one.
      const last = parts.at(-1);
      if (last !== undefined && (last.length < 60 || piece.length < 40)) parts[parts.length - 1] = `${last} ${piece}`;
      else parts.push(piece);
    }
    return parts;
  });
}

const latinWords = (text: string) => text.toLowerCase().match(/[a-z]{5,}/g) ?? [];

/** Two English words of one stem: a shared start of five letters or more, most of the shorter. */
function sameStem(a: string, b: string): boolean {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n >= 5 && n >= 0.75 * Math.min(a.length, b.length);
}

// Questions that ask for an amount, a duration, an age, a count or a date, in the three scripts.
const ASKS_AMOUNT =
  /\b(?:how (?:many|much|long|old|often|soon)|what (?:age|amount|is the (?:term|duration|period|age|amount|fee|limit))|minimum|maximum|within|kitn[aeiī]+|kab tak|kab|kis umr?a?r?|kitne din|kitne saal)\b|कितन[ाीे]|कब तक|कब|किस उम्र|न्यूनतम|अधिकतम/iu;
const NUMBER_WORDS =
  "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen " +
  "eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand lakh crore half " +
  "third thirds fourth fourths ek do teen char chaar paanch panch chhah chhe saat aath nau das bees pachaas sau " +
  "hazaar aadha aadhi";
const AMOUNT = new RegExp(
  `[0-9०-९]|[₹%]|\\b(?:${NUMBER_WORDS.split(" ").join("|")})\\b|(?:^|[\\s(])(?:एक|दो|तीन|चार|पाँच|पांच|छह|सात|आठ|नौ|दस|बीस|पचास|सौ|हज़ार|हजार|लाख|करोड़|आधा|आधी|आधे)(?=[\\s,।)-]|$)`,
  "iu",
);

/**
 * The text of a point without what only numbers its parts or names a provision: "(1)", "(a)",
 * "3.", "section 52", "article 243G", "clause (4)". A clause of an Act is numbered; that does not
 * make it state an amount.
 */
function withoutNumbering(text: string): string {
  return text
    .replace(/\(\s*(?:[0-9]{1,3}[a-z]?|[a-z]{1,4})\s*\)/gi, " ")
    .replace(/^\s*[0-9]{1,3}\.\s/, " ")
    .replace(
      /\b(?:sections?|articles?|clauses?|sub-sections?|sub-clauses?|rules?|schedules?|chapters?|parts?|paras?|dhara|anuchchhed)\s+[0-9]+[a-z]*/gi,
      " ",
    )
    .replace(/(?:धारा|अनुच्छेद|नियम|खंड)\s+[0-9०-९]+/g, " ");
}

/** Whether a point states an amount (a number that is not the numbering of a clause). */
const statesAmount = (text: string, asksWhen: boolean) =>
  AMOUNT.test(asksWhen ? withoutNumbering(text) : withoutYears(withoutNumbering(text)));

// A year ("Constitution of India 1950", "Act, 2005") answers "when", not "how many" or "how much".
const ASKS_WHEN = /\b(?:when|kab|which year|kis (?:saal|varsh))\b|कब|किस (?:साल|वर्ष)/iu;
const withoutYears = (text: string) => text.replace(/(?<![0-9.,₹])\b(?:1[89]|20)[0-9]{2}\b(?![0-9.,%])/g, " ");

const NUMBER_WORD = new Set(NUMBER_WORDS.split(" "));
const HINDI_NUMBER_WORD = /^(?:एक|दो|तीन|चार|पाँच|पांच|छह|सात|आठ|नौ|दस|बीस|पचास|सौ|हज़ार|हजार|लाख|करोड़|आधा|आधी|आधे)$/u;
const isNumberWord = (w: string) =>
  /^[0-9०-९₹][0-9०-९,.]*%?$/u.test(w) ||
  HINDI_NUMBER_WORD.test(w) ||
  w
    .toLowerCase()
    .split("-")
    .every((part) => NUMBER_WORD.has(part));

/**
 * The words right after each number of a point ("five years", "twelve members", "24 घंटे"): the
 * unit of the amount. A question that names the unit ("kitne saal", "कितने सदस्य") is answered
 * by the point whose amount is in that unit.
 */
function amountUnits(text: string): string[] {
  const words = withoutNumbering(text)
    .split(/[\s,;:()]+/)
    .filter(Boolean);
  const units: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!isNumberWord(words[i]!)) continue;
    // "two hundred and thirty-eight representatives": the unit comes after the whole number.
    let j = i + 1;
    while (j < words.length && (isNumberWord(words[j]!) || /^(?:and|or|to)$/i.test(words[j]!))) j += 1;
    if (j < words.length) units.push(words.slice(j, j + 2).join(" "));
    i = j - 1;
  }
  return units;
}

const sentenceKey = (s: string) => s.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, "");
const sameSentence = (a: string, b: string) => sentenceKey(a) === sentenceKey(b);

/** How much each concept of the question counts among these points: the rarer, the more. */
function localWeights(concepts: TWeightedConcept[], points: TPoint[]): number[] {
  return concepts.map((c) => {
    const df = points.filter((p) => conceptMatch(c, p.tokens) > 0).length;
    return Math.log(1 + points.length / (1 + df));
  });
}

/**
 * The points that answer the question best, in passage order. A concept of the question counts
 * once per point, by its best form there (as asked, inflected, translated: मज़दूरी finds "Wages
 * shall be paid…"), weighted by how rare it is among the passages at hand; the point's heading
 * and neighbours lend it some of theirs (a list item under "Term of office", a section body
 * beside its title line); a point stating an amount counts more when the question asks for one.
 */
function bestPoints(
  groups: TPoint[][],
  concepts: TWeightedConcept[],
  weights: number[],
  stems: string[][],
  asksAmount: boolean,
  asksWhen: boolean,
  count: { min: number; max: number },
): string[] {
  const scored = groups.flatMap((points, group) => {
    const own = points.map((p) =>
      concepts.reduce((sum, c, k) => {
        let m = conceptMatch(c, p.tokens);
        if (m === 0 && stems[k]!.some((w) => p.words.some((x) => sameStem(w, x)))) m = STEM_MATCH;
        m = Math.max(m, HEADING_SHARE * conceptMatch(c, p.heading));
        return sum + weights[k]! * m;
      }, 0),
    );
    return points.map((p, index) => {
      // A weaker point beside a strong one is pulled part of the way up to it, never past it.
      const neighbour = Math.max(own[index - 1] ?? 0, own[index + 1] ?? 0);
      let score = own[index]! + NEIGHBOUR_SHARE * Math.max(0, neighbour - own[index]!);
      if (asksAmount && statesAmount(p.text, asksWhen)) {
        score *= AMOUNT_BONUS;
        // ...and more when the amount is in a unit the question names (कितने सदस्य: "twelve members").
        const units = termsOf(amountUnits(p.text).join(" "));
        if (concepts.some((c) => conceptMatch(c, units) > 0)) score *= UNIT_BONUS;
      }
      if (group > 0) score *= OTHER_PASSAGE_SHARE;
      return { text: p.text, group, index, score: own[index]! > 0 ? score : 0 };
    });
  });
  const ranked = scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.group - b.group || a.index - b.index)
    // Overlapping passages of one document repeat their edges.
    .filter((s, i, all) => all.findIndex((t) => sameSentence(t.text, s.text)) === i);
  const picked: typeof ranked = [];
  let chars = 0;
  for (const s of ranked) {
    if (picked.length >= count.min && (picked.length >= count.max || chars + s.text.length > POINTS_BUDGET)) break;
    picked.push(s);
    chars += Math.min(s.text.length, POINT_MAX_CHARS);
  }
  return picked
    .sort((a, b) => a.group - b.group || a.index - b.index)
    .map((s) => (s.text.length > POINT_MAX_CHARS ? `${s.text.slice(0, POINT_MAX_CHARS).trimEnd()}…` : s.text));
}

// Words that English prose is full of and Hinglish is not ("to", "is" and "a" are Hinglish too).
const ENGLISH_WORDS = new Set(
  "the of and shall be by for or any such with that which from under this may not are was were has have an its their his who whom been than upon".split(
    " ",
  ),
);

/** Whether a quoted sentence is English (a document written in English), not Hinglish. */
export function isEnglish(text: string): boolean {
  if (/[\u0900-\u097f]/.test(text)) return false;
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.length >= 3 && words.filter((w) => ENGLISH_WORDS.has(w)).length >= Math.max(1, 0.12 * words.length);
}

function notFound(language: TLanguage): TOfflineAnswer {
  const lines = [
    localize(texts.notFound, language),
    "",
    localize(texts.suggestionsIntro, language),
    ...chatSuggestions.map((s) => `- ${localize(s, language)}`),
  ];
  return { text: lines.join("\n"), sources: [], found: false };
}

export function composeOfflineAnswer(question: string, passages: TPassage[], language: TLanguage): TOfflineAnswer {
  const ranked = rankPassages(question, passages);
  const chosen = selectPassages(question, passages, ranked);
  const terms = matchGlossary(question);
  if (chosen.length === 0 && terms.length === 0) return notFound(language);

  const concepts = weightedConcepts(question);
  const words = surfaceWords(question);
  const stems = concepts.map((c) =>
    words.filter((w) => /^[a-z]{5,}$/.test(w) && searchTokens(w).includes(c.alternatives[0]!.term)),
  );
  const asksAmount = ASKS_AMOUNT.test(question);
  // A document speaks through all its retrieved passages that are about the question, best first
  // (the fact asked for is often in the passage beside the one that matched most words).
  const pointsOf = chosen.map((best) => {
    const floor = ranked.find((r) => r.passage === best)!.share * RELATIVE_COVERAGE;
    return ranked
      .filter((r) => sameDocument(r.passage, best) && r.share >= floor)
      .map((r) => splitPoints(r.passage.content));
  });
  // Rarity among all the passages retrieved, not only the chosen ones: more points, sharper.
  const weights = localWeights(
    concepts,
    passages.flatMap((p) => splitPoints(p.content)),
  );
  // Quoted in the reader's script: a Hinglish reader gets a Hindi document's sentences romanised.
  const points = pointsOf
    .flatMap((ps, i) =>
      bestPoints(
        ps,
        concepts,
        weights,
        stems,
        asksAmount,
        ASKS_WHEN.test(question),
        i === 0
          ? { min: POINTS_FROM_BEST, max: MAX_POINTS_FROM_BEST }
          : { min: POINTS_FROM_OTHERS, max: POINTS_FROM_OTHERS },
      ),
    )
    .map((s) => inReaderScript(s, language))
    // The same sentence in two documents (or two versions of one) is said once.
    .filter((s, i, all) => all.findIndex((t) => sameSentence(t, s)) === i);
  const glossaryLabel = localize(texts.glossary, language);
  const lines: string[] = [];
  // An English sentence is quoted as written, labelled, rather than half-translated.
  const englishLabel = `(${localize(texts.englishQuote, language)}:)`;
  const bullet = (s: string) => `- ${isEnglish(s) ? `${englishLabel} ` : ""}${s}`;
  if (points.length > 0) lines.push(localize(texts.intro, language), "", ...points.map(bullet), "");
  for (const term of terms) {
    lines.push(`**${glossaryLabel}: ${localize(term.term, language)}** — ${localize(term.meaning, language)}`, "");
  }
  const sources = [...chosen.map(passageSource), ...terms.map((t) => glossarySource(t, language, glossaryLabel))];
  if (chosen.length > 0) {
    lines.push(`**${localize(texts.sources, language)}:**`);
    chosen.forEach((p, i) =>
      lines.push(`${i + 1}. ${inReaderScript(p.title, language)}${p.sourceUrl ? ` — ${p.sourceUrl}` : ""}`),
    );
    lines.push("");
  }
  lines.push(`_${localize(texts.offlineNote, language)}_`);
  return { text: lines.join("\n"), sources, found: true };
}

/** Splits text into groups of a few words, keeping every character (whitespace included). */
export function wordGroups(text: string, size = WORDS_PER_CHUNK): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const groups: string[] = [];
  for (let i = 0; i < words.length; i += size) groups.push(words.slice(i, i + size).join(""));
  return groups;
}

export function createOfflineChatProvider(): TChatProvider {
  return {
    name: "offline",
    offline: true,
    async *stream(input: TChatInput) {
      const { text } = composeOfflineAnswer(currentQuestion(input.messages), input.passages, input.language);
      for (const group of wordGroups(text)) {
        input.signal.throwIfAborted();
        yield group;
        // Let the server flush each group, as it would between a model's tokens.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
