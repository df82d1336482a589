// The offline answerer (no model configured): a short structured reply composed from the most
// relevant sentences of the best passages, the glossary terms the question names, and the
// sources — in the user's language, streamed in word groups as a model would.
import { chatSuggestions, localize, offlineAnswerTexts as texts } from "@sachiv/content";
import type { TChatSource, TLanguage } from "@sachiv/contracts";
import { queryConcepts, type TConcept } from "../../lib/text/expand.ts";
import { isLexiconToken, searchTokens } from "../../lib/text/normalise.ts";
import { inReaderScript } from "../../lib/text/script.ts";
import { glossarySource, matchGlossary, passageSource, selectPassages } from "./sources.ts";
import { currentQuestion, type TChatInput, type TChatProvider, type TPassage } from "./types.ts";

const SENTENCES_FROM_BEST = 3;
const SENTENCES_FROM_OTHERS = 1;
const POINT_MAX_CHARS = 320;
const WORDS_PER_CHUNK = 3;

export type TOfflineAnswer = { text: string; sources: TChatSource[]; found: boolean };

/**
 * The points of a passage: its lines (a list item is one thought, often two sentences), with
 * headings, front matter and tables left out; an overlong line is split into sentences.
 */
function splitPoints(content: string): string[] {
  return content
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#") && !line.startsWith("---") && !line.startsWith("|"))
    .map((line) => line.replace(/^(?:[-*+]|\d+\.)\s+/, ""))
    .flatMap((line) => (line.length > POINT_MAX_CHARS ? line.split(/(?<=[।॥?!.])\s+/) : [line]))
    .filter((s) => s.length > 12);
}

function weight(token: string): number {
  if (isLexiconToken(token)) return 3;
  if (/^[0-9]+$/.test(token)) return 2;
  return Math.min(token.length, 5) / 2;
}

/**
 * The sentences sharing most (weighted) words with the question, in passage order. A word of
 * the question counts once per sentence, by its best form there: as asked, inflected, or
 * translated (मज़दूरी finds "Wages shall be paid…").
 */
function bestSentences(content: string, asked: TConcept[], count: number): string[] {
  const scored = splitPoints(content).map((sentence, index) => {
    const tokens = new Set(searchTokens(sentence));
    let score = 0;
    for (const concept of asked) {
      let best = 0;
      for (const a of concept.alternatives) if (tokens.has(a.term)) best = Math.max(best, a.weight * weight(a.term));
      score += best;
    }
    return { sentence, index, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((s) =>
      s.sentence.length > POINT_MAX_CHARS ? `${s.sentence.slice(0, POINT_MAX_CHARS).trimEnd()}…` : s.sentence,
    );
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

const sentenceKey = (s: string) => s.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, "");
const sameSentence = (a: string, b: string) => sentenceKey(a) === sentenceKey(b);

export function composeOfflineAnswer(question: string, passages: TPassage[], language: TLanguage): TOfflineAnswer {
  const chosen = selectPassages(question, passages);
  const terms = matchGlossary(question);
  if (chosen.length === 0 && terms.length === 0) return notFound(language);

  const asked = queryConcepts(question).concepts;
  // Quoted in the reader's script: a Hinglish reader gets a Hindi document's sentences romanised.
  const points = chosen
    .flatMap((p, i) => bestSentences(p.content, asked, i === 0 ? SENTENCES_FROM_BEST : SENTENCES_FROM_OTHERS))
    .map((s) => inReaderScript(s, language))
    // The same sentence in two documents (or two versions of one) is said once.
    .filter((s, i, all) => all.findIndex((t) => sameSentence(t, s)) === i);
  const glossaryLabel = localize(texts.glossary, language);
  const lines: string[] = [];
  if (points.length > 0) lines.push(localize(texts.intro, language), "", ...points.map((s) => `- ${s}`), "");
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
