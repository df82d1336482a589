// Document frequencies of the search words (issue 11): knowledge_terms holds, for every lexeme of
// knowledge_chunks.search_vector, how many passages of current documents hold it, and under the
// empty term the number of all passages (superseded ones too, as search always counted them).
// Search reads them instead of counting every passage a word matches, which cost most for the
// most frequent words. Every change to the passages or to a document's superseded mark updates
// them in its own transaction, under one advisory lock, so concurrent changes add up and a
// recount (rebuildTerms) cannot interleave with them.
import type { TDb } from "../../db/client.ts";

type TTx = Pick<TDb, "$executeRaw" | "$queryRaw">;

const LOCK_KEY = 72_410_011; // any constant: serialises changes to knowledge_terms

/** Holds the bookkeeping lock until the transaction ends (taken again by each change: harmless). */
export async function lockTerms(tx: TTx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_KEY})`;
}

/**
 * Counts the words (`words`) of these documents' passages in (sign 1) or out (sign -1); terms no
 * passage holds any more are removed. `passages` moves the count of all passages (new or deleted
 * passages; a superseded mark leaves it).
 */
async function shiftTerms(
  tx: TTx,
  documentIds: string[],
  sign: 1 | -1,
  { words, passages }: { words: boolean; passages: boolean },
): Promise<void> {
  if (documentIds.length === 0) return;
  await lockTerms(tx);
  if (words) {
    // Ordered by term: two writers never wait on each other's rows in opposite orders.
    await tx.$executeRaw`
    INSERT INTO knowledge_terms (term, df)
    SELECT w.term, ${sign}::int * count(*)::int
    FROM knowledge_chunks c CROSS JOIN LATERAL unnest(tsvector_to_array(c.search_vector)) AS w(term)
    WHERE c.document_id = ANY(${documentIds}::uuid[]) AND w.term <> ''
    GROUP BY w.term ORDER BY w.term
    ON CONFLICT (term) DO UPDATE SET df = knowledge_terms.df + excluded.df`;
    if (sign < 0) await tx.$executeRaw`DELETE FROM knowledge_terms WHERE df <= 0 AND term <> ''`;
  }
  if (passages)
    await tx.$executeRaw`
      INSERT INTO knowledge_terms (term, df)
      SELECT '', ${sign}::int * count(*)::int FROM knowledge_chunks WHERE document_id = ANY(${documentIds}::uuid[])
      ON CONFLICT (term) DO UPDATE SET df = knowledge_terms.df + excluded.df`;
}

/** After a new document's passages were inserted (same transaction). */
export function countDocumentTerms(tx: TTx, documentId: string): Promise<void> {
  return shiftTerms(tx, [documentId], 1, { words: true, passages: true });
}

/**
 * Before a document is deleted (same transaction, its row locked FOR UPDATE): its passages leave
 * the count of all passages, and the document frequencies unless they were already out of them
 * (superseded).
 */
export function uncountDocumentTerms(tx: TTx, documentId: string, superseded: boolean): Promise<void> {
  return shiftTerms(tx, [documentId], -1, { words: !superseded, passages: true });
}

/** A document marked superseded (-1) or current again (1): its words leave or rejoin the counts. */
export function supersedeDocumentTerms(tx: TTx, documentId: string, sign: 1 | -1): Promise<void> {
  return shiftTerms(tx, [documentId], sign, { words: true, passages: false });
}

/** Counts everything again (a database from before knowledge_terms, or a check). */
export async function rebuildTerms(db: TDb): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockTerms(tx);
    await tx.$executeRaw`DELETE FROM knowledge_terms`;
    await tx.$executeRaw`
      INSERT INTO knowledge_terms (term, df)
      SELECT w.term, count(*)::int
      FROM knowledge_chunks c JOIN knowledge_documents d ON d.id = c.document_id AND d.superseded_at IS NULL
      CROSS JOIN LATERAL unnest(tsvector_to_array(c.search_vector)) AS w(term)
      WHERE w.term <> ''
      GROUP BY w.term`;
    await tx.$executeRaw`INSERT INTO knowledge_terms (term, df) SELECT '', count(*)::int FROM knowledge_chunks`;
  });
}
