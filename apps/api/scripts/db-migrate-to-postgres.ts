// `pnpm db:migrate-to-postgres <postgresql://…>`: moves the embedded database in DATA_DIR (app
// stopped) to an empty PostgreSQL database, then compares the row counts of every table.
// Afterwards set DATABASE_URL to that address and start the app (src/db/move.ts).
import pg from "pg";
import { loadConfig, loadDotEnv } from "../src/config.ts";
import { startEmbeddedDatabase } from "../src/db/embedded.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { moveDatabase } from "../src/db/move.ts";

loadDotEnv();
const targetUrl = process.argv[2];
if (!targetUrl || !/^postgres(ql)?:\/\//.test(targetUrl)) {
  console.error("Usage: pnpm db:migrate-to-postgres postgresql://user:password@host:5432/database");
  process.exit(2);
}
const env = { ...process.env };
delete env.DATABASE_URL; // the source is always the embedded folder
const { database } = loadConfig(env);
if (database.mode !== "embedded" || database.dataDir === "memory") {
  console.error("No embedded data folder (DATA_DIR) to move.");
  process.exit(2);
}

const embedded = await startEmbeddedDatabase(database.dataDir);
const source = new pg.Client({ connectionString: embedded.url });
const target = new pg.Client({ connectionString: targetUrl });
try {
  // Both at the schema of this version of the app.
  await migrateDatabase(embedded.url);
  await migrateDatabase(targetUrl, (msg) => console.log(`server: ${msg}`));
  await source.connect();
  await target.connect();
  const counts = await moveDatabase(source, target, (msg) => console.log(msg));
  const wrong = counts.filter((c) => c.source !== c.target);
  for (const c of counts)
    if (c.source > 0 || c.target > 0) console.log(`  ${c.table.padEnd(32)} ${c.source} → ${c.target}`);
  if (wrong.length > 0) {
    console.error(`Counts differ for ${wrong.map((c) => c.table).join(", ")}.`);
    process.exitCode = 1;
  } else {
    console.log(`Moved ${database.dataDir} to the server: every table has the same number of rows.`);
    console.log("Set DATABASE_URL to the server's address and start the app; keep the folder as a backup.");
  }
} catch (err) {
  console.error(`Move failed, nothing was kept on the server: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await source.end().catch(() => {});
  await target.end().catch(() => {});
  await embedded.stop();
}
