// Chunk embeddings in pgvector, created at run time and only when they can work: an embeddings
// provider is configured and `CREATE EXTENSION vector` succeeds. Migrations never need pgvector
// (Debian's PostgreSQL has none); without it retrieval is full-text only, said once in the log.
import type { TDb } from "../../db/client.ts";
import type { TEmbedder } from "../../ai/embeddings/types.ts";
import { forgetSearches } from "./search-cache.ts";
import { currentChunkSql } from "./superseded.ts";

export type { TEmbedder };

type TTx = Pick<TDb, "$executeRawUnsafe" | "$queryRawUnsafe">;
type TLog = (msg: string) => void;

const DEFAULT_MODEL = "default";
const TABLE = "knowledge_embeddings";
const readiness = new WeakMap<object, Promise<boolean>>();
const indexed = new WeakMap<object, Set<number>>();

export function modelOf(embedder: TEmbedder): string {
  return embedder.model ?? DEFAULT_MODEL;
}

async function createStore(db: TDb, log: TLog): Promise<boolean> {
  const [row] = await db.$queryRaw<{ available: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') AS available`;
  if (!row?.available) {
    log("knowledge: pgvector is not installed in this database; retrieval is full-text only");
    return false;
  }
  try {
    await db.$transaction(async (tx) => {
      // Replicas starting together would race on the catalog: one at a time.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(72410002)`;
      await tx.$executeRawUnsafe(`CREATE EXTENSION IF NOT EXISTS vector`);
      // No fixed dimension: models differ. Each dimension gets its own partial HNSW index.
      await tx.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS ${TABLE} (
        chunk_id uuid PRIMARY KEY REFERENCES knowledge_chunks(id) ON DELETE CASCADE,
        model text NOT NULL,
        embedding vector NOT NULL)`);
    });
    return true;
  } catch (err) {
    log(`knowledge: pgvector cannot be enabled (${(err as Error).message}); retrieval is full-text only`);
    return false;
  }
}

/** True when embeddings can be stored and searched; decided once per database client. */
export function vectorStoreReady(db: TDb, log: TLog = () => {}): Promise<boolean> {
  let ready = readiness.get(db);
  if (!ready) {
    ready = createStore(db, log).catch((err: Error) => {
      log(`knowledge: vector store check failed (${err.message}); retrieval is full-text only`);
      return false;
    });
    readiness.set(db, ready);
  }
  return ready;
}

function dimensionsOf(vectors: number[][]): number {
  const dims = vectors[0]?.length ?? 0;
  if (!Number.isInteger(dims) || dims < 1 || dims > 16_000) throw new Error(`bad embedding length ${dims}`);
  for (const v of vectors) {
    if (v.length !== dims || !v.every(Number.isFinite))
      throw new Error("embeddings differ in length or hold non-numbers");
  }
  return dims;
}

const literal = (v: number[]) => `[${v.join(",")}]`;

async function ensureIndex(db: TDb, dims: number): Promise<void> {
  const done = indexed.get(db) ?? new Set<number>();
  indexed.set(db, done);
  if (done.has(dims)) return;
  // dims is a checked integer: safe to write into the statement.
  await db.$executeRawUnsafe(
    `CREATE INDEX IF NOT EXISTS ${TABLE}_hnsw_${dims} ON ${TABLE}
     USING hnsw ((embedding::vector(${dims})) vector_cosine_ops) WHERE vector_dims(embedding) = ${dims}`,
  );
  done.add(dims);
}

/** Writes vectors for chunks (inside the caller's transaction when `tx` is one). */
export async function storeEmbeddings(tx: TTx, model: string, chunkIds: string[], vectors: number[][]): Promise<void> {
  if (chunkIds.length === 0) return;
  if (vectors.length !== chunkIds.length) throw new Error(`${vectors.length} embeddings for ${chunkIds.length} chunks`);
  dimensionsOf(vectors);
  await tx.$executeRawUnsafe(
    `INSERT INTO ${TABLE} (chunk_id, model, embedding)
     SELECT id, $1, vec::vector FROM unnest($2::uuid[], $3::text[]) AS t(id, vec)
     ON CONFLICT (chunk_id) DO UPDATE SET model = EXCLUDED.model, embedding = EXCLUDED.embedding`,
    model,
    chunkIds,
    vectors.map(literal),
  );
}

/** Chunks nearest to the query vector by cosine distance, best first. */
export async function searchEmbeddings(
  db: TDb,
  model: string,
  vector: number[],
  limit: number,
): Promise<{ chunkId: string; similarity: number }[]> {
  const dims = dimensionsOf([vector]);
  await ensureIndex(db, dims);
  const rows = await db.$queryRawUnsafe<{ chunk_id: string; distance: number }[]>(
    `SELECT chunk_id, (embedding::vector(${dims}) <=> $1::vector(${dims}))::float8 AS distance
     FROM ${TABLE}
     WHERE vector_dims(embedding) = ${dims} AND model = $2 AND ${currentChunkSql("chunk_id")}
     ORDER BY embedding::vector(${dims}) <=> $1::vector(${dims})
     LIMIT $3`,
    literal(vector),
    model,
    limit,
  );
  return rows.map((r) => ({ chunkId: r.chunk_id, similarity: 1 - Number(r.distance) }));
}

/**
 * Embeds chunks that have no vector from this model yet (documents ingested before a provider
 * was configured). Returns how many it embedded.
 */
export async function embedPendingChunks(
  db: TDb,
  embedder: TEmbedder,
  log: TLog = () => {},
  batch = 64,
): Promise<number> {
  if (!(await vectorStoreReady(db, log))) return 0;
  const model = modelOf(embedder);
  let total = 0;
  for (;;) {
    const rows = await db.$queryRawUnsafe<{ id: string; content: string }[]>(
      `SELECT c.id, c.content FROM knowledge_chunks c
       WHERE NOT EXISTS (SELECT 1 FROM ${TABLE} e WHERE e.chunk_id = c.id AND e.model = $1)
       ORDER BY c.id LIMIT $2`,
      model,
      batch,
    );
    if (rows.length === 0) return total;
    const vectors = await embedder.embed(rows.map((r) => r.content));
    await storeEmbeddings(
      db,
      model,
      rows.map((r) => r.id),
      vectors,
    );
    forgetSearches(db);
    total += rows.length;
  }
}
