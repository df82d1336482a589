// The offline analysis: an extractive summary (the document's own most central sentences),
// key points (sentences carrying facts: amounts, dates, numbers, schemes), recommendations
// (the directives it contains, with their deadlines) and the detected fields.
import { documentAnalysisTexts as texts, documentFieldLabels, pickText } from "@sachiv/content";
import type { TDocumentAnalysis, TLanguage } from "@sachiv/contracts";
import { searchTokens } from "../../lib/text/normalise.ts";
import { detectFields, splitSentences, type TField } from "./fields.ts";

const SUMMARY_SENTENCES = 3;
const KEY_POINTS = 5;
const MAX_RECOMMENDATIONS = 5;
const SENTENCE_MAX_CHARS = 300;
/** Long documents: sentences after this many are not scored (speed; the start matters most). */
const MAX_SENTENCES = 4000;

// A sentence that tells someone to do something (Hindi and English).
const DIRECTIVE =
  /करें|कराएं|कराएँ|करायें|कराना|किया जाए|की जाए|किए जाएं|सुनिश्चित|अनिवार्य|आवश्यक|जमा कर|भेजें|भेजना|उपलब्ध कराएं|प्रस्तुत कर|अनुरोध है|निर्देश|must|should|shall|ensure|submit|required|requested to|directed to|are advised/i;
const DEADLINE_WORDS = /तक|से पहले|से पूर्व|अंतिम तिथि|last date|deadline|\bby\b|\bbefore\b|\btill\b|\buntil\b/i;
// Letter furniture that is never the substance: addressee lines, signatures, copy lists.
const BOILERPLATE = /^(?:सेवा में|प्रतिलिपि|भवदीय|आज्ञा से|ह०|हस्ताक्षर|To,?$|Copy to|Yours (?:faithfully|sincerely)|Sd\/-)/i;

type TSentence = { text: string; index: number; tokens: string[]; facts: number; directive: boolean };

const cut = (s: string) => (s.length > SENTENCE_MAX_CHARS ? `${s.slice(0, SENTENCE_MAX_CHARS).trimEnd()}…` : s);

// The head of a letter: letterhead, reference and date, subject (the summary's intro says it),
// addressee and salutation. Never the first sentence of a summary (issue 21, item 9).
const LETTER_HEAD =
  /^\s*(?:कार्यालय|Office of|भारत सरकार|Government of|[^\s।]+ सरकार\s*$|पत्रांक|पत्र\s*(?:सं|संख्या|क्रमांक)|ज्ञापांक|क्रमांक\s*[:：]|Ref(?:erence)?\.?\s*No|Letter\s*No|Memo\s*No|No\.\s*[A-Z0-9]|दिनांक|Dated?\s*[:：]|विषय|Subject|Sub\.?\s*[:：]|संदर्भ|सन्दर्भ|सेवा में|To,?\s*$|प्रिय|महोदय|महोदया|Sir|Madam|Dear)/i;
/** An addressee's line under "सेवा में": short, no sentence end. */
const ADDRESS_LINE = /^[^।.!?]{1,60}$/;

/** The letter without its head: lines from the top while they are letterhead, reference, subject, address or salutation. */
export function withoutLetterHead(text: string): string {
  const lines = text.split("\n");
  let i = 0;
  let inAddress = false;
  for (; i < Math.min(lines.length, 20); i++) {
    const line = lines[i]!.trim();
    if (line === "") {
      inAddress = false;
      continue;
    }
    if (LETTER_HEAD.test(line)) {
      inAddress = /^\s*(?:सेवा में|To,?)\s*[,:]?\s*$/i.test(line);
      continue;
    }
    if (inAddress && ADDRESS_LINE.test(line)) continue;
    break;
  }
  // A head alone (a notice with nothing under it) stays: better a letterhead than nothing.
  const rest = lines.slice(i).join("\n").trim();
  return rest.length > 0 ? rest : text;
}

function sentencesOf(text: string): TSentence[] {
  return splitSentences(withoutLetterHead(text))
    .slice(0, MAX_SENTENCES)
    .filter((s) => s.replace(/[\s\p{P}\p{S}\d]/gu, "").length >= 12 && !BOILERPLATE.test(s))
    .map((s, index) => ({
      text: s.replace(/[ \t\u00a0]+/g, " "),
      index,
      tokens: searchTokens(s),
      facts: detectFields(s).filter((f) => f.kind !== "subject").length,
      directive: DIRECTIVE.test(s),
    }));
}

