// The one place retrieval learns which passages it may draw on: none of a superseded document
// (an admin marked it so, or replaced it). The vector search adds this condition; the full-text
// search's database function (migration 20261125053000_knowledge_search_function) spells out the same.
// knowledge_documents.superseded_at (migration 20261123224733_knowledge_curation).

/** SQL condition: the chunk whose id is in `chunkIdColumn` belongs to a current document. */
export function currentChunkSql(chunkIdColumn: string): string {
  return `NOT EXISTS (SELECT 1 FROM knowledge_chunks sc JOIN knowledge_documents sd ON sd.id = sc.document_id
    WHERE sc.id = ${chunkIdColumn} AND sd.superseded_at IS NOT NULL)`;
}
