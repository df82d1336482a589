// Which retrieved passages and glossary terms an answer stands on. The offline answerer composes
// from exactly these, and the chat stream's done event lists them, so both always agree.
import { localize } from "@sachiv/content";
import { glossaryTerms } from "@sachiv/content/glossary";
import type { TChatSource, TGlossaryTerm, TLanguage } from "@sachiv/contracts";
import { acronymsFor, findableText } from "../../lib/text/acronyms.ts";
import { INFLECTION_WEIGHT, queryConcepts, type TAlternative, type TConcept } from "../../lib/text/expand.ts";
import { LEXICON } from "../../lib/text/lexicon.ts";
import {
  isLexiconToken,
  phraseParts,
  queryTokens,
  searchTokens,
  surfaceWords,
  termSetOf,
} from "../../lib/text/normalise.ts";
import { looseForm, looseWordSetOf, looseWords } from "../../lib/text/loose.ts";
import { askedDurationSense, statesDurationSense } from "../../lib/text/duration-sense.ts";
import { memoize } from "../../lib/text/memo.ts";
import { isMostlyDevanagari, romaniseHindi } from "../../lib/text/script.ts";
import { REFERENCE_DF_LINES, REFERENCE_PARAGRAPHS } from "./reference-df.ts";
import { LOOSE_PREFIX } from "./reference-frequency.ts";
import type { TPassage } from "./types.ts";

/**
 * Below this (weighted) share of the question's concepts in the best passage, no passage is about
 * the question and the answer is "not found". The share is computed here, from the question and
 * the passage alone, with weights that do not depend on the knowledge base (conceptWeight), so
 * adding unrelated documents cannot move a passage below it (test/answer-floor.test.ts).
 * Calibrated on the development sets (test/retrieval-set.ts, test/dev-real-set.ts and their
 * unanswerable questions, 90 answerable and 15 unanswerable), never on the held-out set: the
 * answerable questions' best passages scored 0.440 and more; of the unanswerable ones, those
 * whose best passage meets two concepts or more scored 0.353 or less but for two that name what
 * a starter document names ("aadhaar mobile number" 0.482, पासपोर्ट … कागज़ 0.509), and those met
 * by one concept are judged by MIN_SINGLE_COVERAGE. The floor sits midway in that gap.
 */
export const MIN_COVERAGE = 0.4;
/** A further document is cited only when it covers the question nearly as well as the best one. */
export const RELATIVE_COVERAGE = 0.5;
export const MAX_SOURCES = 3;
const MAX_GLOSSARY_TERMS = 2;

const REFERENCE_DF = new Map(
  REFERENCE_DF_LINES.flatMap(([n, tokens]) => tokens.split(" ").map((t) => [t, n] as const)),
);

/** Inverse frequency of a token in the starter corpus's paragraphs (fixed, built with the code). */
export function referenceIdf(token: string): number {
  return Math.log((REFERENCE_PARAGRAPHS + 1) / ((REFERENCE_DF.get(token) ?? 0) + 0.5));
}

/**
 * How much a concept of the question counts, from the question alone and the fixed reference: a
 * lexicon term (a scheme, an office) 3, a number 2, a word the dictionary translates (a real
 * content word) 2, anything else (a verb form, a name) 1; times its rarity in the reference
 * corpus ("panchayat" is everywhere, "magistrate" nowhere) — for a skeleton of two or three
 * letters, the rarity of the question's word itself, spelled loosely (`shortForms`), since many
 * words share such a skeleton ("pn" is पैन and पानी); and such a skeleton counts less.
 */
export function conceptWeight(concept: TConcept, shortForms: string[] = []): number {
  const term = concept.alternatives[0]!.term;
  const fixed = isLexiconToken(term) || /^[0-9]+$/.test(term);
  // A translation's skeleton, not the same word as English writes it (कार्ड → card), makes a
  // real content word.
  const translated = concept.alternatives.some((a) => a.weight < 0.8 && !a.written);
  const kind = isLexiconToken(term) ? 3 : fixed ? 2 : translated ? 2 : 1;
  const length = fixed ? 1 : Math.min(term.length, 4) / 4;
  // A short skeleton is shared by many words (पैन and पानी are "pn"): the word as asked is rarer.
  const idf =
    shortForms.length > 0 ? Math.min(...shortForms.map((f) => referenceIdf(LOOSE_PREFIX + f))) : referenceIdf(term);
  return kind * idf * length;
}

/**
 * A concept of the question with its fixed weight and, when its skeleton is short (two or three
 * letters, which many unrelated words share: "kisne" and "kisan", "run" and "ran"), the question's
 * words it stands for, in a looser spelling form that keeps the vowels (looseForm); `hindi` when
 * it stands only for Devanagari words of the question.
 */
