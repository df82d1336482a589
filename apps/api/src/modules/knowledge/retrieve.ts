// Retrieval: full-text search over the normalised and original words of every chunk, plus
// pgvector similarity when an embeddings provider and the vector store are available, fused by
// reciprocal rank. User text only ever reaches SQL as bound parameters.
import { Prisma, type TDb } from "../../db/client.ts";
import { queryConcepts, SURFACE_WEIGHT } from "../../lib/text/expand.ts";
import { queryTokens } from "../../lib/text/normalise.ts";
import { CACHE_MAX, CACHE_MS, searchCache } from "./search-cache.ts";
import type { TEmbedder } from "../../ai/embeddings/types.ts";
import type { TSearchHit, TSearchOptions } from "./types.ts";
import { makeSnippet } from "./snippet.ts";
import { currentChunkSql } from "./superseded.ts";
import { modelOf, searchEmbeddings, vectorStoreReady } from "./vector-store.ts";

export type { TSearchHit, TSearchOptions } from "./types.ts";

/** The usual constant of reciprocal rank fusion (Cormack et al.): damps the weight of rank 1. */
export const RRF_K = 60;
const CANDIDATES = 50;
// ts_rank of one term is about 0.06–0.1: occurrences matter far less than which terms match.
const TF_BOOST = 2;

type TRanked = { chunkId: string }[];
type TPassageRow = { documentId: string; content: string; title: string; sourceUrl: string | null };
type TTextRanked = ({ chunkId: string; relevance: number } & Partial<TPassageRow>)[];

/**
 * Full-text ranking, BM25-like over concepts (see expand.ts): each concept of the question that a
 * chunk contains adds the inverse document frequency of its best-matching alternative (weighted:
 * a translation or an inflected form counts less than the word as asked), so a rare word like
 * "jobcard" outweighs "panchayat", which every passage has; how often it occurs (ts_rank) adds a
 * little, to break ties. `relevance` is the idf-weighted share of the question's concepts that
 * the chunk contains (concepts no chunk has count too).
 */
async function searchFullText(db: TDb, query: string, limit: number, withPassages = false): Promise<TTextRanked> {
  const { concepts, surface } = queryConcepts(query);
  const terms: string[] = [];
  const weights: number[] = [];
  const conceptIds: number[] = [];
  concepts.forEach((c, i) =>
    c.alternatives.forEach((a) => {
      terms.push(a.term);
      weights.push(a.weight);
      conceptIds.push(i);
    }),
  );
  surface.forEach((w, i) => {
    terms.push(w);
    weights.push(SURFACE_WEIGHT);
    // An exact spelling is a bonus to the score, not part of the relevance.
    conceptIds.push(concepts.length + i);
  });
  if (terms.length === 0) return [];
  // plainto_tsquery: a term can never be read as tsquery syntax, whatever it holds. Each term's
  // matching chunks are read once (GIN index) for both its document frequency and the scores;
  // ts_rank, the costly part, is computed only for the best candidates.
  const rows = await db.$queryRaw<({ chunkId: string; relevance: number } & Partial<TPassageRow>)[]>`
    WITH terms AS (
      SELECT t.i, plainto_tsquery('simple', t.term) AS q, t.weight, t.concept
      FROM unnest(${terms}::text[], ${weights}::float8[], ${conceptIds}::int[]) WITH ORDINALITY AS t(term, weight, concept, i)
    ),
    hits AS (
      -- Passages of superseded documents are not searched (knowledge/superseded.ts).
      SELECT t.i, c.id AS chunk_id FROM terms t JOIN knowledge_chunks c ON c.search_vector @@ t.q
      WHERE numnode(t.q) > 0 AND ${Prisma.raw(currentChunkSql("c.id"))}
    ),
    df AS (SELECT i, count(*)::float8 AS df FROM hits GROUP BY i),
    total AS (SELECT count(*)::float8 AS n FROM knowledge_chunks),
    idf AS (
      SELECT t.i, t.q, t.concept, coalesce(df.df, 0) AS df,
             t.weight * ln(1 + (total.n - coalesce(df.df, 0) + 0.5) / (coalesce(df.df, 0) + 0.5)) AS w
      FROM terms t LEFT JOIN df ON df.i = t.i CROSS JOIN total
      WHERE numnode(t.q) > 0
    ),
    -- A concept no passage has counts like an average concept of the question, not like the
    -- rarest word there could be: its idf would depend on the size of the knowledge base alone.
    per_concept AS (
      SELECT concept, max(w) FILTER (WHERE df > 0) AS m FROM idf WHERE concept < ${concepts.length} GROUP BY concept
    ),
    possible AS (
      SELECT coalesce(sum(m), 0) + count(*) FILTER (WHERE m IS NULL) * coalesce(avg(m), 1) AS w FROM per_concept
    ),
    matched AS (
      SELECT h.chunk_id, idf.concept, max(idf.w) AS w
      FROM hits h JOIN idf ON idf.i = h.i
      GROUP BY h.chunk_id, idf.concept
    ),
    candidates AS (
      SELECT chunk_id, sum(w) AS base, coalesce(sum(w) FILTER (WHERE concept < ${concepts.length}), 0) AS rel
      FROM matched GROUP BY chunk_id
      ORDER BY base DESC, chunk_id
      LIMIT ${Math.max(limit * 4, CANDIDATES)}
    ),
    tf AS (
      SELECT x.chunk_id, sum(x.tf) AS tf FROM (
        SELECT cand.chunk_id, idf.concept, max(idf.w * ts_rank(c.search_vector, idf.q)) AS tf
        FROM candidates cand
        JOIN knowledge_chunks c ON c.id = cand.chunk_id
        JOIN hits h ON h.chunk_id = cand.chunk_id
        JOIN idf ON idf.i = h.i
        GROUP BY cand.chunk_id, idf.concept
      ) x GROUP BY x.chunk_id
    ),
    ranked AS (
      SELECT cand.chunk_id AS "chunkId", (cand.rel / possible.w)::float8 AS relevance,
             cand.base + ${TF_BOOST} * coalesce(tf.tf, 0) AS score
      FROM candidates cand CROSS JOIN possible LEFT JOIN tf ON tf.chunk_id = cand.chunk_id
      ORDER BY score DESC, cand.chunk_id
      LIMIT ${limit}
    )
    SELECT r."chunkId", r.relevance,
           CASE WHEN ${withPassages} THEN c.document_id END AS "documentId",
           CASE WHEN ${withPassages} THEN c.content END AS content,
           CASE WHEN ${withPassages} THEN d.title END AS title,
           CASE WHEN ${withPassages} THEN d.source_url END AS "sourceUrl"
    FROM ranked r
    JOIN knowledge_chunks c ON c.id = r."chunkId"
    JOIN knowledge_documents d ON d.id = c.document_id
    ORDER BY r.score DESC, r."chunkId"`;
  return rows.map((r) => ({ ...r, relevance: Number(r.relevance) }));
}

