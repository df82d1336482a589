// The one place retrieval learns which passages it may draw on: none of a superseded document
// (an admin marked it so, or replaced it). Both searches, full-text and vector, add this condition.
// Needs the superseded_at column of db/pending-schema.ts.

/** SQL condition: the chunk whose id is in `chunkIdColumn` belongs to a current document. */
export function currentChunkSql(chunkIdColumn: string): string {
  return `NOT EXISTS (SELECT 1 FROM knowledge_chunks sc JOIN knowledge_documents sd ON sd.id = sc.document_id
    WHERE sc.id = ${chunkIdColumn} AND sd.superseded_at IS NOT NULL)`;
}