export type TWeightedConcept = TConcept & {
  weight: number;
  shortForms: string[];
  hindi?: boolean;
  /**
   * The lexicon term of a phrase of the question this concept's word is part of ("budget" in
   * "panchayat ka budget", the GPDP): a passage naming the term meets the word too.
   */
  impliedBy?: string;
};

const DEVANAGARI_WORD = /^[\u0900-\u097f]+$/;

const isShort = (term: string) => term.length <= 3 && !isLexiconToken(term) && !/^[0-9]+$/.test(term);

/** Each lexicon term's forms, spelled loosely ("pani", "paani" and पानी are "pni"). */
const LEXICON_FORMS = new Map(LEXICON.map((g) => [g.canonical, new Set(g.forms.map((f) => looseWords(f).join(" ")))]));

/**
 * Whether a lexicon term of the question is really asked, not a spelling coincidence: a word
 * whose skeleton is one of the term's short forms ("rt" is RTI, "pn" is पानी) stands for the term
 * only when, spelled loosely, it is one of the term's words ("rate" is not RTI, पैन is not पानी).
 */
function lexiconTermAsked(term: string, question: string, words: { w: string; tokens: string[] }[]): boolean {
  const own = words.filter((x) => x.tokens.includes(term));
  // Matched by a phrase of several words, or by a word with a long skeleton: a real match.
  if (own.length === 0 || own.some((x) => x.tokens.some((t) => t !== term && t.length > 3))) return true;
  const asked = ` ${looseWords(question).join(" ")} `;
  return [...(LEXICON_FORMS.get(term) ?? [])].some((form) => asked.includes(` ${form} `));
}

/**
 * Alternatives of two letters that are only an inflection of the word asked ("br" beside "brn",
 * भरें): so many words share them that they say nothing about the passage.
 */
const looseAlternative = (a: TAlternative, i: number) => i > 0 && a.term.length <= 2 && !/^[0-9]+$/.test(a.term);

/**
 * "Meri", "hamara", मेरी: the asker's own, said in the question, not searched ("meri panchayat ka
 * budget" is not about the Meri Panchayat app; "mr" is also मार, so the skeleton is no stop word).
 */
const POSSESSIVE = /^(?:meri|mera|mere|hamari|hamara|hamare|humari|humara|humare|मेरी|मेरा|मेरे|हमारी|हमारा|हमारे|my|our)$/u;

/**
 * The question's concepts, weighted — analysed once per question: ranking, the "not found" floor,
 * the sources and the offline answer all read the same value (remembered for the last questions).
 */
export const weightedConcepts: (question: string) => readonly TWeightedConcept[] = memoize(
  (question: string) => Object.freeze(analyseConcepts(question)),
  200,
);

function analyseConcepts(question: string): TWeightedConcept[] {
  const words = surfaceWords(question).map((w) => ({ w, tokens: searchTokens(w) }));
  const partOf = new Map<string, string>();
  for (const { canonical, parts } of phraseParts(question))
    for (const part of parts) if (!isLexiconToken(part) && !partOf.has(part)) partOf.set(part, canonical);
  return queryConcepts(question)
    .concepts.filter((c) => {
      const term = c.alternatives[0]!.term;
      const own = words.filter((x) => x.tokens.includes(term));
      if (own.length > 0 && own.every((x) => POSSESSIVE.test(x.w))) return false;
      return !isLexiconToken(term) || lexiconTermAsked(term, question, words);
    })
    .map((c) => {
      const term = c.alternatives[0]!.term;
      const own = words.filter((x) => x.tokens.includes(term));
      const shortForms = isShort(term) ? own.map((x) => looseForm(romaniseHindi(x.w))) : [];
      const alternatives = c.alternatives.filter((a, i) => !looseAlternative(a, i));
      const hindi = own.length > 0 && own.every((x) => DEVANAGARI_WORD.test(x.w));
      const impliedBy = partOf.get(term);
      return {
        alternatives,
        weight: conceptWeight(c, shortForms),
        shortForms,
        hindi,
        ...(impliedBy !== undefined ? { impliedBy } : {}),
      };
    });
}

/**
 * A short skeleton matched without the question's word itself (loosely spelled), a translation of
 * it or a lexicon term counts this much: nothing ("kisne" is not "kisan", पैन is not पानी).
 */
const SHORT_ONLY_SHARE = 0;

