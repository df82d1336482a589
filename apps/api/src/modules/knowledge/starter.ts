// The starter corpus that ships in the repo (apps/api/kb/starter/*.md): short documents on the
// schemes and offices a panchayat deals with, each citing its official source in front matter.
import fs from "node:fs/promises";
import path from "node:path";
import { repoRoot } from "../../config.ts";
import type { TDb } from "../../db/client.ts";
import { CHUNKER_VERSION } from "../../lib/text/chunk.ts";
import { hashBytes, ingestDocument, type TIngestOptions, type TIngestResult } from "./ingest.ts";
import type { TEmbedder } from "./vector-store.ts";

export const STARTER_DIR = path.join(repoRoot, "apps/api/kb/starter");

export type TSeedResult = TIngestResult & { fileName: string };

/** Ingests every starter document; already-ingested ones are reported "unchanged". */
export async function seedStarterCorpus(
  db: TDb,
  options: TIngestOptions & { dir?: string } = {},
): Promise<TSeedResult[]> {
  const dir = options.dir ?? STARTER_DIR;
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith(".md")).sort();
  const results: TSeedResult[] = [];
  for (const fileName of files) {
    const bytes = await fs.readFile(path.join(dir, fileName));
    results.push({ fileName, ...(await ingestDocument(db, { bytes, fileName }, options)) });
  }
  return results;
}

/**
 * Starter documents an older chunker cut (an installation from before passages had a section,
 * page and kind) are cut again from the files in the repo: same bytes, same document id. Starter
 * documents the admins deleted stay deleted; their other documents keep their passages until the
 * same file is uploaded again (ingest re-cuts it then: the original bytes are not kept).
 */
export async function rechunkStarterCorpus(
  db: TDb,
  options: TIngestOptions & { dir?: string } = {},
): Promise<TSeedResult[]> {
  const dir = options.dir ?? STARTER_DIR;
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith(".md")).sort();
  const results: TSeedResult[] = [];
  for (const fileName of files) {
    const bytes = await fs.readFile(path.join(dir, fileName));
    const stored = await db.knowledgeDocument.findUnique({
      where: { contentHash: hashBytes(bytes) },
      select: { chunkerVersion: true },
    });
    if (!stored || stored.chunkerVersion >= CHUNKER_VERSION) continue;
    results.push({ fileName, ...(await ingestDocument(db, { bytes, fileName }, options)) });
  }
  return results;
}

/**
 * First start: an empty knowledge base gets the starter corpus, so the assistant can answer from
 * real documents at once. A knowledge base that holds anything is left as the admins made it,
 * except that starter documents cut by an older chunker are cut again (rechunkStarterCorpus).
 */
export async function seedStarterCorpusIfEmpty(
  db: TDb,
  log: (msg: string) => void,
  embedder?: TEmbedder,
): Promise<void> {
  if ((await db.knowledgeDocument.count()) > 0) {
    const recut = await rechunkStarterCorpus(db, { log, embedder });
    if (recut.length > 0)
      log(`knowledge base: cut ${recut.length} starter documents again (chunker ${CHUNKER_VERSION})`);
    return;
  }
  const results = await seedStarterCorpus(db, { log, embedder });
  log(`knowledge base was empty: seeded ${results.length} starter documents (${STARTER_DIR})`);
}
