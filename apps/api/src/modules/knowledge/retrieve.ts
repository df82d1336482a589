// Retrieval: full-text search over the normalised and original words of every chunk, plus
// pgvector similarity when an embeddings provider and the vector store are available, fused by
// reciprocal rank. User text only ever reaches SQL as bound parameters.
import type { TDb } from "../../db/client.ts";
import { queryConcepts, SURFACE_WEIGHT } from "../../lib/text/expand.ts";
import { queryTokens } from "../../lib/text/normalise.ts";
import { CACHE_MAX, CACHE_MS, searchCache } from "./search-cache.ts";
import type { TEmbedder } from "../../ai/embeddings/types.ts";
import { SECTION_SEPARATOR, type TPassageKind, type TSearchHit, type TSearchOptions } from "./types.ts";
import { makeSnippet } from "./snippet.ts";
import { rebuildTerms } from "./terms.ts";
import { modelOf, searchEmbeddings, vectorStoreReady } from "./vector-store.ts";

export type { TSearchHit, TSearchOptions } from "./types.ts";

/** The usual constant of reciprocal rank fusion (Cormack et al.): damps the weight of rank 1. */
export const RRF_K = 60;
const CANDIDATES = 50;
// ts_rank of one term is about 0.06–0.1: occurrences matter far less than which terms match.
const TF_BOOST = 2;

type TRanked = { chunkId: string }[];
type TPassageRow = {
  documentId: string;
  content: string;
  title: string;
  sourceUrl: string | null;
  sectionPath: string | null;
  page: number | null;
  kind: string | null;
};
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

/**
 * Full-text ranking, BM25-like over concepts (see expand.ts): each concept of the question that a
 * chunk contains adds the inverse document frequency of its best-matching alternative (weighted:
 * a translation or an inflected form counts less than the word as asked), so a rare word like
 * "jobcard" outweighs "panchayat", which every passage has; how often it occurs (ts_rank) adds a
 * little, to break ties. `relevance` is the idf-weighted share of the question's concepts that
 * the chunk contains (a concept no chunk has counts like an average concept of the question).
 *
 * One call of the database function knowledge_search (migrations
 * 20261125053000_knowledge_search_function, 20261126220000_knowledge_search_stable_ties: equal
 * scores ordered by document title, content hash and passage ordinal), one round trip: document frequencies from
 * knowledge_terms, candidates from the selective terms (HIT_BUDGET, SCORED_CANDIDATES) scored
 * exactly on every term, ts_rank only where it can change the order.
 */
async function searchFullText(db: TDb, query: string, limit: number, withPassages = false): Promise<TTextRanked> {
  const { concepts, surface } = queryConcepts(query);
  const terms: string[] = [];
  const weights: number[] = [];
  const conceptOf: number[] = [];
  concepts.forEach((c, i) =>
    c.alternatives.forEach((a) => {
      terms.push(a.term);
      weights.push(a.weight);
      conceptOf.push(i);
    }),
  );
  // An exact spelling is a bonus to the score, not part of the relevance.
  surface.forEach((w, i) => {
    terms.push(w);
    weights.push(SURFACE_WEIGHT);
    conceptOf.push(concepts.length + i);
  });
  if (terms.length === 0) return [];
  const candidateCount = Math.max(limit * 4, CANDIDATES);
  for (let attempt = 0; ; attempt++) {
    const rows = await db.$queryRaw<({ chunkId: string | null; relevance: number } & Partial<TPassageRow>)[]>`
      SELECT * FROM knowledge_search(${terms}::text[], ${weights}::float8[], ${conceptOf}::int[],
        ${concepts.length}::int, ${limit}::int, ${withPassages}::boolean, ${HIT_BUDGET}::int,
        ${SCORED_CANDIDATES}::int, ${candidateCount}::int, ${TF_BOOST}::float8, ${MAX_TERM_RANK}::float8)`;
    // A database whose document frequencies were never counted gets them now, once.
    if (rows.length === 1 && rows[0]!.chunkId === null) {
      if (attempt > 0) return [];
      await rebuildTerms(db);
      continue;
    }
    return rows.map((r) => ({ ...r, chunkId: r.chunkId!, relevance: Number(r.relevance) }));
  }
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

const KINDS = new Set<string>(["faq", "list_item", "table_row", "paragraph"]);

/** A stored passage's place in its document, as TSearchHit carries it. */
export function passagePlace(row: {
  sectionPath?: string | null;
  page?: number | null;
  kind?: string | null;
}): Pick<TSearchHit, "sectionPath" | "page" | "kind"> {
  return {
    sectionPath: row.sectionPath ? row.sectionPath.split(SECTION_SEPARATOR) : [],
    page: row.page ?? null,
    kind: row.kind && KINDS.has(row.kind) ? (row.kind as TPassageKind) : null,
  };
}

/**
 * Reciprocal rank fusion: score(d) = Σ over lists of 1 / (k + rank of d in that list). Passages
 * of equal score keep the order they were first met in (the first list's order, then the next
 * list's), not the order of their random ids: the same lists fuse the same way on every copy of
 * the knowledge base.
 */
export function fuseByReciprocalRank(lists: TRanked[], k = RRF_K): { chunkId: string; score: number }[] {
  const scores = new Map<string, number>();
  for (const list of lists) {
    list.forEach((item, i) => scores.set(item.chunkId, (scores.get(item.chunkId) ?? 0) + 1 / (k + i + 1)));
  }
  // Array.prototype.sort is stable: ties stay in the Map's insertion order.
  return [...scores.entries()].map(([chunkId, score]) => ({ chunkId, score })).sort((a, b) => b.score - a.score);
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
              ...passagePlace(r),
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
    select: {
      id: true,
      documentId: true,
      content: true,
      sectionPath: true,
      page: true,
      kind: true,
      document: { select: { title: true, sourceUrl: true } },
    },
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
        ...passagePlace(row),
      },
    ];
  });
}
