// `pnpm kb:seed`: ingests the starter corpus (apps/api/kb/starter) into the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR). Safe to run again: unchanged files are skipped.
import { loadConfig, loadDotEnv } from "../src/config.ts";
import { selectEmbedder } from "../src/ai/embeddings/index.ts";
import { openDatabase } from "../src/db/database.ts";
import { embedPendingChunks } from "../src/modules/knowledge/index.ts";
import { seedStarterCorpus } from "../src/modules/knowledge/starter.ts";

loadDotEnv();

const config = loadConfig();
const embedder = selectEmbedder(config.ai);
const database = await openDatabase(config.database, (m) => console.log(m));
try {
  const log = (m: string) => console.log(m);
  const results = await seedStarterCorpus(database.db, { log, embedder });
  for (const r of results) console.log(`${r.status.padEnd(9)} ${r.fileName} (${r.chunks} passages)`);
  const created = results.filter((r) => r.status === "created").length;
  console.log(`Knowledge base (${database.mode}): ${created} added, ${results.length - created} unchanged.`);
  if (embedder)
    console.log(
      `Embeddings (${embedder.model}): ${await embedPendingChunks(database.db, embedder, log)} passages embedded now.`,
    );
} finally {
  await database.close();
}
