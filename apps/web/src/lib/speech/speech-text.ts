// What of a reply the voice reads: the answer, not its apparatus. Source lists (from a "स्रोत:" /
// "Sources:" heading to the end), citation marks [1], URLs and bare web addresses, markdown link
// targets, and the notes that say how the answer was made (answered without a model, quoted from
// the document) are left out. The reply speaker runs every sentence through one filter per reply;
// relative imports only, so the bench can measure the same text.
import { documentAnswerTexts, offlineAnswerTexts } from "@sachiv/content";
import { toSpeakable } from "../markdown/strip";
import { splitSentences } from "./sentences";

/** A line that opens the list of sources: everything from it on is not read. */
const SOURCES_HEADING = /^(?:स्रोत|सन्दर्भ|संदर्भ|sources?|srot|references?)\s*[:：]/iu;
/** [1], [2, 3], [1][2]: which passage a fact came from. */
const CITATION = /\s*\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]/g;
/** Web addresses without a scheme: nrega.nic.in, www.example.org/path. */
const BARE_ADDRESS =
  /\b(?:www\.)?(?:[a-z0-9-]+\.)+(?:gov\.in|nic\.in|org\.in|co\.in|in|org|com|net)(?![a-z0-9])(?:\/\S*)?/gi;
/** "(अंश 3)" / "(Ansh 3)" after a quote: where in the document it stands. */
const PASSAGE_REF = new RegExp(
  `\\(\\s*(?:${[documentAnswerTexts.passage.hindi, documentAnswerTexts.passage.hinglish]
    .map((p) => p.replace("{n}", "").trim())
    .join("|")})\\s*\\d+\\s*\\)`,
  "giu",
);

/** Letters and digits only, lower case: how notes are compared, whatever marks surround them. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** The notes on how an answer was made, in both languages. */
const NOTES = [offlineAnswerTexts.offlineNote, documentAnswerTexts.offlineNote]
  .flatMap((note) => [note.hindi, note.hinglish])
  .map(bare);

/** True for a sentence that is (the start of) one of the notes on how the answer was made. */
export function isAnswerNote(sentence: string): boolean {
  const text = bare(sentence);
  return text.length >= 12 && NOTES.some((note) => note === text || note.startsWith(text) || text.startsWith(note));
}

export function isSourcesHeading(sentence: string): boolean {
  return SOURCES_HEADING.test(toSpeakable(sentence));
}

/** A sentence as the voice says it: no citation marks, addresses or passage numbers. */
export function cleanSentence(sentence: string): string {
  return toSpeakable(sentence.replace(CITATION, "").replace(PASSAGE_REF, "").replace(BARE_ADDRESS, ""))
    .replace(/\s+([,.;:!?।])/g, "$1")
    .replace(/\s*[—–-]\s*$/, "")
    .trim();
}

/**
 * A filter for one reply's sentences, in order: the spoken text of each, or null when it is not
 * read. Stateful: after a sources heading, nothing more of the reply is read.
 */
export function createSpeechFilter(): (sentence: string) => string | null {
  let inSources = false;
  return (sentence) => {
    if (inSources) return null;
    if (isSourcesHeading(sentence)) {
      inSources = true;
      return null;
    }
    if (isAnswerNote(sentence)) return null;
    const spoken = cleanSentence(sentence);
    return /[\p{L}\p{N}]/u.test(spoken) ? spoken : null;
  };
}

/** The sentences of a whole reply that the voice reads. */
export function speechSentences(markdown: string): string[] {
  const filter = createSpeechFilter();
  return splitSentences(markdown).flatMap((s) => filter(s) ?? []);
}
