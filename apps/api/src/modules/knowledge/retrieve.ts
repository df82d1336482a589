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
import { rebuildTerms } from "./terms.ts";
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
 * Candidates for the exact ranking are drawn from the question's most selective terms only: the
 * index is read for the terms of highest weight (idf) while the passages they match add up to at
 * most this many, so a near-stopword ("panchayat", in most passages) is never joined whole; it is
 * still scored, on the candidates. Reading a passage found on the index costs ~2–5 µs (its row).
 */
export const HIT_BUDGET = 4000;
/**
 * The passages (best by their selective terms) scored exactly on every term. Each costs a read of
 * its search vector (TOAST, ~20–40 µs), unless its partial score shows it cannot be a candidate.
 */
export const SCORED_CANDIDATES = 300;
// ts_rank of one word (no weights set: every lexeme weighs D = 0.1) is below 0.1, so its share of
// a score is at most TF_BOOST * 0.1 of the idf it multiplies; a term of several words has no
// such bound below 1.
const MAX_TERM_RANK = 0.1;

type TTerm = { term: string; weight: number; concept: number };

/**
 * Document frequencies (passages of current documents holding the term; null when the term has
 * no word to search) and the number of all passages, from knowledge_terms (terms.ts). A term
 * of several words is counted on the index. A database whose counts were never taken gets them
 * now, once.
 */
async function termFrequencies(
  db: TDb,
  terms: string[],
): Promise<{ df: (number | null)[]; words: number[]; n: number }> {
  for (let attempt = 0; ; attempt++) {
    const rows = await db.$queryRaw<{ i: number; df: number | null; words: number; n: number | null }[]>`
      SELECT t.i::int AS i, cardinality(t.lx) AS words,
        CASE WHEN numnode(t.q) = 0 THEN NULL
             WHEN cardinality(t.lx) = 1 THEN coalesce((SELECT k.df FROM knowledge_terms k WHERE k.term = t.lx[1]), 0)
             ELSE (SELECT count(*) FROM knowledge_chunks c
                   WHERE c.search_vector @@ t.q AND ${Prisma.raw(currentChunkSql("c.id"))})::int
        END AS df,
        (SELECT k.df FROM knowledge_terms k WHERE k.term = '') AS n
      FROM (SELECT i, plainto_tsquery('simple', term) AS q, tsvector_to_array(to_tsvector('simple', term)) AS lx
            FROM unnest(${terms}::text[]) WITH ORDINALITY AS u(term, i)) t
      ORDER BY t.i`;
    const n = rows[0]?.n;
    if ((n === null || n === undefined) && attempt === 0) {
      await rebuildTerms(db);
      continue;
    }
    return {
      df: rows.map((r) => (r.df === null ? null : Number(r.df))),
      words: rows.map((r) => Number(r.words)),
      n: Number(n ?? 0),
    };
  }
}

/**
 * Full-text ranking, BM25-like over concepts (see expand.ts): each concept of the question that a
 * chunk contains adds the inverse document frequency of its best-matching alternative (weighted:
 * a translation or an inflected form counts less than the word as asked), so a rare word like
 * "jobcard" outweighs "panchayat", which every passage has; how often it occurs (ts_rank) adds a
 * little, to break ties. `relevance` is the idf-weighted share of the question's concepts that
 * the chunk contains (concepts no chunk has count too).
 *
 * Document frequencies come from knowledge_terms; candidates from the selective terms (HIT_BUDGET,
 * SCORED_CANDIDATES), scored exactly on every term; ts_rank only where it can change the order.
 */
