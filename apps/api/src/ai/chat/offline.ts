// The offline answerer (no model configured): an answer shaped for a phone, from the documents'
// own lines. What the question asks for (an amount, a time limit, who, steps…) picks the line to
// quote: the one that holds both the question's subject and a value of that kind. The reply
// gives that value first (the direct answer), then the quoted line with its source (title ·
// section · page), then at most two supporting lines; steps and lists only when asked. No note that no AI model
// wrote it: the chat labels every offline reply so (one note per answer). When the
// subject is found but no line states the asked value, it says so ("not stated"), with the one
// closest line and whom to ask. One script per reader: a Hindi reader reads Devanagari (English
// quoted short and labelled), a Hinglish reader Roman script only. The sources are not listed in
// the text: the chat shows them as cards. Streamed in word groups as a model would.
import { statesNamed } from "../../lib/text/states.ts";
import { chatSuggestions, localize, notStatedWhat, offlineAnswerTexts as texts, regions } from "@sachiv/content";
import type { TAnswerStatus, TChatSource, TLanguage, TRegionId } from "@sachiv/contracts";
import { askedDurationSense, statesDurationSense } from "../../lib/text/duration-sense.ts";
import { searchTokens, surfaceWords } from "../../lib/text/normalise.ts";
import {
  analyseAsk,
  asksFee,
  asksFrequency,
  namesFee,
  ordinalsWithNext,
  holdsCount,
  holdsFrequency,
  holdsWho,
  holdsYearlyValue,
  saysYearly,
  holdsDay,
  holdsTimeIn,
  holdsOrdinal,
  holdsValue,
  isTimeUnit,
  asksMoney,
  statesMoney,
  statesTotal,
  valueQualifiers,
  valueSpans,
  VALUE_KINDS,
  type TAsked,
} from "../../lib/text/question.ts";
import { LEXICON } from "../../lib/text/lexicon.ts";
import { looseWords, looseWordSetOf } from "../../lib/text/loose.ts";
import { inReaderScript } from "../../lib/text/script.ts";
import { SENTENCE_END, splitPoints, termsOf, type TPoint } from "./points.ts";
import {
  conceptMatch,
  glossarySource,
  rankPassages,
  RELATIVE_COVERAGE,
  sameDocument,
  matchGlossary,
  passageSource,
  selectPassages,
  twins,
  weightedConcepts,
  type TWeightedConcept,
} from "./sources.ts";
import { currentQuestion, type TChatInput, type TChatProvider, type TPassage } from "./types.ts";

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
/** A point from a document's other passages counts less than one from its best passage… */
const OTHER_PASSAGE_SHARE = 0.8;
/** …and one from a further cited document less again. */
const OTHER_DOCUMENT_SHARE = 0.8;
/** A point is about the question's subject when it matches at least this share of the best one… */
const SUBJECT_SHARE = 0.5;
/** …and may hold the asked value when it matches at least this share. */
const VALUE_SUBJECT_SHARE = 0.3;
/** …and is about the question's subject (its words, weighted) at least this share of the best line. */
const SUBJECT_OF_VALUE = 0.5;
/** …and at least this share of the line most about it in any cited document. */
const SUBJECT_OF_VALUE_ANYWHERE = 0.35;
/** …and its document names at least this share of the subject the best cited document names. */
const DOC_SUBJECT_SHARE = 0.7;
/** …and names one of the subject's words weighing at least this share of its weightiest. */
const HEAVY_SHARE = 0.5;
/** A clause takes this share of its lead-in line's subject, looking back this many lines at most. */
const LEAD_IN_SHARE = 0.9;
const LEAD_IN_REACH = 4;
/** For a value, a document's passages down to this share of its usual floor are read. */
const VALUE_PASSAGE_SHARE = 0.5;
/** A supporting line scores at least this share of the quoted one. */
const SUPPORT_SHARE = 0.5;
const MAX_SUPPORT = 2;
/** Longest quote, supporting line and English quote, in characters. */
const QUOTE_MAX = 260;
const SUPPORT_MAX = 150;
const ENGLISH_MAX = 200;
/** A long document title is named up to its first dash or bracket past this many characters. */
const TITLE_MAX = 60;
/** The document's title lends its words to every point of it, less than a heading. */
const TITLE_SHARE = 0.4;
/** Steps or a list: at most this many items of the quoted one's list. */
const LIST_ITEMS = 6;
const LIST_BUDGET = 480;
/** A line about other states than the one asked keeps this share of its score. */
const OTHER_STATE_SHARE = 0.3;

/**
 * A clause saying a value is not given here ("yahan confirm nahi", "यहाँ पुष्ट नहीं", "not
 * confirmed", "… mein dekhein"): it names the value only to send the reader elsewhere.
 */
const UNCONFIRMED = /confirm\s+nahi|पुष्ट\s+नहीं|\bnot\s+confirmed|\bmein\s+dekhein\b|में\s+देखें/iu;
/**
 * A line's clauses: split at a semicolon, a danda, a bracket or a full stop (not a decimal point) —
 * "(naye kanoon mein yeh din jaari hain ya nahi, yeh yahan confirm nahi)" is its own clause.
 */
const clausesOf = (text: string) =>
  text
    .split(/[;।()]|\.(?=\s|$)/u)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
/** The search keys of the states' names, so that a state named is not counted as the subject. */
const STATE_TERMS = termsOf(
  regions
    .filter((r) => r.id !== "central")
    .flatMap((r) => [r.name.hindi, r.name.hinglish])
    .concat(["MP", "UP", "एमपी", "यूपी"])
    .join(" "),
);
/**
 * The states a line is about: named at its start (a bold label, "**Rajasthan** (…):") or in its
 * section, else its document's title when that names one state ("राजस्थान की पंचायतें").
 */
function statesOfLine(text: string, section: string | null, title: string): TRegionId[] {
  const own = statesNamed(`${section ?? ""}\n${text.slice(0, 60)}`);
  if (own.length > 0) return own;
  const titled = statesNamed(title);
  return titled.length === 1 ? titled : [];
}