/** How well a concept is matched by a set of tokens: 1 as asked, less inflected or translated. */
export function conceptMatch(concept: TConcept, tokens: ReadonlySet<string>): number {
  let best = 0;
  for (const a of concept.alternatives) if (tokens.has(a.term)) best = Math.max(best, a.weight);
  return best;
}

/**
 * How well each of the question's concepts is matched by a passage (0–1 each, in order). Its
 * title is left out: it names the document's topic, which every passage of the document would
 * share.
 */
export function conceptMatches(concepts: readonly TWeightedConcept[], passage: Pick<TPassage, "content">): number[] {
  const tokens = termSetOf(passage.content);
  let latin: ReadonlySet<string> | undefined;
  let words: ReadonlySet<string> | undefined;
  return concepts.map((c) => {
    // A passage naming the phrase's term ("GPDP") meets the words of the phrase as asked.
    if (c.impliedBy !== undefined && tokens.has(c.impliedBy)) return 1;
    let m = conceptMatch(c, tokens);
    if (m > 0 && m < INFLECTION_WEIGHT && c.hindi) {
      // A Hindi word's English translation counts in English text only: a Hindi passage about it
      // would say the word itself, and an English loan word there (पंप for भरें) is another sense.
      latin ??= termSetOf(passage.content.replace(/[\u0900-\u097f]+/g, " "));
      m = conceptMatch(c, latin);
    }
    if (
      m === 0 ||
      c.shortForms.length === 0 ||
      c.alternatives.some((a) => (a.weight < INFLECTION_WEIGHT || isLexiconToken(a.term)) && tokens.has(a.term))
    )
      return m;
    words ??= looseWordSetOf(passage.content);
    return c.shortForms.some((f) => words!.has(f)) ? m : m * SHORT_ONLY_SHARE;
  });
}

/** The weighted share (0–1) of the question's concepts that a passage contains. */
export function coverage(concepts: readonly TWeightedConcept[], passage: Pick<TPassage, "content">): number {
  return measure(concepts, passage).share;
}

/** The share, and whether the passage meets just one of the question's several concepts. */
function measure(
  concepts: readonly TWeightedConcept[],
  passage: Pick<TPassage, "content">,
): { share: number; single: boolean } {
  const total = concepts.reduce((sum, c) => sum + c.weight, 0);
  if (total === 0) return { share: 0, single: false };
  const matches = conceptMatches(concepts, passage);
  const share = concepts.reduce((sum, c, i) => sum + c.weight * matches[i]!, 0) / total;
  return { share, single: concepts.length > 1 && matches.filter((m) => m > 0).length === 1 };
}

/**
 * A passage that meets only one of the question's concepts answers it only when that concept is
 * at least this share of the question ("पैन कार्ड खो जाए" is not answered by any passage about a
 * job card, "ट्रेन का टिकट" not by a stamp). Calibrated on the development sets: there, such
 * passages of unanswerable questions scored 0.364–0.382, and the one answerable question answered
 * by a single concept 0.632 (क्या राज्यसभा भंग की जा सकती है).
 */
export const MIN_SINGLE_COVERAGE = 0.5;

/** The acronyms of a question's passages, remembered: a repeated question reads the same ones. */
const acronymsOfPassages = memoize(acronymsFor, 200);

/**
 * What stating the asked sense of a number of days adds to a passage's rank (not to its share,
 * which the "not found" floor reads): more than a word in translation, less than a missing word.
 */
export const SENSE_BONUS = 0.1;

/** Shares closer than this are a tie, which a passage's place breaks. */
const TIE = 1e-9;