async function searchFullText(db: TDb, query: string, limit: number, withPassages = false): Promise<TTextRanked> {
  const { concepts, surface } = queryConcepts(query);
  const terms: TTerm[] = [];
  concepts.forEach((c, i) => c.alternatives.forEach((a) => terms.push({ term: a.term, weight: a.weight, concept: i })));
  // An exact spelling is a bonus to the score, not part of the relevance.
  surface.forEach((w, i) => terms.push({ term: w, weight: SURFACE_WEIGHT, concept: concepts.length + i }));
  if (terms.length === 0) return [];
  const { df, words, n } = await termFrequencies(
    db,
    terms.map((t) => t.term),
  );
  // Terms with no word to search are no part of the question; the others weigh their idf.
  const scored = terms.flatMap((t, i) => {
    const d = df[i];
    return d === null || d === undefined
      ? []
      : [{ ...t, df: d, words: words[i] ?? 1, w: t.weight * Math.log(1 + (n - d + 0.5) / (d + 0.5)) }];
  });
  // A concept no passage has counts like an average concept of the question, not like the
  // rarest word there could be: its idf would depend on the size of the knowledge base alone.
  const best = new Map<number, number | null>();
  for (const t of scored) {
    if (t.concept >= concepts.length) continue;
    const m = best.get(t.concept) ?? null;
    if (t.df > 0) best.set(t.concept, m === null ? t.w : Math.max(m, t.w));
    else if (!best.has(t.concept)) best.set(t.concept, null);
  }
  const found = [...best.values()].filter((m) => m !== null);
  const average = found.length > 0 ? found.reduce((a, b) => a + b, 0) / found.length : 1;
  const possible = found.reduce((a, b) => a + b, 0) + (best.size - found.length) * average;

  // Only terms some passage has can match. The most selective of them, while their passages fit
  // the budget, give the candidates.
  const live = scored.filter((t) => t.df > 0);
  if (live.length === 0 || possible <= 0) return [];
  const rankBound = live.every((t) => t.words === 1) ? MAX_TERM_RANK : 1;
  // Candidates from the most selective terms while their passages fit the budget.
  const byWeight = [...live].sort((a, b) => b.w - a.w || a.df - b.df);
  const selective = new Set<TLiveTerm>();
  let hits = 0;
  for (const t of byWeight) {
    if (selective.size > 0 && hits + t.df > HIT_BUDGET) continue;
    selective.add(t);
    hits += t.df;
  }
  const rows = await rankCandidates(db, { live, selective, concepts: concepts.length, limit, withPassages, rankBound });
  return rows.map((r) => ({ ...r, relevance: Number(r.relevance) / possible }));
}

type TLiveTerm = TTerm & { df: number; w: number };

/** The most a passage can score by terms outside `selective`: each concept's best weight there. */
function restOf(live: TLiveTerm[], selective: Set<TLiveTerm>): number {
  const best = new Map<number, number>();
  for (const t of live) if (!selective.has(t)) best.set(t.concept, Math.max(best.get(t.concept) ?? 0, t.w));
  return [...best.values()].reduce((a, b) => a + b, 0);
}

/**
 * The ranking: passages holding a `selective` term (read on the index), the best
 * SCORED_CANDIDATES of them by those terms scored exactly on every term, the best of those by
 * ts_rank too.
 */