/**
 * Centrality by shared vocabulary (a TextRank-like single pass): a sentence scores the summed
 * document frequency of its distinct words, normalised by length, plus bonuses for facts, for
 * directives and for coming early (letters state their purpose first).
 */
function rank(sentences: TSentence[]): TSentence[] {
  const df = new Map<string, number>();
  for (const s of sentences) for (const t of new Set(s.tokens)) df.set(t, (df.get(t) ?? 0) + 1);
  const score = (s: TSentence) => {
    const distinct = [...new Set(s.tokens)];
    if (distinct.length === 0) return 0;
    const shared =
      distinct.reduce((sum, t) => sum + Math.log(1 + (df.get(t) ?? 0)), 0) / Math.sqrt(distinct.length + 4);
    const position = 1 + 0.6 / (1 + s.index / 3);
    return shared * position + s.facts * 0.8 + (s.directive ? 0.8 : 0);
  };
  return [...sentences]
    .map((s) => ({ s, score: score(s) }))
    .sort((a, b) => b.score - a.score || a.s.index - b.s.index)
    .map((x) => x.s);
}

function labelled(fields: TField[], language: TLanguage) {
  return fields.map((f) => ({ field_name: pickText(documentFieldLabels[f.kind], language), value: f.value }));
}

function recommendations(sentences: TSentence[], fields: TField[], language: TLanguage): string[] {
  const out: string[] = [];
  const directives = sentences.filter((s) => s.directive);
  // Deadlines first: they are what an official must not miss.
  for (const s of directives) {
    const deadline = detectFields(s.text).find((f) => f.kind === "deadline");
    if (deadline && DEADLINE_WORDS.test(s.text))
      out.push(pickText(texts.deadlineAction, language, { date: deadline.value, action: cut(s.text) }));
  }
  for (const s of directives) {
    if (out.length >= MAX_RECOMMENDATIONS) break;
    if (out.some((r) => r.includes(cut(s.text)))) continue;
    out.push(pickText(texts.action, language, { action: cut(s.text) }));
  }
  const reference = fields.find((f) => f.kind === "reference");
  if (reference && out.length < MAX_RECOMMENDATIONS)
    out.push(pickText(texts.referenceKeep, language, { reference: reference.value }));
  const scheme = fields.find((f) => f.kind === "scheme");
  if (scheme && out.length < MAX_RECOMMENDATIONS)
    out.push(pickText(texts.schemeCheck, language, { scheme: scheme.value }));
  const amounts = fields.filter((f) => f.kind === "amount").map((f) => f.value);
  if (amounts.length > 0 && out.length < MAX_RECOMMENDATIONS)
    out.push(pickText(texts.amountCheck, language, { amounts: amounts.slice(0, 3).join(", ") }));
  if (out.length === 0) out.push(pickText(texts.readCarefully, language));
  return out.slice(0, MAX_RECOMMENDATIONS);
}

const FORMAT_NAMES: Record<string, string> = {
  jpg: "photo",
  png: "photo",
  gif: "photo",
  bmp: "photo",
  webp: "photo",
  tif: "photo",
};

export function analyseOffline(
  text: string,
  language: TLanguage,
  about: { format: string; pages: number },
): TDocumentAnalysis {
  const fields = detectFields(text);
  const sentences = sentencesOf(text);
  const ranked = rank(sentences);
  const summarySentences = ranked.slice(0, SUMMARY_SENTENCES).sort((a, b) => a.index - b.index);
  const subject = fields.find((f) => f.kind === "subject");
  const intro = subject
    ? pickText(texts.aboutSubject, language, { subject: subject.value })
    : pickText(texts.aboutFile, language, {
        format: FORMAT_NAMES[about.format] ?? about.format.toUpperCase(),
        pages: about.pages,
      });
  const summary = [intro, ...summarySentences.map((s) => cut(s.text))].join("\n");
  const inSummary = new Set(summarySentences.map((s) => s.index));
  const keyPoints = ranked
    .filter((s) => s.facts > 0 || s.directive)
    .filter((s) => !inSummary.has(s.index) && !/^\s*(?:विषय|Subject|Sub\.?)\s*[:-]/i.test(s.text))
    .slice(0, KEY_POINTS)
    .sort((a, b) => a.index - b.index)
    .map((s) => cut(s.text));
  return {
    main_information: summary,
    fields_detected: labelled(fields, language),
    suggestions: recommendations(sentences, fields, language),
    key_points:
      keyPoints.length > 0
        ? keyPoints
        : ranked.slice(SUMMARY_SENTENCES, SUMMARY_SENTENCES + KEY_POINTS).map((s) => cut(s.text)),
  };
}

export { labelled as labelFields };
