// The part of a passage to show under an answer: the sentence that shares most search tokens
// with the question, with what follows it, up to a few hundred characters.
import { isLexiconToken, searchTokens } from "../../lib/text/normalise.ts";

const SNIPPET_LENGTH = 280;

function splitSentences(text: string): string[] {
  const lines = text
    .split(/(?<=[।॥?!.])\s+|\n+/)
    // Markdown emphasis and list markers are noise in a one-line preview.
    .map((s) =>
      s
        .replace(/\*\*|__/g, "")
        .replace(/^(?:[-*+]|\d+\.)\s+/, "")
        .trim(),
    )
    .filter(Boolean);
  // Markdown headings repeat the title; show them only when a passage has nothing else.
  const body = lines.filter((s) => !s.startsWith("#"));
  return body.length > 0 ? body : lines.map((s) => s.replace(/^#+\s*/, ""));
}

// Without corpus statistics at hand, rarity is guessed: a lexicon concept or a number says more
// than a short skeleton like "bn" (bana, bane, bina…).
function tokenWeight(token: string): number {
  if (isLexiconToken(token)) return 3;
  if (/^[0-9]+$/.test(token)) return 2;
  return Math.min(token.length, 5) / 2;
}

export function makeSnippet(content: string, queryTokenSet: ReadonlySet<string>, length = SNIPPET_LENGTH): string {
  const sentences = splitSentences(content);
  if (sentences.length === 0) return "";
  let best = 0;
  let bestScore = -1;
  sentences.forEach((s, i) => {
    let score = 0;
    for (const t of new Set(searchTokens(s))) if (queryTokenSet.has(t)) score += tokenWeight(t);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  let text = sentences[best]!;
  for (let i = best + 1; i < sentences.length && text.length + sentences[i]!.length < length; i++)
    text += ` ${sentences[i]}`;
  if (text.length > length) {
    const cut = text.lastIndexOf(" ", length);
    text = `${text.slice(0, cut > length / 2 ? cut : length)}…`;
  }
  return best > 0 ? `…${text}` : text;
}