async function rankCandidates(
  db: TDb,
  o: {
    live: TLiveTerm[];
    selective: Set<TLiveTerm>;
    concepts: number;
    limit: number;
    withPassages: boolean;
    rankBound: number;
  },
): Promise<TTextRanked> {
  const { live, selective, limit, withPassages } = o;
  const rest = restOf(live, selective);
  const candidateCount = Math.max(limit * 4, CANDIDATES);
  // On a small table the planner prefers to scan every passage and test each vector (a TOAST
  // read) against each term over reading the index; it must read the index whatever the size.
  const [, rows] = await db.$transaction([
    db.$executeRaw`SET LOCAL enable_seqscan = off`,
    db.$queryRaw<({ chunkId: string; relevance: number } & Partial<TPassageRow>)[]>`
    WITH terms AS MATERIALIZED (
      SELECT t.i, plainto_tsquery('simple', t.term) AS q, t.w, t.concept, t.selective
      FROM unnest(${live.map((t) => t.term)}::text[], ${live.map((t) => t.w)}::float8[],
                  ${live.map((t) => t.concept)}::int[], ${live.map((t) => selective.has(t))}::bool[])
           WITH ORDINALITY AS t(term, w, concept, selective, i)
    ),
    -- The index is read for the selective terms only, term by term (OFFSET 0 keeps the planner
    -- from scanning every passage once and testing each vector against each term).
    hits AS (
      SELECT h.chunk_id, t.concept, max(t.w) AS w
      FROM terms t CROSS JOIN LATERAL (
        SELECT c.id AS chunk_id FROM knowledge_chunks c WHERE c.search_vector @@ t.q OFFSET 0
      ) h
      WHERE t.selective
      GROUP BY h.chunk_id, t.concept
    ),
    -- Passages of superseded documents are not searched (knowledge/superseded.ts).
    pre AS MATERIALIZED (
      SELECT h.chunk_id, sum(h.w) AS s FROM hits h
      WHERE ${Prisma.raw(currentChunkSql("h.chunk_id"))}
      GROUP BY h.chunk_id
      ORDER BY s DESC, h.chunk_id
      LIMIT ${SCORED_CANDIDATES}
    ),
    -- A passage whose partial score, plus the most the other terms could add, stays below the
    -- partial score of as many passages as there are candidates cannot be one: its vector (a
    -- TOAST read, the costly part) is not read.
    vectors AS MATERIALIZED (
      -- || '' makes a copy: the vector is read from its TOAST table once, not once per term.
      SELECT p.chunk_id, c.search_vector || ''::tsvector AS v FROM pre p JOIN knowledge_chunks c ON c.id = p.chunk_id
      WHERE p.s + ${rest}::float8 >= coalesce((SELECT s FROM pre ORDER BY s DESC LIMIT 1 OFFSET ${candidateCount - 1}), 0)
    ),
    -- Every term, on the candidates only.
    matched AS (
      SELECT x.chunk_id, t.concept, max(t.w) AS w
      FROM vectors x JOIN terms t ON x.v @@ t.q
      GROUP BY x.chunk_id, t.concept
    ),
    candidates AS MATERIALIZED (
      SELECT chunk_id, sum(w) AS base, coalesce(sum(w) FILTER (WHERE concept < ${o.concepts}), 0) AS rel
      FROM matched GROUP BY chunk_id
      ORDER BY base DESC, chunk_id
      LIMIT ${candidateCount}
    ),
    -- ts_rank adds at most TF_BOOST * rankBound of a passage's base: a passage below the
    -- limit-th base by more than that cannot reach the results.
    kth AS (
      SELECT coalesce((SELECT base FROM candidates ORDER BY base DESC LIMIT 1 OFFSET ${limit - 1}), 0) AS base
    ),
    tf AS (
      SELECT x.chunk_id, sum(x.tf) AS tf FROM (
        SELECT cand.chunk_id, t.concept, max(t.w * ts_rank(v.v, t.q)) AS tf
        FROM candidates cand CROSS JOIN kth
        JOIN vectors v ON v.chunk_id = cand.chunk_id
        JOIN terms t ON v.v @@ t.q
        WHERE cand.base * (1 + ${TF_BOOST} * ${o.rankBound}::float8) >= kth.base
        GROUP BY cand.chunk_id, t.concept
      ) x GROUP BY x.chunk_id
    ),
    ranked AS (
      SELECT cand.chunk_id AS "chunkId", cand.rel AS rel, cand.base + ${TF_BOOST} * coalesce(tf.tf, 0) AS score
      FROM candidates cand LEFT JOIN tf ON tf.chunk_id = cand.chunk_id
      ORDER BY score DESC, cand.chunk_id
      LIMIT ${limit}
    )
    SELECT r."chunkId", r.rel::float8 AS relevance,
           CASE WHEN ${withPassages} THEN c.document_id END AS "documentId",
           CASE WHEN ${withPassages} THEN c.content END AS content,
           CASE WHEN ${withPassages} THEN d.title END AS title,
           CASE WHEN ${withPassages} THEN d.source_url END AS "sourceUrl"
    FROM ranked r
    JOIN knowledge_chunks c ON c.id = r."chunkId"
    JOIN knowledge_documents d ON d.id = c.document_id
    ORDER BY r.score DESC, r."chunkId"`,
  ]);
  return rows;
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