/** A passage's place: its document's title, its section path and the headings it holds. */
function placeOf(passage: TPassage): string {
  const headings = passage.content.split("\n").filter((l) => /^\s*#{1,6}\s/.test(l));
  return [passage.title, ...(passage.sectionPath ?? []), ...headings].join("\n");
}

export type TRankedPassage = { passage: TPassage; share: number; single?: boolean };

/**
 * Passages ranked by how much of the question they cover, search order breaking ties: the search
 * ranks by words that are rare in this knowledge base, which favours a passage matching one rare
 * word over one matching all the question's words in translation.
 */
export function rankPassages(question: string | readonly string[], passages: TPassage[]): TRankedPassage[] {
  // With a model's search queries beside the question, a passage covers as much as its best query.
  const queries = (typeof question === "string" ? [question] : question).map(weightedConcepts);
  // A passage is measured as it was found: with the long form of an acronym it uses (defined in
  // one of these passages or by our bundled content) and "percent" for a per cent sign.
  const acronyms = acronymsOfPassages(passages.map((p) => p.content).join("\n"));
  // "Kitne din ka kaam" asks days of work, "kitne din mein" a time limit: a passage stating the
  // sense asked ranks ahead of one that covers as much of the question but states the other.
  const sense = askedDurationSense(typeof question === "string" ? question : (question[0] ?? ""));
  return passages
    .map((passage, i) => {
      const findable = { content: findableText(passage.content, acronyms) };
      const best = queries
        .map((c) => measure(c, findable))
        .reduce((a, b) => (b.share > a.share ? b : a), { share: 0, single: false });
      const bonus = sense && best.share > 0 && statesDurationSense(sense, passage.content) ? SENSE_BONUS : 0;
      // Of passages that cover the question alike, the one whose place (its document's title, its
      // section path, its own headings) names more of it: the plan's own document, not a portal's
      // page that mentions the plan; the Sarpanch's section, not a list that names him in passing.
      const place =
        best.share > 0 ? Math.max(...queries.map((c) => measure(c, { content: placeOf(passage) }).share)) : 0;
      return { passage, i, rank: best.share + bonus, place, ...best };
    })
    .sort((a, b) => (Math.abs(b.rank - a.rank) > TIE ? b.rank - a.rank : b.place - a.place || a.i - b.i))
    .map(({ passage, share, single }) => ({ passage, share, single }));
}

export const sameDocument = (a: TPassage, b: TPassage) => (a.documentId ?? a.title) === (b.documentId ?? b.title);

/** Share of search words of the shorter title found in the other. */
function titleOverlap(a: string, b: string): number {
  const [x, y] = [new Set(searchTokens(a)), new Set(searchTokens(b))];
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  if (small.size === 0) return 0;
  return [...small].filter((t) => large.has(t)).length / small.size;
}

/**
 * The same document in the other script (the starter topics exist in Hindi and in Hinglish): its
 * title has mostly the same search words, which compare across scripts.
 */
const TWIN_TITLE_OVERLAP = 0.6;
export const twins = (a: TPassage, b: TPassage) =>
  isMostlyDevanagari(a.content) !== isMostlyDevanagari(b.content) &&
  titleOverlap(a.title, b.title) >= TWIN_TITLE_OVERLAP;

/**
 * The best passage of each relevant document, best first, at most MAX_SOURCES documents; a
 * document whose version in the other script is already cited is not cited again.
 */
export function selectPassages(
  question: string | readonly string[],
  passages: TPassage[],
  ranked = rankPassages(question, passages),
): TPassage[] {
  // The best share, not the first passage's (a passage stating the sense asked may rank first).
  const top = ranked.reduce<TRankedPassage | undefined>((a, b) => (a && a.share >= b.share ? a : b), undefined);
  const best = top?.share ?? 0;
  if (best < MIN_COVERAGE || (top?.single && best < MIN_SINGLE_COVERAGE)) return [];
  const chosen: TPassage[] = [];
  for (const { passage, share } of ranked) {
    if (share < best * RELATIVE_COVERAGE) continue;
    if (chosen.some((p) => sameDocument(p, passage) || twins(p, passage))) continue;
    chosen.push(passage);
    if (chosen.length === MAX_SOURCES) break;
  }
  return chosen;
}

/** "PMAY-G (Pradhan Mantri Awas Yojana–Gramin)" → ["PMAY-G", "Pradhan Mantri Awas Yojana–Gramin"]. */
function termNames(term: TGlossaryTerm): string[] {
  return [term.term.hindi, term.term.hinglish].flatMap((t) => {
    const m = /^(.*?)\s*\((.*)\)\s*$/.exec(t);
    return m ? [m[1]!, m[2]!] : [t];
  });
}

/** Glossary terms the question names (in either script), in glossary order. */
export function matchGlossary(question: string): TGlossaryTerm[] {
  const asked = new Set(queryTokens(question));
  return glossaryTerms
    .filter((term) =>
      termNames(term).some((name) => {
        const tokens = searchTokens(name);
        return tokens.length > 0 && tokens.every((t) => asked.has(t));
      }),
    )
    .slice(0, MAX_GLOSSARY_TERMS);
}

export function glossarySource(term: TGlossaryTerm, language: TLanguage, label: string): TChatSource {
  return { title: `${label}: ${localize(term.term, language)}`, snippet: localize(term.meaning, language) };
}

export function passageSource(p: TPassage): TChatSource {
  return {
    title: p.title,
    snippet: p.snippet,
    ...(p.sourceUrl ? { url: p.sourceUrl } : {}),
    ...(p.chunkId ? { passage_id: p.chunkId } : {}),
    ...(p.sectionPath?.length ? { section: p.sectionPath.join(" › ") } : {}),
    ...(p.page ? { page: p.page } : {}),
  };
}
