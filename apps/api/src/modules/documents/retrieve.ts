// Which passages of one analysed document answer a question: the question's search tokens
// (Hindi and Hinglish spellings meet, as in the knowledge base) weighted by their rarity across
// the document's passages. Small enough to rank in memory.
import { queryTokens, searchTokens } from "../../lib/text/normalise.ts";

export type TDocChunk = { ordinal: number; content: string; searchText: string };
export type TRankedChunk = TDocChunk & { relevance: number };

export const MIN_PASSAGE_RELEVANCE = 0.15;

export function rankChunks(question: string, chunks: TDocChunk[], limit = 4): TRankedChunk[] {
  const asked = queryTokens(question);
  if (asked.length === 0 || chunks.length === 0) return [];
  const sets = chunks.map((c) => new Set(c.searchText.split(" ")));
  const idf = new Map(
    asked.map((t) => [t, Math.log(1 + (chunks.length + 0.5) / (sets.filter((s) => s.has(t)).length + 0.5))]),
  );
  const possible = [...idf.values()].reduce((a, b) => a + b, 0);
  return chunks
    .map((c, i) => ({
      ...c,
      relevance: asked.filter((t) => sets[i]!.has(t)).reduce((sum, t) => sum + idf.get(t)!, 0) / possible,
    }))
    .filter((c) => c.relevance >= MIN_PASSAGE_RELEVANCE)
    .sort((a, b) => b.relevance - a.relevance || a.ordinal - b.ordinal)
    .slice(0, limit);
}

/** The sentences of the passages that share most (rarity-weighted) words with the question. */
export function bestSentences(
  question: string,
  passages: TRankedChunk[],
  count = 3,
): { sentence: string; ordinal: number }[] {
  const asked = new Set(queryTokens(question));
  const scored = passages.flatMap((p) =>
    p.content
      .split(/(?<=[।॥?!.])\s+|\n+/)
      .map((s) => s.replace(/[ \t]+/g, " ").trim())
      .filter((s) => s.length > 8)
      .map((sentence, index) => {
        const tokens = new Set(searchTokens(sentence));
        let score = 0;
        for (const t of tokens) if (asked.has(t)) score += /^[0-9]+$/.test(t) ? 2 : Math.min(t.length, 5) / 2;
        return { sentence, ordinal: p.ordinal, index, score };
      }),
  );
  const seen = new Set<string>();
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.ordinal - b.ordinal || a.index - b.index)
    .filter((s) => !seen.has(s.sentence) && seen.add(s.sentence))
    .slice(0, count)
    .sort((a, b) => a.ordinal - b.ordinal || a.index - b.index)
    .map(({ sentence, ordinal }) => ({ sentence, ordinal }));
}