export type TOfflineAnswer = { text: string; sources: TChatSource[]; found: boolean; status: TAnswerStatus };

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
/** A question about who may apply or benefit ("कौन आवेदन कर सकता है", "who is eligible"). */
const ASKS_ELIGIBILITY =
  /\b(?:eligib\w*|who (?:can|may|is allowed to) (?:apply|get|avail|join|benefit)|kaun (?:apply|aavedan|avedan|le sakta|le sakti|paatr|patr)\w*|patrata|paatrata|kise milega|kisko milega)\b|पात्र|कौन आवेदन|कौन ले सकता|कौन ले सकती|किसे मिलेगा|किसको मिलेगा|किसे मिलता|किसको मिलता/iu;
const ELIGIBILITY_SECTION = /\beligib|\bwho can apply|\bpatrata|\bpaatrata|पात्रता|पात्र/iu;
/** How much more a point naming an office or an actor counts when the question asks who. */
const WHO_BONUS = 1.5;
/** How much more a point that decides a yes/no question counts for one. */
const YES_NO_BONUS = 1.3;
/** What decides a yes/no question: a permission, a bar, a "only", in the three scripts. */
const DECIDES =
  /\b(?:not|no|cannot|can not|can't|shall not|may not|only|must|prohibited|allowed|permitted|entitled|eligible|nahi|nahin|mana|sirf|keval|zaroori|avashyak|sakta|sakti|sakte|chahiye)\b|नहीं|न ली|मना|वर्जित|केवल|सिर्फ़|सिर्फ|ज़रूरी|जरूरी|अनिवार्य|आवश्यक|सकता|सकती|सकते|चाहिए|पात्र/iu;
/** How much more a point of the eligibility section counts for such a question. */
const SECTION_BONUS = 2;
const ASKS_WHEN = /\b(?:when|kab|which year|kis (?:saal|varsh))\b|कब|किस (?:साल|वर्ष)/iu;
const withoutYears = (text: string) =>
  text.replace(
    /(?<![0-9.,₹])\b(?:1[89]|20)[0-9]{2}(?:\s?[-–]\s?(?:(?:1[89]|20)[0-9]{2}|[0-9]{2}))?\b(?![0-9.,%])/g,
    " ",
  );

const NUMBER_WORD = new Set(NUMBER_WORDS.split(" "));
const HINDI_NUMBER_WORD = /^(?:एक|दो|तीन|चार|पाँच|पांच|छह|सात|आठ|नौ|दस|बीस|पचास|सौ|हज़ार|हजार|लाख|करोड़|आधा|आधी|आधे)$/u;
const isNumberWord = (w: string) =>
  // A range ("10-20 members", "18–35 years") is a number too.
  /^[0-9०-९₹][0-9०-९,.]*(?:[-–][0-9०-९][0-9०-९,.]*)?%?$/u.test(w) ||
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
    if (j < words.length) units.push(words.slice(j, j + 4).join(" "));
    i = j - 1;
  }
  return units;
}

const sentenceKey = (s: string) => s.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, "");
const sameSentence = (a: string, b: string) => sentenceKey(a) === sentenceKey(b);

/** How much each concept of the question counts among these points: the rarer, the more. */
function localWeights(concepts: readonly TWeightedConcept[], points: TPoint[]): number[] {
  return concepts.map((c) => {
    const df = points.filter((p) => conceptMatch(c, p.tokens) > 0).length;
    return Math.log(1 + points.length / (1 + df));
  });
}

type TScored = {
  point: TPoint;
  passage: TPassage;
  /** Which cited document (0: the best), which of its passages (0: the best), which point of it. */
  doc: number;
  group: number;
  index: number;
  /** How much of the question the point itself (with its heading) matches. */
  own: number;
  /** …with what its neighbours lend it, the asked value's bonus and its document's rank. */
  score: number;
  /** How well it matches each concept of the question (0–1, heading and title included). */
  matches: number[];
};

type TGroup = { passage: TPassage; points: TPoint[] };

/**
 * Every point of the cited documents, scored. A concept of the question counts once per point,
 * by its best form there (as asked, inflected, translated: मज़दूरी finds "Wages shall be
 * paid…"), weighted by how rare it is among the passages at hand; the point's heading and
 * neighbours lend it some of theirs (a list item under "Term of office", a section body beside
 * its title line); a point stating an amount counts more when the question asks for one.
 */
