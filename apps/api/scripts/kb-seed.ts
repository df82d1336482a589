// `pnpm kb:seed`: ingests the starter corpus (apps/api/kb/starter) into the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR). Safe to run again: unchanged files are skipped.
import { loadConfig, loadDotEnv } from "../src/config.ts";
import { openDatabase } from "../src/db/database.ts";
import { seedStarterCorpus } from "../src/modules/knowledge/starter.ts";

loadDotEnv();

const config = loadConfig();
if (config.ai.embeddingModel) {
  // The OpenAI-compatible embeddings provider arrives with the chat issue; until then the seed
  // stores passages for full-text search only (embedPendingChunks can add vectors later).
  console.log(`EMBEDDING_MODEL is set, but no embeddings provider is wired yet: seeding for full-text search only.`);
}
const database = await openDatabase(config.database, (m) => console.log(m));
try {
  const results = await seedStarterCorpus(database.db, { log: (m) => console.log(m) });
  for (const r of results) console.log(`${r.status.padEnd(9)} ${r.fileName} (${r.chunks} passages)`);
  const created = results.filter((r) => r.status === "created").length;
  console.log(`Knowledge base (${database.mode}): ${created} added, ${results.length - created} unchanged.`);
} finally {
  await database.close();
}
