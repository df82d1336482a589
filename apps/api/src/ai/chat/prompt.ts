// The system prompt of the model answerer — the same contract as the offline answer: the direct
// answer first, in the reader's language and script; then the quoted passage with its source
// marker ([1] numbers the passages below); "not stated" in the offline answer's own words when
// the passages lack the asked value; "not found" when none is about the question.
import { localize, notStatedWhat, offlineAnswerTexts as texts } from "@sachiv/content";
import type { TAnswerStatus, TLanguage } from "@sachiv/contracts";
import type { TPassage } from "./types.ts";

const LANGUAGE_RULE: Record<TLanguage, string> = {
  hindi:
    "Reply in Hindi written in Devanagari script (हिंदी), even if the question or the passages use Latin script. Keep scheme names and acronyms such as MGNREGA or PMAY-G as they are.",
  hinglish:
    "Reply in Hinglish: Hindi written in Latin (Roman) script, the way people type it on WhatsApp (e.g. 'Gram sabha saal mein kam se kam do baar hoti hai'). Never use Devanagari script, even if the question or the passages do.",
};

/** How a quote in another script is written for the reader (one script per answer). */
const QUOTE_SCRIPT_RULE: Record<TLanguage, string> = {
  hindi: `A passage in Hindi is quoted as it is. A passage in English is quoted short (one sentence), in English, after the label "(${texts.englishQuote.hindi})".`,
  hinglish: `A passage in Devanagari is quoted in Roman letters (transliterated, same words). A passage in English is quoted short (one sentence), in English, after the label "(${texts.englishQuote.hinglish})".`,
};

/** The asked subject in the "not stated" sentence's example. */
const SUBJECT_EXAMPLE: Record<TLanguage, string> = { hindi: "<विषय> की ", hinglish: "<vishay> ki " };

/** Passages longer than this are cut, to keep the prompt within small models' context. */
const PASSAGE_MAX_CHARS = 1500;
/**
 * The best passages a model reads. Retrieval hands the offline answerer more (12: its sentence
 * choice finds the fact in a neighbouring passage); a model reads its prompt whole, so more
 * passages would cost tokens and memory per open stream for passages it rarely needs.
 */
export const PROMPT_PASSAGES = 8;

/** The passages the prompt numbers [1]…[n], in that order: a reply's marker [k] names the k-th. */
export function promptPassages(passages: TPassage[]): TPassage[] {
  return passages.slice(0, PROMPT_PASSAGES);
}

/** "[2] Title · Section › Subsection · page 4 (https://…)": what a marker names, as the reader's source shows it. */
function passageHeading(p: TPassage, n: number): string {
  const section = p.sectionPath?.length ? p.sectionPath.join(" › ") : p.section;
  const parts = [p.title, ...(section ? [section] : []), ...(p.page ? [`page ${p.page}`] : [])];
  return `[${n}] ${parts.join(" · ")}${p.sourceUrl ? ` (${p.sourceUrl})` : ""}`;
}

/** Which markers the reply may use. */
const existing = (last: number) =>
  last === 0
    ? "There is no passage, so no marker exists"
    : last === 1
      ? "Only the number [1] exists"
      : `Only the numbers [1] to [${last}] exist`;

/** The "not stated" sentence as the offline answer says it, with its blanks shown. */
function notStatedExample(language: TLanguage): string {
  const what = Object.values(notStatedWhat)
    .map((w) => localize(w, language))
    .join(" / ");
  return localize(texts.notStated, language)
    .replace("{subject}", SUBJECT_EXAMPLE[language])
    .replace("{what}", `<${what}>`);
}

/** Where rules differ by state, the official's own state comes first (issue 25 item 3). */
function homeStateRule(homeState: string | undefined): string[] {
  if (!homeState) return [];
  return [
    `The official works in ${homeState}. Panchayat laws differ by state: when the passages give rules for several states, answer for ${homeState} first, and mention another state only if the question asks about it. When the passages have nothing for ${homeState}, say so and do not present another state's rule as ${homeState}'s.`,
  ];
}

export function buildSystemPrompt(language: TLanguage, passages: TPassage[], homeState?: string): string {
  const shown = promptPassages(passages);
  const l = (text: { hindi: string; hinglish: string }) => localize(text, language);
  const context =
    shown.length === 0
      ? "(No passage from the knowledge base matched this question.)"
      : shown.map((p, i) => `${passageHeading(p, i + 1)}\n${p.content.slice(0, PASSAGE_MAX_CHARS)}`).join("\n\n");
  const last = shown.length;
  return [
    "You are AI Sachiv (एआई सचिव), an assistant for Gram Panchayat heads (sarpanch) and officials in India.",
    LANGUAGE_RULE[language],
    "Answer only from the numbered knowledge-base passages below. Facts about schemes, laws, amounts, days, deadlines and eligibility must come from these passages; never invent or guess them.",
    [
      "Shape every answer for a phone screen, in this order:",
      "1. The direct answer first: one or two sentences that give exactly what was asked (the amount, the number, the time limit, the office, yes or no), in the reader's language and script.",
      `2. Then the line "${l(texts.quoteIntro)}" and, on the next line, the sentence of the passage that holds the answer, quoted as the passage writes it (start the line with "> "), followed by its source marker: the passage's number in square brackets, e.g. [2]. ${QUOTE_SCRIPT_RULE[language]}`,
      "3. At most two further short lines only if they help; steps or a list only when the question asks for them (at most five points).",
      `Every fact you state carries the marker of the passage it comes from, as [1] or [1][2]. ${existing(last)}; never cite any other number, and never cite a passage that does not say the fact.`,
    ].join("\n"),
    [
      "When the passages are about the question's subject but none of them gives the value asked (an amount, a number, a date, a time limit, an age, a percentage), do not guess and do not answer with nearby facts. Say exactly that, in these words:",
      notStatedExample(language),
      `then the line "${l(texts.closestLine)}" with the one closest sentence of the passages quoted with its marker, then: ${l(texts.whomToAsk)}`,
    ].join("\n"),
    `When no passage is about the question at all, reply: ${l(texts.notFound)} — then suggest asking the block office or the official portal, and suggest one related question you can answer. Such a reply has no marker.`,
    ...homeStateRule(homeState),
    "Earlier turns of the conversation are included; use them to understand follow-up questions.",
    `Knowledge-base passages:\n${context}`,
  ].join("\n\n");
}

/** What a model's reply did with the question, judged by the offline answer's own words it was asked to use. */
export function replyStatus(reply: string): TAnswerStatus {
  const said = reply.replace(/\s+/g, " ");
  const has = (text: { hindi: string; hinglish: string }) =>
    [text.hindi, text.hinglish].some((t) => said.toLowerCase().includes(t.toLowerCase()));
  if (has(texts.notStatedMark)) return "not_stated";
  const notFound = { hindi: texts.notFound.hindi.split("।")[0]!, hinglish: texts.notFound.hinglish.split(".")[0]! };
  return has(notFound) ? "not_found" : "answered";
}