function scorePoints(
  docs: TGroup[][],
  concepts: readonly TWeightedConcept[],
  weights: number[],
  stems: string[][],
  asksAmount: boolean,
  asksWhen: boolean,
  asksEligibility = false,
  asksWho = false,
  asksYesNo = false,
): TScored[] {
  return docs.flatMap((groups, doc) =>
    groups.flatMap(({ passage, points }, group) => {
      const title = termsOf(passage.title);
      const matches = points.map((p) =>
        concepts.map((c, k) => {
          let m = conceptMatch(c, p.tokens);
          if (m === 0 && stems[k]!.some((w) => p.words.some((x) => sameStem(w, x)))) m = STEM_MATCH;
          return Math.max(m, HEADING_SHARE * conceptMatch(c, p.heading), TITLE_SHARE * conceptMatch(c, title));
        }),
      );
      const own = matches.map((ms) => ms.reduce((sum, m, k) => sum + weights[k]! * m, 0));
      return points.map((point, index) => {
        // A weaker point beside a strong one is pulled part of the way up to it, never past it.
        const neighbour = Math.max(own[index - 1] ?? 0, own[index + 1] ?? 0);
        let score = own[index]! + NEIGHBOUR_SHARE * Math.max(0, neighbour - own[index]!);
        if (asksAmount && statesAmount(point.text, asksWhen)) {
          score *= AMOUNT_BONUS;
          // ...and more when the amount is in a unit the question names (कितने सदस्य: "twelve members").
          const units = termsOf(amountUnits(point.text).join(" "));
          if (concepts.some((c) => conceptMatch(c, units) > 0)) score *= UNIT_BONUS;
        }
        // Who does it: a line naming an office or an actor (the Social Audit Unit, the BDO, the
        // bookkeeper) answers "कौन करता है" before one that only names the work.
        if (asksWho && holdsWho(point.text)) score *= WHO_BONUS;
        // Yes or no: the sentence that decides it (a "cannot", "only", "nahi", "सकते हैं").
        if (asksYesNo && DECIDES.test(point.text)) score *= YES_NO_BONUS;
        // Who may apply or get it: the eligibility section answers ("An adult woman … will be
        // eligible under UJJWALA 2.0").
        if (asksEligibility && point.section !== null && ELIGIBILITY_SECTION.test(point.section))
          score *= SECTION_BONUS;
        if (group > 0) score *= OTHER_PASSAGE_SHARE;
        if (doc > 0) score *= OTHER_DOCUMENT_SHARE;
        const ms = matches[index]!;
        return { point, passage, doc, group, index, own: own[index]!, score: own[index]! > 0 ? score : 0, matches: ms };
      });
    }),
  );
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

/**
 * Words that name the kind of value asked for, not the subject ("minimum age", "कितने दिन"): never
 * the question's telling word.
 */
const ASK_WORDS = new Set(
  searchTokens(
    "minimum maximum least most age umar umr उम्र आयु उमर न्यूनतम अधिकतम kam zyada कम ज़्यादा amount fee fees rashi राशि " +
      "शुल्क फीस फ़ीस din दिन days day saal साल years year varsh वर्ष mahine महीने months month ghante घंटे hours percent " +
      "percentage pratishat प्रतिशत number sankhya संख्या total kul कुल kitna kitne kitni कितना कितने कितनी much many " +
      "kab कब date tareekh तारीख़ तारीख samay समय seema सीमा time limit within paisa पैसा rupaye रुपये saza sazaa सज़ा सजा " +
      "punishment",
  ),
);

/** Money of a named kind (not "amount", "rashi", "fee" or "sahayata", which any sum answers). */
const NAMED_MONEY =
  /^(?:income|aay|आय|honorarium|salary|pension|subsidy|loan|interest|allowance|penalty|fine|compensation|maandey|mandey|vetan|pension|subsidy|loan|rin|byaaj|byaj|bhatta|jurmana|jurmaana|kiraya|muavza|muaavza|inaam|commission|kamishan|wage|wages|mazdoori|majdoori|मानदेय|वेतन|पेंशन|सब्सिडी|लोन|ऋण|ब्याज|भत्ता|जुर्माना|किराया|मुआवज़ा|मुआवजा|इनाम|कमीशन|मज़दूरी|मजदूरी)$/iu;

const LEXICON_FORMS = new Map(LEXICON.map((g) => [g.canonical, g.forms.map((f) => f.toLowerCase())]));
/**
 * A qualifier's word named by a text, strictly: not by a skeleton of three letters or fewer, which
 * many words share ("cost" and किस्त are both `kst`), nor by a lexicon term that such a skeleton
 * carried — the term counts where one of its forms is written ("kisht", "किस्त", "instalment").
 */
function namesStrictly(concept: TWeightedConcept, tokens: ReadonlySet<string>, text: string): boolean {
  const lower = text.toLowerCase();
  return concept.alternatives.some((a) => {
    if (!tokens.has(a.term)) return false;
    const forms = LEXICON_FORMS.get(a.term);
    if (forms) return forms.some((f) => lower.includes(f));
    return a.term.length > 3;
  });
}

/** Hinglish in Roman script: neither Devanagari nor English. */
const isRomanHinglish = (text: string) => !/[\u0900-\u097f]/.test(text) && !isEnglish(text);

function notFound(language: TLanguage): TOfflineAnswer {
  const lines = [
    localize(texts.notFound, language),
    "",
    localize(texts.suggestionsIntro, language),
    ...chatSuggestions.map((s) => `- ${localize(s, language)}`),
  ];
  return { text: lines.join("\n"), sources: [], found: false, status: "not_found" };
}

/** A title as a source line names it: up to its first dash, bracket or comma past TITLE_MAX. */
/** A title's head: what comes before the list of topics after a dash or a colon. */
function titleHead(title: string): string {
  const head = title.split(/\s[—–-]\s|:\s/)[0] ?? title;
  // A head that lists several topics ("VHSNC, विद्यालय प्रबंधन समिति, राशन डीलर की निगरानी और
  // आपदा राहत") is no one line's topic: each line's own section says which of them it is about.
  return /,/.test(head.replace(/\([^)]*\)/g, "")) ? "" : head;
}

