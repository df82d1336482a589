// One cited passage with its document and its neighbours, for the source viewer (issue 21 item 6).
// The knowledge base keeps no original file bytes (ingestion stores the text, the hash and the
// size only), so nothing can be downloaded: `downloadable` is false and the official URL is the way
// to the original.
import type { TKnowledgePassage } from "@sachiv/contracts";
import type { TDb } from "../../db/client.ts";
import { ApiError } from "../../lib/errors.ts";
import { SECTION_SEPARATOR } from "./types.ts";

/** The passage `id` of a current document; 404 for an unknown one or one of a superseded document. */
export async function getPassage(db: TDb, id: string): Promise<TKnowledgePassage> {
  const chunk = await db.knowledgeChunk.findUnique({
    where: { id },
    select: {
      id: true,
      documentId: true,
      ordinal: true,
      content: true,
      sectionPath: true,
      page: true,
      kind: true,
      document: { select: { title: true, sourceUrl: true, supersededAt: true } },
    },
  });
  if (!chunk || chunk.document.supersededAt) throw new ApiError("PASSAGE_NOT_FOUND");
  const neighbours = await db.knowledgeChunk.findMany({
    where: { documentId: chunk.documentId, ordinal: { in: [chunk.ordinal - 1, chunk.ordinal + 1] } },
    select: { id: true, ordinal: true, content: true },
  });
  const at = (ordinal: number) => {
    const n = neighbours.find((c) => c.ordinal === ordinal);
    return n ? { id: n.id, content: n.content } : null;
  };
  return {
    id: chunk.id,
    document_id: chunk.documentId,
    title: chunk.document.title,
    section_path: chunk.sectionPath ? chunk.sectionPath.split(SECTION_SEPARATOR).filter(Boolean) : [],
    page: chunk.page,
    kind: chunk.kind,
    content: chunk.content,
    source_url: chunk.document.sourceUrl,
    downloadable: false,
    previous: at(chunk.ordinal - 1),
    next: at(chunk.ordinal + 1),
  };
}
