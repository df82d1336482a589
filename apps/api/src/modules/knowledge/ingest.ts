// Ingestion: file bytes → text → passages → one transaction that stores the document, its chunks
// with their search vectors and (when a provider is configured) their embeddings. Idempotent:
// the same bytes are recognised by their SHA-256 and change nothing — unless their passages were
// cut by an older chunker (CHUNKER_VERSION), which the same bytes cut again in place.
import { createHash, randomUUID } from "node:crypto";
import type { TDb } from "../../db/client.ts";
import { acronymsFor, findableText, type TAcronym } from "../../lib/text/acronyms.ts";
import { CHUNKER_VERSION, chunkDocument, type TPassage } from "../../lib/text/chunk.ts";
import {
  extractText,
  guessLanguage,
  repairDamagedPages,
  type TExtracted,
  type TTextRepair,
} from "../../lib/extract-text.ts";
import { recognise } from "../../ai/ocr.ts";
import { normaliseForSearch, surfaceWords } from "../../lib/text/normalise.ts";
import { modelOf, storeEmbeddings, vectorStoreReady, type TEmbedder } from "./vector-store.ts";
import { countDocumentTerms, supersedeDocumentTerms, uncountDocumentTerms } from "./terms.ts";
import { forgetSearches } from "./search-cache.ts";
import { SECTION_SEPARATOR } from "./types.ts";

export type TIngestInput = {
  bytes: Uint8Array;
  fileName: string;
  mimeType?: string;
  /** Defaults to the front matter's title, else the file name without its extension. */
  title?: string;
  sourceUrl?: string;
};

export type TIngestResult = {
  documentId: string;
  /** "rechunked": the same bytes were stored by an older chunker and are cut again. */
  status: "created" | "unchanged" | "rechunked";
  chunks: number;
  /** A PDF: how many pages' Hindi was damaged by its fonts, repaired by OCR, left unreadable. */
  textRepair?: TTextRepair;
};
export type TIngestOptions = {
  embedder?: TEmbedder;
  log?: (msg: string) => void;
  /** Reads the file: the app passes its parser workers (documents/parsers.ts); else in this thread. */
  extract?: (bytes: Uint8Array, fileName: string, mimeType?: string) => Promise<TExtracted>;
  /** Reads a drawn PDF page whose text was damaged; the app's shared OCR queue when absent. */
  ocr?: (png: Uint8Array) => Promise<{ text: string }>;
};

const recogniseHere = (png: Uint8Array) => recognise(Buffer.from(png.buffer, png.byteOffset, png.byteLength));

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
  sectionPath: string[] = [],
): { searchText: string; surface: string } {
  // The section's headings are found like the title: a passage under "## Fees" is about fees.
  const heading = sectionPath.length > 0 ? `${sectionPath.join("\n")}\n` : "";
  const text = `${title}\n${heading}${findableText(content, acronyms)}`;
  return { searchText: normaliseForSearch(text), surface: surfaceWords(text).join(" ") };
}

/** Plain words of a heading or title, to tell a heading that only repeats the title. */
const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();

/**
 * The section path as stored: the headings without those that repeat the document's title (a
 * Markdown file's "# Title" above everything), so a citation reads "title · section · page".
 */