function shortTitle(title: string): string {
  if (title.length <= TITLE_MAX) return title;
  const at = title.slice(20).search(/\s[—–-]\s|\s\(|,\s|:\s/);
  return at !== -1 && at + 20 <= TITLE_MAX + 20 ? title.slice(0, at + 20).trim() : cut(title, TITLE_MAX);
}

/** Text cut to `max` characters at a word, marked as cut. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const at = head.lastIndexOf(" ");
  return `${(at > max * 0.6 ? head.slice(0, at) : head).replace(/[\s,;:—–-]+$/, "")}…`;
}

/**
 * What to quote of a long point: when it is too long and the question asks for a value, the
 * sentence that states it; otherwise its beginning.
 */
function quotable(text: string, max: number, asks: TAsked | null): string {
  if (text.length <= max) return text;
  if (asks && VALUE_KINDS.has(asks)) {
    const sentence = text.split(SENTENCE_END).find((s) => holdsValue(asks, s));
    if (sentence && sentence.length <= max) return sentence;
    // The stretch of the sentence around its value.
    const within = sentence ?? text;
    const span = valueSpans(asks, within, 1)[0];
    const at = span ? within.indexOf(span) : -1;
    if (at > 0 && at + span!.length > max - 1) {
      let start = Math.max(0, at - Math.floor((max - span!.length) / 2));
      start = within.indexOf(" ", start) + 1 || start;
      return `…${cut(within.slice(start), max - 1)}`;
    }
    return cut(within, max);
  }
  return cut(text, max);
}

/**
 * The question's words that the quoted line names (its subject as the reader asked it), at most
 * three, in the reader's script; empty when the question is in the other script.
 */
function subjectWords(question: string, point: TPoint, language: TLanguage, kind: readonly string[] = []): string {
  const devanagari = /[\u0900-\u097f]/.test(question);
  if (language === "hindi" && !devanagari) return "";
  const words = question
    .split(/[\s?？।!]+|,(?![0-9])/)
    .map((w) => w.replace(/^[("'“]+|[)"'”.:,]+$/g, ""))
    // A number is no subject ("population of 4,000": "000" is not what the documents lack).
    .filter((w) => !/^[0-9०-९.,]+$/.test(w))
    .filter((w) => {
      const tokens = searchTokens(w);
      return tokens.length > 0 && tokens.some((t) => point.tokens.has(t) || point.heading.has(t) || kind.includes(t));
    });
  if (words.length === 0) return "";
  const subject = [...new Set(words)].slice(0, 3).join(" ");
  return `${inReaderScript(subject, language)} ${language === "hindi" ? "की" : "ki"} `;
}

export function composeOfflineAnswer(
  question: string,
  passages: TPassage[],
  language: TLanguage,
  homeState?: string,
): TOfflineAnswer {
  const ranked = rankPassages(question, passages);
  const selected = selectPassages(question, passages, ranked);
  // A Hindi reader is quoted the Hindi twin of a Hinglish document when it was retrieved.
  const chosen =
    language === "hindi"
      ? selected.map(
          (p) =>
            (!/[\u0900-\u097f]/.test(p.content) &&
              passages.find((q) => twins(p, q) && /[\u0900-\u097f]/.test(q.content))) ||
            p,
        )
      : selected;
  const terms = matchGlossary(question);
  if (chosen.length === 0 && terms.length === 0) return notFound(language);

  const glossaryLabel = localize(texts.glossary, language);
  const sources = [...chosen.map(passageSource), ...terms.map((t) => glossarySource(t, language, glossaryLabel))];
  // A Hindi document's English gloss in brackets ("(Functional Household Tap Connection)") is
  // left out for a Hindi reader; an acronym in brackets stays.
  const reader = (s: string) =>
    language === "hindi"
      ? s.replace(/\s*\((?:[A-Za-z][A-Za-z'’.-]*[\s,/-]+){2,}[A-Za-z][A-Za-z'’.-]*\)/g, "")
      : inReaderScript(s, language);
  if (chosen.length === 0) {
    // Only the glossary knows the term: its meaning is the answer.
    const lines = terms.flatMap((term) => [
      `**${glossaryLabel}: ${localize(term.term, language)}** — ${localize(term.meaning, language)}`,
      "",
    ]);
    // A value asked of a term the documents only define ("sarpanch ka maandey kitna hota hai"): the
    // meaning is no answer to it, and the reader is told so first, and whom to ask after.
    const asked = analyseAsk(question).asks;
    const meanings = terms.map((term) => localize(term.meaning, language)).join(" ");
    if (asked !== null && VALUE_KINDS.has(asked) && asked !== "who" && !holdsValue(asked, meanings)) {
      const what = notStatedWhat[asked as keyof typeof notStatedWhat];
      if (what) {
        const asPoint: TPoint = {
          text: question,
          tokens: new Set(searchTokens(question)),
          words: [],
          heading: new Set(),
          section: null,
          item: false,
        };
        const missing = localize(texts.notStated, language)
          .replace("{subject}", subjectWords(question, asPoint, language))
          .replace("{what}", localize(what, language));
        const text = [missing, "", ...lines, localize(texts.whomToAsk, language)].join("\n").trim();
        return { text, sources, found: true, status: "not_stated" };
      }
    }
    return { text: lines.join("\n").trim(), sources, found: true, status: "answered" };
  }

  const concepts = weightedConcepts(question);
  const words = surfaceWords(question);
  const stems = concepts.map((c) =>
    words.filter((w) => /^[a-z]{5,}$/.test(w) && searchTokens(w).includes(c.alternatives[0]!.term)),
  );
  const { asks, unit } = analyseAsk(question);
  // A document speaks through all its retrieved passages that are about the question, best first
  // (the fact asked for is often in the passage beside the one that matched most words).
  // A value asked for is often in a passage of the document that matched fewer of the words.
  const valueKind = asks !== null && VALUE_KINDS.has(asks) ? asks : null;
  const docs: TGroup[][] = chosen.map((best) => {
    const floor =
      ranked.find((r) => r.passage === best)!.share * RELATIVE_COVERAGE * (valueKind ? VALUE_PASSAGE_SHARE : 1);
    return ranked
      .filter((r) => sameDocument(r.passage, best) && r.share >= floor)
      .map((r) => ({ passage: r.passage, points: splitPoints(r.passage.content) }));
  });
  // Rarity among all the passages retrieved, not only the chosen ones: more points, sharper.
  const weights = localWeights(
    concepts,
    passages.flatMap((p) => splitPoints(p.content)),
  );
  // Laws differ by state: a line about other states only ("Bihar: saal mein chaar baar") gives way
  // to one about the state the question names, or else the official's own state from Settings.
  const askedStates = statesNamed(question);
  const wantedStates = askedStates.length > 0 ? askedStates : statesNamed(homeState ?? "");
  const elsewhere = (s: TScored) => {
    if (wantedStates.length === 0) return false;
    const named = statesNamed(`${s.point.section ?? ""}\n${s.point.text}`);
    return named.length > 0 && !named.some((id) => wantedStates.includes(id));
  };
  let pool = scorePoints(
    docs,
    concepts,
    weights,
    stems,
    ASKS_AMOUNT.test(question),
    ASKS_WHEN.test(question),
    ASKS_ELIGIBILITY.test(question),
    asks === "who" && !ASKS_ELIGIBILITY.test(question),
    asks === "yesno",
  )
    .filter((s) => s.score > 0)
    .map((s) => (elsewhere(s) ? { ...s, score: s.score * OTHER_STATE_SHARE } : s))
    .sort((a, b) => b.score - a.score || a.doc - b.doc || a.group - b.group || a.index - b.index)
    // Overlapping passages of one document repeat their edges; twins and versions repeat lines.
    .filter((s, i, all) => all.findIndex((t) => sameSentence(t.point.text, s.point.text)) === i);
  // A Hindi reader reads Devanagari: a Hinglish document's line gives way to its Hindi twin's.
  if (language === "hindi") {
    const readable = pool.filter((s) => !isRomanHinglish(s.point.text));
    if (readable.length > 0) pool = readable;
  }
  if (pool.length === 0) return notFound(language);

  // The points about the question's subject; of those, the one that states the asked value.
  const bestOwn = Math.max(...pool.map((s) => s.own));
  const about = pool.filter((s) => s.own >= SUBJECT_SHARE * bestOwn);
  /**
   * Steps or a list asked: the list of the best line's document whose section is most about the
   * question's words its title does not name ("किस काम में लगा सकते हैं" in "15वें वित्त आयोग का
   * अनुदान": the tied grant's section, where a line says what the money may be put to), else its
   * best list item about the subject.
   */
  function listItem(best: TScored): TScored | undefined {
    const items = pool.filter((s) => s.point.item && s.doc === best.doc && s.own >= VALUE_SUBJECT_SHARE * bestOwn);
    const title = termsOf(best.passage.title);
    const own = concepts.flatMap((c, k) => (conceptMatch(c, title) === 0 ? [k] : []));
    const sectionScore = (section: string | null) =>
      own.reduce((sum, k) => {
        const m = Math.max(
          0,
          ...pool
            .filter((s) => s.doc === best.doc && s.point.section === section)
            .map((s) => conceptMatch(concepts[k]!, s.point.tokens)),
        );
        return sum + weights[k]! * m;
      }, 0);
    const sections = [...new Set(pool.filter((s) => s.point.item && s.doc === best.doc).map((s) => s.point.section))];
    const scored = sections
      .map((section) => ({ section, score: sectionScore(section) }))
      .sort((a, b) => b.score - a.score);
    const top = scored[0];
    if (top && top.score > 0 && (scored[1]?.score ?? 0) < top.score) {
      const item = pool.find((s) => s.point.item && s.doc === best.doc && s.point.section === top.section);
      if (item) return item;
    }
    return items[0];
  }
  // Steps or a list asked: the best list item about the subject in the best line's document
  // ("किस काम में": the tied grant's items, not the line that names the grant's total).
  let quote = ((asks === "steps" || asks === "list") && listItem(about[0]!)) || about[0]!;
  let status: TAnswerStatus = "answered";
  let moneyKind: string[] = [];
  let stateRule: TRegionId | null = null;
  let otherState: TScored | undefined;
  if (valueKind) {
    // The unit the question names ("kitne din", "कितने सदस्य"): a count must be in it, any other
    // value is preferred in it.
    const unitTokens = unit ? searchTokens(unit) : [];
    const unitConcept = concepts.find((c) => c.alternatives.some((a) => unitTokens.includes(a.term)));
    const inUnit = (s: TScored) =>
      unitConcept !== undefined && conceptMatch(unitConcept, termsOf(amountUnits(s.point.text).join(" "))) > 0;
    // The line must be about the question's subject as much as the line most about it: its words
    // other than those naming the kind of value or its unit ("सतर्कता समिति" in "सतर्कता समिति में
    // कितने सदस्य"), weighted by rarity. A line stating a number of members of another committee
    // is not the answer.
    const ownSubject = (s: TScored) =>
      s.matches.reduce(
        (sum, m, k) =>
          ASK_WORDS.has(concepts[k]!.alternatives[0]!.term) || concepts[k] === unitConcept
            ? sum
            : sum + weights[k]! * m,
        0,
      );
    // A clause ("(b) has completed the age of thirty-five years") is about what its lead-in line
    // ("No person shall be eligible for election as President unless he—") is about.
    const subjectOf = (s: TScored) => {
      let subject = ownSubject(s);
      const points = docs[s.doc]![s.group]!.points;
      for (let i = s.index - 1; i >= Math.max(0, s.index - LEAD_IN_REACH); i--) {
        const p = points[i]!;
        if (p.section !== s.point.section) break;
        if (/[—:–-]\s*$/.test(p.text)) {
          const lead = pool.find((t) => t.point === p);
          if (lead) subject = Math.max(subject, LEAD_IN_SHARE * ownSubject(lead));
          break;
        }
      }
      return subject;
    };
    // …compared with the line most about it in the same document.
    const bestSubject = new Map<number, number>();
    for (const s of pool) bestSubject.set(s.doc, Math.max(bestSubject.get(s.doc) ?? 0, subjectOf(s)));
    const bestSubjectAnywhere = Math.max(...bestSubject.values());
    // The subject's words: an ordinal the question names ("16वें वित्त आयोग", "15th Finance
    // Commission") must be the line's (or its heading's, its title's) — the 15th Commission's
    // total does not answer for the 16th; and the line's document must name nearly as much of the subject
    // as the cited document that names most of it (पेंशन in "पेंशन की पहली किस्त कितने दिन में"),
    // or the line states a value of something else (the RTI appeal's 30 days).
    const ordinals = [...question.matchAll(/([0-9०-९]+)\s*(?:वें|वाँ|वां|वीं|st|nd|rd|th|va|wa)(?![a-z])/giu)].map((m) =>
      m[1]!.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966)),
    );
    const named = concepts.flatMap((c, k) => (ordinals.includes(c.alternatives[0]!.term) ? [k] : []));
    const subject = concepts
      .map((c, k) => ({ c, k }))
      .filter(
        ({ c }) =>
          !ASK_WORDS.has(c.alternatives[0]!.term) && c !== unitConcept && !/^[0-9]+$/.test(c.alternatives[0]!.term),
      );
    // How much of the subject each cited document names somewhere (its lines, headings, title).
    const docSubject = docs.map((groups) =>
      subject.reduce((sum, { c }) => {
        const met = groups.some(
          (g) =>
            conceptMatch(c, termsOf(g.passage.title)) > 0 ||
            g.points.some((p) => conceptMatch(c, p.tokens) > 0 || conceptMatch(c, p.heading) > 0),
        );
        return met ? sum + c.weight : sum;
      }, 0),
    );
    const bestDocSubject = Math.max(0, ...docSubject);
    // An amount of a kind the question names ("कितना मानदेय", "pension kitni"): the line, its
    // heading or its title names that kind too (a share of a committee's members is no honorarium).
    const moneyTokens =
      valueKind === "amount"
        ? question
            .split(/\s+/)
            .filter((w) => NAMED_MONEY.test(w))
            .flatMap(searchTokens)
        : [];
    const money = concepts.flatMap((c, k) => (moneyTokens.includes(c.alternatives[0]!.term) ? [k] : []));
    // The line itself (its words, its heading or its lead-in line) names one of the subject's
    // weightier words, unless its document's title names them all: the line stating a pension per
    // month does not answer for an income limit.
    const maxWeight = Math.max(0, ...subject.map(({ c }) => c.weight));
    const heavy = subject.filter(({ c }) => c.weight >= HEAVY_SHARE * maxWeight).map(({ c }) => c);
    const leadOf = (s: TScored) => {
      const points = docs[s.doc]![s.group]!.points;
      for (let i = s.index - 1; i >= Math.max(0, s.index - LEAD_IN_REACH); i--) {
        const p = points[i]!;
        if (p.section !== s.point.section) return undefined;
        if (/[—:–-]\s*$/.test(p.text)) return p;
      }
      return undefined;
    };
    const namesHeavy = (s: TScored) => {
      const lead = leadOf(s);
      // A word the document's title names is its topic, which its lines need not repeat ("Jawab
      // 30 din ke andar" in the RTI document) — the title's head, not the topics it lists after a
      // dash or colon ("ग्राम सभा — सदस्य, बैठकें, कोरम…": a line on meetings is no quorum).
      const title = termsOf(titleHead(s.passage.title));
      const own = heavy.filter((c) => conceptMatch(c, title) === 0);
      const named = (c: TWeightedConcept) =>
        conceptMatch(c, s.point.tokens) > 0 ||
        conceptMatch(c, s.point.heading) > 0 ||
        (lead !== undefined && conceptMatch(c, lead.tokens) > 0);
      return own.length === 0 || heavy.some(named);
    };
    // Whose or which value is asked ("pehli appeal ki fees", "दूसरी किस्त",
    // "har kisht"): the line (its words, heading or lead-in line) names that qualifier, unless its
    // document's title does — the application fee does not answer for an appeal's, the amount per
    // house not for an instalment, a community complex's grant not for a waste unit, a national
    // total not for one panchayat's share.
    const qualifiers = valueQualifiers(question);
    const moneyAsked = valueKind === "amount" && asksMoney(question);
    const qualifierConcepts = qualifiers.phrases
      .map((phrase) =>
        phrase.flatMap((word) => {
          const tokens = searchTokens(word);
          return concepts
            .filter(
              (c) => !ASK_WORDS.has(c.alternatives[0]!.term) && c.alternatives.some((a) => tokens.includes(a.term)),
            )
            .map((c) => ({ word, c }));
        }),
      )
      .filter((group) => group.length > 0);
    const askedOrdinals = ordinalsWithNext(question);
    const sameWord = (a: string, b: string) => {
      const ta = searchTokens(a);
      return ta.length > 0 && searchTokens(b).some((t) => ta.includes(t));
    };
    const feeAsked = valueKind === "amount" && asksFee(question);
    const qualified = (s: TScored) => {
      const lead = leadOf(s);
      const title = termsOf(titleHead(s.passage.title));
      const context = [s.point.text, s.point.section ?? "", lead?.text ?? ""].join(" ");
      const names = ({ word, c }: { word: string; c: TWeightedConcept }) =>
        namesStrictly(c, termsOf(context), context) || looseWords(word).some((w) => looseWordSetOf(context).has(w));
      return (
        // The words of a qualifier that the title does not name (its topic) must be the line's.
        qualifierConcepts.every((group) => {
          const own = group.filter(({ c }) => conceptMatch(c, title) === 0);
          return own.length === 0 || own.some(names);
        }) &&
        // "Kitni rashi", "kitna paisa": a sum of money, not a share in per cent.
        (!moneyAsked || statesMoney(s.point.text)) &&
        qualifiers.ordinals.every((n) => holdsOrdinal(n, context)) &&
        // "Second LPG refill": a line on the first refill states another refill's value.
        !askedOrdinals.some(
          ({ n, next }) =>
            !holdsOrdinal(n, context) &&
            ordinalsWithNext(s.point.text).some(
              (o) => o.n !== n && o.next.some((w) => next.some((x) => sameWord(w, x))),
            ),
        ) &&
        // "Aavedan ka shulk": a fee, not the pension's amount.
        (!feeAsked || namesFee(context)) &&
        !(
          qualifiers.perUnit &&
          statesTotal(`${s.point.text} ${s.point.section ?? ""}`) &&
          !/\b(?:kul|total)\b|कुल/iu.test(question)
        )
      );
    };
    const ofSubject = (s: TScored) =>
      (heavy.length === 0 || namesHeavy(s)) &&
      qualified(s) &&
      named.every((k) => s.matches[k]! > 0) &&
      money.every((k) => s.matches[k]! > 0) &&
      docSubject[s.doc]! >= DOC_SUBJECT_SHARE * bestDocSubject;
    // "Kitne din": a number of days, not "every six months".
    const timeUnit = (valueKind === "duration" || valueKind === "date") && isTimeUnit(unit) ? unit : null;
    // "Kis tareekh tak": a day, not only a year.
    const asksDay = valueKind === "date" && /\b(?:tareekh|tarikh|date)\b|तारीख़|तारीख|तिथि/iu.test(question);
    const frequency = valueKind === "count" && asksFrequency(question);
    // A line saying the asked value is not confirmed here ("baithakon ki sankhya aur quorum yahan
    // confirm nahi") does not hold it, though another clause of it states some other number ("7 din
    // pehle"): its clause that says so names more of the subject than any clause with a value.
    // The subject's words a clause of a line names, weighted, but for a state's name and the words
    // of its document's title (its topic, which every clause of it is about). A value line weighed
    // against a "not confirmed" line: neither counts the words of either's title, nor of a heading
    // both stand under ("Gram Sabha ki baithakein", under which "Vishesh baithak … 15 din ke andar"
    // names no notice).
    const clauseSubject = (clause: string, s: TScored, also: readonly ReadonlySet<string>[] = []) => {
      const tokens = termsOf(clause);
      const topics = [STATE_TERMS, termsOf(titleHead(s.passage.title)), ...also];
      return subject.reduce(
        (sum, { c, k }) =>
          topics.some((t) => conceptMatch(c, t) > 0) || conceptMatch(c, tokens) === 0 ? sum : sum + weights[k]!,
        0,
      );
    };
    /** How much of the subject a line's "not confirmed" clauses name (0: none). */
    const unconfirmedSubject = (s: TScored, also: readonly ReadonlySet<string>[] = []) => {
      const parts = clausesOf(s.point.text);
      const unsure = parts.filter((p) => UNCONFIRMED.test(p));
      if (unsure.length === 0) return 0;
      const most = Math.max(...unsure.map((p) => clauseSubject(p, s, also)));
      return parts.every((p) => UNCONFIRMED.test(p) || !holdsValue(valueKind, p) || clauseSubject(p, s, also) < most)
        ? most
        : 0;
    };
    const unconfirmed = (s: TScored) => unconfirmedSubject(s) > 0;
    const valued = pool.filter(
      (s) =>
        s.own >= VALUE_SUBJECT_SHARE * bestOwn &&
        subjectOf(s) >= SUBJECT_OF_VALUE * bestSubject.get(s.doc)! &&
        subjectOf(s) >= SUBJECT_OF_VALUE_ANYWHERE * bestSubjectAnywhere &&
        // "Kitni baar": how often ("साल में कम से कम चार", "मासिक"), or a count, but not a share
        // of members ("तीन-चौथाई सदस्य").
        (frequency
          ? holdsFrequency(s.point.text) ||
            (holdsValue(valueKind, s.point.text) && !holdsValue("percent", s.point.text))
          : holdsValue(valueKind, s.point.text)) &&
        ofSubject(s) &&
        !unconfirmed(s) &&
        holdsTimeIn(timeUnit, s.point.text) &&
        (!asksDay || holdsDay(s.point.text)) &&
        (valueKind !== "count" ||
          frequency ||
          !unitConcept ||
          inUnit(s) ||
          // "Kitni seat": "one-third of the seats".
          (holdsValue("percent", s.point.text) && conceptMatch(unitConcept, s.point.tokens) > 0)),
    );
    // In the unit asked first, then a real count (not only "ek", which is as often "a").
    // "Kitne din ka kaam" (days of work) or "kitne din mein" (a time limit): the sense asked first.
    const sense = valueKind === "duration" ? askedDurationSense(question) : null;
    // "Saal mein kitne din": a value per year ("एक वित्त वर्ष में 100 दिन") before a time limit.
    const yearly = saysYearly(question) ? valued.filter((s) => holdsYearlyValue(s.point.text)) : [];
    let pick =
      (sense ? valued.find((s) => inUnit(s) && statesDurationSense(sense, s.point.text)) : undefined) ??
      yearly.find(inUnit) ??
      yearly[0] ??
      valued.find(inUnit) ??
      (valueKind === "count" ? valued.find((s) => holdsCount(s.point.text)) : undefined) ??
      valued[0];
    // The line saying the asked value is not confirmed, about the subject, of the state asked (or
    // of no state when none is asked): it is the honest answer when the value line found is
    // another state's, or names less of the question's subject.
    const statesOf = (s: TScored) => statesOfLine(s.point.text, s.point.section, s.passage.title);
    const namesWanted = (s: TScored) => statesOf(s).some((id) => wantedStates.includes(id));
    /** The topics of a value line and a "not confirmed" one: both titles and their shared heading. */
    const topicsOf = (a: TScored, b: TScored) => [
      termsOf(titleHead(a.passage.title)),
      termsOf(titleHead(b.passage.title)),
      new Set([...a.point.heading].filter((t) => b.point.heading.has(t))),
    ];
    const unsure = pool.find(
      (s) =>
        unconfirmed(s) &&
        s.own >= VALUE_SUBJECT_SHARE * bestOwn &&
        (heavy.length === 0 || namesHeavy(s)) &&
        docSubject[s.doc]! >= DOC_SUBJECT_SHARE * bestDocSubject &&
        (wantedStates.length > 0 ? namesWanted(s) : statesOf(s).length === 0),
    );
    if (
      pick &&
      unsure &&
      // It names more of the subject, in the same document or of the state asked ("kitne sadasyon
      // ke hastakshar … yahan confirm nahi" beside "do-tihai bahumat se paas"; not the social audit
      // page's "frequency yahan confirm nahi" beside VB-G RAM G's 125 days).
      // (Not by score alone: "social audit … frequency yahan confirm nahi" beside the six months.)
      (((unsure.doc === pick.doc || wantedStates.length > 0) &&
        unconfirmedSubject(unsure, topicsOf(pick, unsure)) >
          clauseSubject(pick.point.text, pick, topicsOf(pick, unsure))) ||
        // …or the value line found is another state's.
        (wantedStates.length > 0 && statesOf(pick).length > 0 && !namesWanted(pick)))
    )
      pick = undefined;
    // No state asked and none known: a line about one state is that state's rule, said so, with
    // another state's line beside it when one states the value too.
    if (pick && wantedStates.length === 0) {
      const own = statesOf(pick);
      if (own.length === 1) {
        stateRule = own[0]!;
        otherState = valued.find((s) => {
          const theirs = statesOf(s);
          return s !== pick && theirs.length === 1 && theirs[0] !== stateRule;
        });
      }
    }
    if (pick) quote = pick;
    else {
      status = "not_stated";
      moneyKind = moneyTokens;
      // The closest line names the subject's weightier words ("कोरम की संख्या राज्य का क़ानून तय
      // करता है"), when one does.
      // The closest line names the subject's weightier words itself, else under its heading: the
      // ration dealer's section, not another committee's line that matched more words.
      // …from a document that names the subject nearly as much as the one naming most of it (the
      // pension page, not the RTI fee's line).
      const near = pool.filter(
        (s) =>
          s.own >= VALUE_SUBJECT_SHARE * bestOwn &&
          heavy.length > 0 &&
          namesHeavy(s) &&
          docSubject[s.doc]! >= DOC_SUBJECT_SHARE * bestDocSubject,
      );
      quote =
        unsure ??
        near.find((s) => s.own >= SUBJECT_SHARE * bestOwn && heavy.some((c) => conceptMatch(c, s.point.tokens) > 0)) ??
        near.find((s) => heavy.some((c) => conceptMatch(c, s.point.tokens) > 0)) ??
        near[0] ??
        pool.find((s) => docSubject[s.doc] === bestDocSubject) ??
        quote;
    }
  }

  const englishLabel = localize(texts.englishQuote, language);
  /** A line as quoted: cut around the asked value; English short and labelled, else in the reader's script. */
  const shown = (text: string, max: number, kind: TAsked | null = valueKind) =>
    isEnglish(text)
      ? `(${englishLabel}) ${quotable(text, Math.min(max, ENGLISH_MAX), kind)}`
      : reader(quotable(text, max, kind));
  const source = (s: TScored) => {
    const section = s.passage.section ?? s.point.section;
    const parts = [reader(shortTitle(s.passage.title))];
    if (section && !sameSentence(section, s.passage.title)) parts.push(reader(section));
    if (s.passage.page != null) parts.push(`${localize(texts.page, language)} ${s.passage.page}`);
    return `— ${parts.join(" · ")}`;
  };

  const lines: string[] = [];
  if (status === "not_stated") {
    const what = localize(notStatedWhat[valueKind as keyof typeof notStatedWhat], language);
    lines.push(
      localize(texts.notStated, language)
        .replace("{subject}", subjectWords(question, quote.point, language, moneyKind))
        .replace("{what}", what),
      "",
    );
    lines.push(
      localize(texts.closestLine, language),
      `> ${shown(quote.point.text, QUOTE_MAX, null)}`,
      "",
      source(quote),
      "",
    );
    lines.push(localize(texts.whomToAsk, language));
    return { text: lines.join("\n"), sources, found: true, status };
  }

  // The direct answer: the asked value as the quoted line states it.
  const quoted = quotable(quote.point.text, isEnglish(quote.point.text) ? ENGLISH_MAX : QUOTE_MAX, valueKind);
  if (valueKind) {
    const often = valueKind === "count" && asksFrequency(question) && holdsFrequency(quoted);
    const spans = valueSpans(valueKind, quoted, 2, often);
    const region = stateRule ? regions.find((r) => r.id === stateRule) : undefined;
    const depends = region
      ? ` ${localize(texts.dependsOnState, language).replace("{state}", localize(region.name, language))}`
      : "";
    if (spans.length > 0) {
      const label = isEnglish(quoted) && language === "hindi" ? ` (${englishLabel})` : "";
      lines.push(`${localize(texts.answerLead, language)}${depends}${label} **${spans.map(reader).join(" … ")}**`, "");
    } else if (depends) lines.push(depends.trim(), "");
  }
  lines.push(localize(texts.quoteIntro, language));
  const group = docs[quote.doc]![quote.group]!.points;
  if ((asks === "steps" || asks === "list") && quote.point.item) {
    // Steps and lists when asked: the quoted item's list, from its start, as far as fits.
    let first = group.indexOf(quote.point);
    while (first > 0 && group[first - 1]!.item && group[first - 1]!.section === quote.point.section) first -= 1;
    let chars = 0;
    const items: string[] = [];
    for (let i = first; i < group.length && items.length < LIST_ITEMS; i++) {
      const p = group[i]!;
      if (!p.item || p.section !== quote.point.section) break;
      if (items.length > 0 && chars + p.text.length > LIST_BUDGET) break;
      items.push(shown(p.text, SUPPORT_MAX, null));
      chars += Math.min(p.text.length, SUPPORT_MAX);
    }
    lines.push(...items.map((t, i) => (asks === "steps" ? `${i + 1}. ${t}` : `- ${t}`)), "", source(quote), "");
    // …and the one line most about the question outside that list (the untied grant beside the tied).
    const beside = pool.find(
      (s) =>
        s !== quote &&
        s.score >= SUPPORT_SHARE * quote.score &&
        !(s.point.item && s.point.section === quote.point.section),
    );
    if (beside) lines.push(localize(texts.supportIntro, language), `- ${shown(beside.point.text, SUPPORT_MAX)}`, "");
  } else {
    lines.push(`> ${shown(quoted, QUOTE_MAX)}`, "", source(quote), "");
    // At most two supporting lines, each nearly as much about the question: first one that states
    // a value of the asked kind, then one from another cited document.
    const others = pool.filter(
      (s) => s !== quote && s.score >= SUPPORT_SHARE * quote.score && !sameSentence(s.point.text, quoted),
    );
    const support: TScored[] = [];
    // Beside a quote in English (long, and in another language), one line is enough.
    const most = isEnglish(quoted) ? 1 : MAX_SUPPORT;
    const take = (s: TScored | undefined) => {
      if (s && !support.includes(s) && support.length < most) support.push(s);
    };
    if (otherState && others.includes(otherState)) take(otherState);
    if (valueKind) take(others.find((s) => holdsValue(valueKind, s.point.text)));
    // Who or yes/no: the deciding sentence often stands mid-paragraph; the sentence before it, when
    // it is about the question too, gives its setting ("पेसा नियमावली 2 जनवरी 2026 से लागू है").
    // Who: first another line naming an office or actor (the Social Audit Unit beside the Gram Sabha).
    if (asks === "who") take(others.find((s) => holdsWho(s.point.text)));
    if (asks === "who" || asks === "yesno")
      take(
        others.find(
          (s) =>
            s.doc === quote.doc &&
            s.group === quote.group &&
            s.index === quote.index - 1 &&
            s.point.section === quote.point.section,
        ),
      );
    take(others.find((s) => s.doc !== quote.doc));
    for (const s of others) take(s);
    if (support.length > 0)
      lines.push(
        localize(texts.supportIntro, language),
        ...support.map((s) => `- ${shown(s.point.text, SUPPORT_MAX)}`),
        "",
      );
  }
  if (stateRule) lines.push(localize(texts.chooseState, language));
  return { text: lines.join("\n").trim(), sources, found: true, status };
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
      const { text, status } = composeOfflineAnswer(
        currentQuestion(input.messages),
        input.passages,
        input.language,
        input.homeState,
      );
      input.onStatus?.(status);
      for (const group of wordGroups(text)) {
        input.signal.throwIfAborted();
        yield group;
        // Let the server flush each group, as it would between a model's tokens.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
