// The part of a passage to show under an answer: the sentence that shares most search tokens
// with the question, with what follows it, up to a few hundred characters.
import { searchTokens } from "./normalise.ts";

const SNIPPET_LENGTH = 280;

function splitSentences(text: string): string[] {
  const lines = text.split(/(?<=[।॥?!.])\s+|\n+/).map((s) => s.trim()).filter(Boolean);
  // Markdown headings repeat the title; show them only when a passage has nothing else.
  const body = lines.filter((s) => !s.startsWith("#"));
  return body.length > 0 ? body : lines.map((s) => s.replace(/^#+\s*/, ""));
}

export function makeSnippet(content: string, queryTokenSet: ReadonlySet<string>, length = SNIPPET_LENGTH): string {
  const sentences = splitSentences(content);
  if (sentences.length === 0) return "";
  let best = 0;
  let bestScore = -1;
  sentences.forEach((s, i) => {
    const score = new Set(searchTokens(s).filter((t) => queryTokenSet.has(t))).size;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  let text = sentences[best]!;
  for (let i = best + 1; i < sentences.length && text.length + sentences[i]!.length < length; i++) text += ` ${sentences[i]}`;
  if (text.length > length) {
    const cut = text.lastIndexOf(" ", length);
    text = `${text.slice(0, cut > length / 2 ? cut : length)}…`;
  }
  return best > 0 ? `…${text}` : text;
}