export function storedSectionPath(title: string, sectionPath: string[]): string[] {
  const t = fold(title);
  return sectionPath.filter((h) => {
    const f = fold(h);
    return f !== "" && !(t === f || (f.length >= 4 && t.startsWith(f)) || (t.length >= 4 && f.startsWith(t)));
  });
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

type TCut = {
  title: string;
  sourceUrl: string | null;
  mimeType: string;
  language: string;
  passages: TPassage[];
  sections: string[][];
  fields: { searchText: string; surface: string }[];
  textRepair?: TTextRepair;
};

async function cut(input: TIngestInput, options: TIngestOptions): Promise<TCut> {
  const read = await (options.extract ?? extractText)(input.bytes, input.fileName, input.mimeType);
  // A PDF's pages whose Hindi its fonts damaged are read again by OCR (only those pages).
  const { extracted, repair } = await repairDamagedPages(read, options.ocr ?? recogniseHere, options.log);
  if (repair && repair.damaged > 0)
    options.log?.(
      `knowledge: ${input.fileName}: ${repair.damaged} of ${repair.pages} PDF pages had damaged Hindi; ${repair.repaired} repaired by OCR, ${repair.unreadable} left unreadable`,
    );
  const title = input.title?.trim() || extracted.meta.title || titleFromFileName(input.fileName);
  const passages = await chunkDocument(extracted.text, extracted.pages);
  const acronyms = acronymsFor(extracted.text);
  const sections = passages.map((p) => storedSectionPath(title, p.sectionPath));
  return {
    title,
    sourceUrl: input.sourceUrl?.trim() || extracted.meta.sourceUrl || null,
    mimeType: extracted.mimeType,
    language: extracted.meta.language ?? guessLanguage(extracted.text),
    passages,
    sections,
    fields: passages.map((p, i) => chunkSearchFields(title, p.content, acronyms, sections[i])),
    ...(repair ? { textRepair: repair } : {}),
  };
}

/** Writes a document's passages (the caller's transaction): rows, search vectors, term counts, vectors. */
async function insertPassages(
  tx: Parameters<Parameters<TDb["$transaction"]>[0]>[0],
  documentId: string,
  c: TCut,
  ids: string[],
  embeddings: { model: string; vectors: number[][] } | undefined,
): Promise<void> {
  const contents = c.passages.map((p) => p.content);
  await tx.$executeRaw`
    INSERT INTO knowledge_chunks (id, document_id, ordinal, content, search_text, search_vector, section_path, page, kind)
    SELECT t.id, ${documentId}::uuid, t.ordinal, t.content, t.search_text,
           to_tsvector('simple', t.search_text) || to_tsvector('simple', t.surface),
           t.section_path, t.page, t.kind
    FROM unnest(${ids}::uuid[], ${contents.map((_, i) => i)}::int[], ${contents}::text[],
                ${c.fields.map((f) => f.searchText)}::text[], ${c.fields.map((f) => f.surface)}::text[],
                ${c.sections.map((s) => (s.length > 0 ? s.join(SECTION_SEPARATOR) : null))}::text[],
                ${c.passages.map((p) => p.page ?? null)}::int[], ${c.passages.map((p) => p.kind)}::text[])
         AS t(id, ordinal, content, search_text, surface, section_path, page, kind)`;
  await countDocumentTerms(tx, documentId);
  if (embeddings) await storeEmbeddings(tx, embeddings.model, ids, embeddings.vectors);
}

/**
 * The same bytes stored by an older chunker: their passages are cut again in place (same document
 * id, so citations, supersession and replacement links stay). Term counts are taken off first.
 */
async function rechunk(
  db: TDb,
  documentId: string,
  input: TIngestInput,
  options: TIngestOptions,
): Promise<TIngestResult> {
  const c = await cut(input, options);
  const ids = c.passages.map(() => randomUUID());
  const embeddings = await embedChunks(
    db,
    c.passages.map((p) => p.content),
    options,
  );
  await db.$transaction(
    async (tx) => {
      const [doc] = await tx.$queryRaw<{ superseded: boolean }[]>`
        SELECT superseded_at IS NOT NULL AS superseded FROM knowledge_documents WHERE id = ${documentId}::uuid FOR UPDATE`;
      if (!doc) return; // deleted meanwhile
      await uncountDocumentTerms(tx, documentId, doc.superseded);
      await tx.knowledgeChunk.deleteMany({ where: { documentId } });
      await insertPassages(tx, documentId, c, ids, embeddings);
      // A superseded document's words stay out of the document frequencies.
      if (doc.superseded) await supersedeDocumentTerms(tx, documentId, -1);
      await tx.knowledgeDocument.update({
        where: { id: documentId },
        data: {
          chunkCount: ids.length,
          chunkerVersion: CHUNKER_VERSION,
          ...(c.textRepair ? { textRepair: c.textRepair } : {}),
        },
      });
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
  forgetSearches(db);
  return { documentId, status: "rechunked", chunks: ids.length, ...(c.textRepair ? { textRepair: c.textRepair } : {}) };
}

export async function ingestDocument(
  db: TDb,
  input: TIngestInput,
  options: TIngestOptions = {},
): Promise<TIngestResult> {
  const contentHash = hashBytes(input.bytes);
  const existing = await db.knowledgeDocument.findUnique({
    where: { contentHash },
    select: { id: true, chunkCount: true, chunkerVersion: true },
  });
  if (existing && existing.chunkerVersion < CHUNKER_VERSION) return rechunk(db, existing.id, input, options);
  if (existing) {
    return { documentId: existing.id, status: "unchanged", chunks: existing.chunkCount };
  }

  const c = await cut(input, options);
  const ids = c.passages.map(() => randomUUID());
  const embeddings = await embedChunks(
    db,
    c.passages.map((p) => p.content),
    options,
  );

  const result = await db.$transaction(
    async (tx) => {
      // ON CONFLICT: a concurrent ingest of the same bytes may have won since the check above.
      const inserted = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO knowledge_documents
          (id, title, source_url, file_name, mime_type, language, content_hash, byte_size, chunk_count,
           chunker_version, text_repair, updated_at)
        VALUES (${randomUUID()}::uuid, ${c.title}, ${c.sourceUrl}, ${input.fileName}, ${c.mimeType},
          ${c.language}, ${contentHash}, ${input.bytes.byteLength}, ${ids.length}, ${CHUNKER_VERSION},
          ${c.textRepair ? JSON.stringify(c.textRepair) : null}::jsonb, now())
        ON CONFLICT (content_hash) DO NOTHING
        RETURNING id`;
      const documentId = inserted[0]?.id;
      if (!documentId) return undefined;
      await insertPassages(tx, documentId, c, ids, embeddings);
      return {
        documentId,
        status: "created" as const,
        chunks: ids.length,
        ...(c.textRepair ? { textRepair: c.textRepair } : {}),
      };
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
