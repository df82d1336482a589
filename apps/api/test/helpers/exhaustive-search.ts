// The full-text ranking as it was before issue 11 (one statement that joins every passage each
// question term matches and counts document frequencies on the fly), kept as the reference the
// faster search must agree with (knowledge-terms.test.ts) and for scripts comparing the two.
import { Prisma, type TDb } from "../../src/db/client.ts";
import { queryConcepts, SURFACE_WEIGHT } from "../../src/lib/text/expand.ts";
import { currentChunkSql } from "../../src/modules/knowledge/superseded.ts";

const CANDIDATES = 50;
const TF_BOOST = 2;

/** The top `limit` passages and their relevance, ranked by counting every match. */
export async function exhaustiveSearch(
  db: TDb,
  query: string,
  limit: number,
): Promise<{ chunkId: string; relevance: number; score: number }[]> {
  const withPassages = false;
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
  const rows = await db.$queryRaw<{ chunkId: string; relevance: number; score: number }[]>`
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
    SELECT r."chunkId", r.relevance, r.score,
           CASE WHEN ${withPassages} THEN c.document_id END AS "documentId",
           CASE WHEN ${withPassages} THEN c.content END AS content,
           CASE WHEN ${withPassages} THEN d.title END AS title,
           CASE WHEN ${withPassages} THEN d.source_url END AS "sourceUrl"
    FROM ranked r
    JOIN knowledge_chunks c ON c.id = r."chunkId"
    JOIN knowledge_documents d ON d.id = c.document_id
    ORDER BY r.score DESC, r."chunkId"`;
  return rows.map((r) => ({ chunkId: r.chunkId, relevance: Number(r.relevance), score: Number(r.score) }));
}
