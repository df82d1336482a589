// The passages an answer is grounded in: the question's own search, and with a model that
// rewrites questions, its Hindi and English queries too, fused by reciprocal rank.
import type { TChatProvider, TPassage } from "../../ai/chat/index.ts";
import type { TEmbedder } from "../../ai/embeddings/types.ts";
import type { TDb } from "../../db/client.ts";
import { fuseByReciprocalRank, searchChunks } from "./retrieve.ts";
import type { TSearchHit } from "./types.ts";

const PASSAGES = 8;

/**
 * Passages for a question; a retrieval failure leaves the answerer without passages, not down.
 * With a model that rewrites questions, its Hindi and English search queries are searched beside
 * the question as asked and the lists fused by reciprocal rank (a passage keeps its best
 * relevance); a failed or slow rewrite leaves the question's own search.
 */
export async function retrievePassages(
  db: TDb,
  question: string,
  log: (msg: string, err?: unknown) => void,
  embedder?: TEmbedder,
  rewriteQuery?: TChatProvider["rewriteQuery"],
): Promise<TPassage[]> {
  const search = (q: string) => searchChunks(db, q, { limit: PASSAGES, embedder, log });
  try {
    const asked = search(question);
    if (!rewriteQuery) return await asked;
    asked.catch(() => {}); // awaited below, after the rewrite
    const queries = await rewriteQuery(question).catch(() => null);
    const extra = [queries?.hindi, queries?.english].filter((q): q is string => Boolean(q?.trim()) && q !== question);
    const lists = await Promise.all([asked, ...extra.map(search)]);
    if (lists.length === 1) return lists[0];
    const byId = new Map<string, TSearchHit>();
    for (const hit of lists.flat()) {
      const seen = byId.get(hit.chunkId);
      if (!seen || hit.relevance > seen.relevance)
        byId.set(hit.chunkId, seen ? { ...seen, relevance: hit.relevance } : hit);
    }
    return fuseByReciprocalRank(lists)
      .slice(0, PASSAGES)
      .map(({ chunkId, score }) => ({ ...byId.get(chunkId)!, score }));
  } catch (err) {
    log("chat: retrieval failed", err);
    return [];
  }
}
