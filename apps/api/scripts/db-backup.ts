// `pnpm db:backup [file]`: a consistent copy of the embedded database, taken while the app runs
// (the app writes it, asked by a signal: src/db/backup.ts) or with the app stopped; then the copy
// is opened in memory and its row counts printed beside the live database's.
// PostgreSQL server installations use pg_dump (README, "Backups").
import path from "node:path";
import { loadConfig, loadDotEnv } from "../src/config.ts";
import { countRowsInBackup, dumpTo, requestBackup } from "../src/db/backup.ts";
import { lockOwner } from "../src/db/data-lock.ts";
import { openEmbeddedDirect } from "../src/db/embedded.ts";

loadDotEnv();
const { database } = loadConfig();
if (database.mode !== "embedded" || database.dataDir === "memory") {
  console.error(
    "DATABASE_URL is set: back up the PostgreSQL server with pg_dump, e.g.\n" +
      '  pg_dump --format=custom --file=sachiv.dump "$DATABASE_URL"\n(see the README, "Backups").',
  );
  process.exit(2);
}
const dataDir = database.dataDir;
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  process.argv[2] ?? path.join(path.dirname(dataDir), "backups", `sachiv-${stamp}.tar.gz`),
);

const owner = lockOwner(dataDir);
let bytes: number;
if (owner !== null) {
  console.log(`The app (pid ${owner}) is running: asking it for a copy…`);
  bytes = await requestBackup(dataDir, owner, target);
} else {
  const direct = await openEmbeddedDirect(dataDir);
  try {
    bytes = await dumpTo(direct.db, target);
  } finally {
    await direct.close();
  }
}
const counts = await countRowsInBackup(target);
const total = Object.values(counts).reduce((a, b) => a + b, 0);
console.log(`Backup written: ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${total} rows)`);
for (const [table, n] of Object.entries(counts)) if (n > 0) console.log(`  ${table.padEnd(32)} ${n}`);
console.log(`Restore it with the app stopped: pnpm db:restore ${target}`);