async function searchVectors(
  db: TDb,
  query: string,
  embedder: TEmbedder,
  limit: number,
  log: (m: string) => void,
): Promise<TRanked> {
  if (!(await vectorStoreReady(db, log))) return [];
  try {
    const [vector] = await embedder.embed([query]);
    if (!vector) return [];
    return await searchEmbeddings(db, modelOf(embedder), vector, limit);
  } catch (err) {
    // The provider being down must not take search down with it.
    log(`knowledge: vector search skipped: ${(err as Error).message}`);
    return [];
  }
}

/** Reciprocal rank fusion: score(d) = Σ over lists of 1 / (k + rank of d in that list). */
export function fuseByReciprocalRank(lists: TRanked[], k = RRF_K): { chunkId: string; score: number }[] {
  const scores = new Map<string, number>();
  for (const list of lists) {
    list.forEach((item, i) => scores.set(item.chunkId, (scores.get(item.chunkId) ?? 0) + 1 / (k + i + 1)));
  }
  return [...scores.entries()]
    .map(([chunkId, score]) => ({ chunkId, score }))
    .sort((a, b) => b.score - a.score || a.chunkId.localeCompare(b.chunkId));
}

export async function searchChunks(db: TDb, query: string, options: TSearchOptions = {}): Promise<TSearchHit[]> {
  const limit = Math.max(1, Math.min(options.limit ?? 5, CANDIDATES));
  const text = query.slice(0, 2000); // a question, not a document
  let cache = searchCache.get(db);
  if (!cache) {
    cache = new Map();
    searchCache.set(db, cache);
  }
  // Keyed by the text as asked (normalising it costs more than the lookup saves).
  const key = `${limit}|${options.embedder ? modelOf(options.embedder) : ""}|${text.trim().toLowerCase()}`;
  const now = Date.now();
  const cached = cache.get(key);
  if (cached && cached.until > now) return cached.hits;
  const hits = search(db, text, limit, options);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, { until: now + CACHE_MS, hits });
  // A failed search is not remembered.
  hits.catch(() => cache.delete(key));
  return hits;
}

async function search(db: TDb, text: string, limit: number, options: TSearchOptions): Promise<TSearchHit[]> {
  const log = options.log ?? (() => {});
  const tokenSet = new Set(queryTokens(text));
  if (!options.embedder) {
    // Full-text only: ranks and passages in one round trip.
    const lexical = await searchFullText(db, text, limit, true);
    return lexical.flatMap((r, i) =>
      r.documentId === undefined || r.content === undefined || r.title === undefined
        ? []
        : [
            {
              chunkId: r.chunkId,
              documentId: r.documentId,
              title: r.title,
              sourceUrl: r.sourceUrl ?? null,
              snippet: makeSnippet(r.content, tokenSet),
              content: r.content,
              score: 1 / (RRF_K + i + 1),
              matchedBy: ["text" as const],
              relevance: Math.round(r.relevance * 1000) / 1000,
            },
          ],
    );
  }
  const [lexical, semantic] = await Promise.all([
    searchFullText(db, text, CANDIDATES),
    options.embedder ? searchVectors(db, text, options.embedder, CANDIDATES, log) : Promise.resolve([]),
  ]);
  const fused = fuseByReciprocalRank([lexical, semantic]).slice(0, limit);
  const relevance = new Map(lexical.map((r) => [r.chunkId, r.relevance]));
  const inVector = new Set(semantic.map((r) => r.chunkId));
  if (fused.length === 0) return [];

  const rows = await db.knowledgeChunk.findMany({
    where: { id: { in: fused.map((f) => f.chunkId) } },
    select: { id: true, documentId: true, content: true, document: { select: { title: true, sourceUrl: true } } },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return fused.flatMap(({ chunkId, score }) => {
    const row = byId.get(chunkId);
    if (!row) return []; // deleted between the two queries
    return [
      {
        chunkId,
        documentId: row.documentId,
        title: row.document.title,
        sourceUrl: row.document.sourceUrl,
        snippet: makeSnippet(row.content, tokenSet),
        content: row.content,
        score,
        matchedBy: [
          ...(relevance.has(chunkId) ? ["text" as const] : []),
          ...(inVector.has(chunkId) ? ["vector" as const] : []),
        ],
        relevance: Math.round((relevance.get(chunkId) ?? 0) * 1000) / 1000,
      },
    ];
  });
}
