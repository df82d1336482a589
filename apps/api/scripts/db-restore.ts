// `pnpm db:restore <file>`: puts a backup made by `pnpm db:backup` in place of the embedded
// database (the app must be stopped); the folder it replaces is kept beside it.
import path from "node:path";
import { loadConfig, loadDotEnv } from "../src/config.ts";
import { restoreBackup } from "../src/db/backup.ts";

loadDotEnv();
const arg = process.argv[2];
if (!arg) {
  console.error("Usage: pnpm db:restore <backup file (.tar.gz from pnpm db:backup)>");
  process.exit(2);
}
// pnpm runs the script in apps/api: a relative path is the caller's.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
const { database } = loadConfig();
if (database.mode !== "embedded" || database.dataDir === "memory") {
  console.error('DATABASE_URL is set: restore the PostgreSQL server with pg_restore (README, "Backups").');
  process.exit(2);
}
try {
  const { counts, keptAt } = await restoreBackup(database.dataDir, file);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`Restored ${file} into ${database.dataDir} (${total} rows).`);
  for (const [table, n] of Object.entries(counts)) if (n > 0) console.log(`  ${table.padEnd(32)} ${n}`);
  if (keptAt) console.log(`The folder it replaced is kept at ${keptAt}.`);
} catch (err) {
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
