// What admins do to the knowledge base besides adding to it (issue 14): delete a document,
// mark one superseded (kept, but retrieval leaves it out), and record which documents an answer
// cited. Every change forgets this process's remembered searches at once.
import type { TDb } from "../../db/client.ts";
import { forgetSearches } from "./search-cache.ts";
import { lockTerms, supersedeDocumentTerms, uncountDocumentTerms } from "./terms.ts";

/**
 * Deletes a document; its passages and their vectors go with it (foreign keys cascade), and so do
 * its citations, in one transaction with its words' counts. Returns the passages removed, or
 * undefined when there was no such document.
 */
export async function deleteKnowledgeDocument(db: TDb, id: string): Promise<{ passages: number } | undefined> {
  const row = await db.$transaction(async (tx) => {
    // The word counts' lock first, then the row (as every change of the counts takes them): a
    // concurrent delete or supersede waits, and the counts (terms.ts) are taken out exactly once.
    await lockTerms(tx);
    const [doc] = await tx.$queryRaw<{ superseded: boolean }[]>`
      SELECT superseded_at IS NOT NULL AS superseded FROM knowledge_documents WHERE id = ${id}::uuid FOR UPDATE`;
    if (!doc) return undefined;
    await uncountDocumentTerms(tx, id, doc.superseded);
    const rows = await tx.$queryRaw<{ chunk_count: number }[]>`
      DELETE FROM knowledge_documents WHERE id = ${id}::uuid RETURNING chunk_count`;
    return rows[0];
  });
  forgetSearches(db);
  return row ? { passages: row.chunk_count } : undefined;
}

/**
 * Marks a document superseded (optionally by a newer one) or current again. Returns false when
 * there is no such document.
 */
export async function setSuperseded(
  db: TDb,
  id: string,
  superseded: boolean,
  supersededBy: string | null = null,
): Promise<boolean> {
  const n = await db.$transaction(async (tx) => {
    await lockTerms(tx);
    const [doc] = await tx.$queryRaw<{ superseded: boolean }[]>`
      SELECT superseded_at IS NOT NULL AS superseded FROM knowledge_documents WHERE id = ${id}::uuid FOR UPDATE`;
    if (!doc) return 0;
    // Its words leave the document frequencies when it is superseded, and come back with it.
    if (doc.superseded !== superseded) await supersedeDocumentTerms(tx, id, superseded ? -1 : 1);
    return superseded
      ? await tx.$executeRaw`
          UPDATE knowledge_documents SET superseded_at = coalesce(superseded_at, now()),
            superseded_by = ${supersededBy}::uuid, updated_at = now()
          WHERE id = ${id}::uuid`
      : await tx.$executeRaw`
          UPDATE knowledge_documents SET superseded_at = NULL, superseded_by = NULL, updated_at = now()
          WHERE id = ${id}::uuid`;
  });
  forgetSearches(db);
  return n > 0;
}

/** Records the documents an assistant message cited (ones deleted meanwhile are skipped). */
export async function recordCitations(db: TDb, messageId: string, documentIds: string[]): Promise<void> {
  const ids = [...new Set(documentIds)];
  if (ids.length === 0) return;
  await db.$executeRaw`
    INSERT INTO knowledge_citations (message_id, document_id, created_at)
    SELECT ${messageId}::uuid, d.id, now()
    FROM knowledge_documents d WHERE d.id = ANY(${ids}::uuid[])
    ON CONFLICT DO NOTHING`;
}
