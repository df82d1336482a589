// Ingestion: file bytes → text → passages → one transaction that stores the document, its chunks
// with their search vectors and (when a provider is configured) their embeddings. Idempotent:
// the same bytes are recognised by their SHA-256 and change nothing.
import { createHash, randomUUID } from "node:crypto";
import type { TDb } from "../../db/client.ts";
import { acronymsFor, findableText, type TAcronym } from "../../lib/text/acronyms.ts";
import { chunkText } from "../../lib/text/chunk.ts";
import { extractText, guessLanguage, type TExtracted } from "../../lib/extract-text.ts";
import { normaliseForSearch, surfaceWords } from "../../lib/text/normalise.ts";
import { modelOf, storeEmbeddings, vectorStoreReady, type TEmbedder } from "./vector-store.ts";
import { countDocumentTerms } from "./terms.ts";
import { forgetSearches } from "./search-cache.ts";

export type TIngestInput = {
  bytes: Uint8Array;
  fileName: string;
  mimeType?: string;
  /** Defaults to the front matter's title, else the file name without its extension. */
  title?: string;
  sourceUrl?: string;
};

export type TIngestResult = { documentId: string; status: "created" | "unchanged"; chunks: number };
export type TIngestOptions = {
  embedder?: TEmbedder;
  log?: (msg: string) => void;
  /** Reads the file: the app passes its parser workers (documents/parsers.ts); else in this thread. */
  extract?: (bytes: Uint8Array, fileName: string, mimeType?: string) => Promise<TExtracted>;
};

const EMBED_BATCH = 64;

export function hashBytes(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function titleFromFileName(fileName: string): string {
  return (
    fileName
      .replace(/^.*[\\/]/, "")
      .replace(/\.[^.]+$/, "")
      .replace(/[_-]+/g, " ")
      .trim() || fileName
  );
}

/**
 * The text a chunk is found by: its title's words count for every passage of the document; an
 * acronym the document (or our bundled content) defines is found by its long form too, and the
 * other way round, and a per cent sign by "percent" (acronyms.ts).
 */
export function chunkSearchFields(
  title: string,
  content: string,
  acronyms: TAcronym[] = [],
): { searchText: string; surface: string } {
  const text = `${title}\n${findableText(content, acronyms)}`;
  return { searchText: normaliseForSearch(text), surface: surfaceWords(text).join(" ") };
}

async function embedChunks(
  db: TDb,
  chunks: string[],
  options: TIngestOptions,
): Promise<{ model: string; vectors: number[][] } | undefined> {
  const { embedder, log = () => {} } = options;
  if (!embedder || !(await vectorStoreReady(db, log))) return undefined;
  try {
    // Providers cap inputs per request (OpenAI: 2048); small batches also bound memory.
    const vectors: number[][] = [];
    for (let i = 0; i < chunks.length; i += EMBED_BATCH)
      vectors.push(...(await embedder.embed(chunks.slice(i, i + EMBED_BATCH))));
    if (vectors.length !== chunks.length) throw new Error(`${vectors.length} vectors for ${chunks.length} passages`);
    return { model: modelOf(embedder), vectors };
  } catch (err) {
    // The document is still useful to full-text search; embedPendingChunks can fill in later.
    log(`knowledge: embedding failed, stored without vectors: ${(err as Error).message}`);
    return undefined;
  }
}

export async function ingestDocument(
  db: TDb,
  input: TIngestInput,
  options: TIngestOptions = {},
): Promise<TIngestResult> {
  const contentHash = hashBytes(input.bytes);
  const existing = await db.knowledgeDocument.findUnique({
    where: { contentHash },
    select: { id: true, chunkCount: true },
  });
  if (existing) {
    return { documentId: existing.id, status: "unchanged", chunks: existing.chunkCount };
  }

  const extracted = await (options.extract ?? extractText)(input.bytes, input.fileName, input.mimeType);
  const title = input.title?.trim() || extracted.meta.title || titleFromFileName(input.fileName);
  const sourceUrl = input.sourceUrl?.trim() || extracted.meta.sourceUrl || null;

  const chunks = await chunkText(extracted.text);
  const ids = chunks.map(() => randomUUID());
  const acronyms = acronymsFor(extracted.text);
  const fields = chunks.map((c) => chunkSearchFields(title, c, acronyms));

  const embeddings = await embedChunks(db, chunks, options);

  const result = await db.$transaction(
    async (tx) => {
      // ON CONFLICT: a concurrent ingest of the same bytes may have won since the check above.
      const inserted = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO knowledge_documents
          (id, title, source_url, file_name, mime_type, language, content_hash, byte_size, chunk_count, updated_at)
        VALUES (${randomUUID()}::uuid, ${title}, ${sourceUrl}, ${input.fileName}, ${extracted.mimeType},
          ${extracted.meta.language ?? guessLanguage(extracted.text)}, ${contentHash}, ${input.bytes.byteLength},
          ${chunks.length}, now())
        ON CONFLICT (content_hash) DO NOTHING
        RETURNING id`;
      const documentId = inserted[0]?.id;
      if (!documentId) return undefined;
      await tx.$executeRaw`
        INSERT INTO knowledge_chunks (id, document_id, ordinal, content, search_text, search_vector)
        SELECT t.id, ${documentId}::uuid, t.ordinal, t.content, t.search_text,
               to_tsvector('simple', t.search_text) || to_tsvector('simple', t.surface)
        FROM unnest(${ids}::uuid[], ${chunks.map((_, i) => i)}::int[], ${chunks}::text[],
                    ${fields.map((f) => f.searchText)}::text[], ${fields.map((f) => f.surface)}::text[])
             AS t(id, ordinal, content, search_text, surface)`;
      await countDocumentTerms(tx, documentId);
      if (embeddings) await storeEmbeddings(tx, embeddings.model, ids, embeddings.vectors);
      return { documentId, status: "created" as const, chunks: chunks.length };
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
  if (!result) {
    const winner = await db.knowledgeDocument.findUniqueOrThrow({
      where: { contentHash },
      select: { id: true, chunkCount: true },
    });
    return { documentId: winner.id, status: "unchanged", chunks: winner.chunkCount };
  }
  forgetSearches(db);
  return result;
}
