// Sentence splitting for speech: lets a reply be spoken sentence by sentence while it still streams.
import { toSpeakable } from "../markdown/strip";

// Sentence ends: Latin . ! ? and the Devanagari danda / double danda, followed by a space or a
// line break. A line break alone also ends a "sentence" (list items, headings).
const SENTENCE_END = /([.!?।॥]+["')\]]*)(\s+)|(\n+)/g;
// "Rs. 500", "No. 3", "Dr. Sharma", "e.g. this" must not be cut.
const ABBREVIATIONS = /(?:^|\s)(?:rs|no|dr|mr|mrs|ms|sh|smt|st|vs|etc|e\.g|i\.e|govt|dept|approx)\.$/i;

// "1. " at the start of a line numbers a list item; it ends nothing.
const LIST_NUMBER = /(?:^|\n)\s*\d+\.$/;

/**
 * Splits streamed text into complete sentences and the unfinished rest. Call it with everything
 * received so far that has not been taken yet; when the stream ends, speak the rest as well.
 */
export function takeSentences(text: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  let start = 0;
  SENTENCE_END.lastIndex = 0;
  for (let match = SENTENCE_END.exec(text); match; match = SENTENCE_END.exec(text)) {
    const end = match.index + (match[1]?.length ?? 0);
    const candidate = text.slice(start, end);
    if (match[1] && (ABBREVIATIONS.test(candidate) || LIST_NUMBER.test(candidate))) continue;
    const sentence = toSpeakable(candidate);
    if (sentence) sentences.push(sentence);
    start = match.index + match[0].length;
  }
  return { sentences, rest: text.slice(start) };
}

/** The whole reply as speakable sentences (replaying a finished message). */
export function splitSentences(text: string): string[] {
  const { sentences, rest } = takeSentences(text);
  const last = toSpeakable(rest);
  return last ? [...sentences, last] : sentences;
}
