// Applies the committed SQL migrations (prisma/migrations/*/migration.sql) in order, once each,
// keeping Prisma's `_prisma_migrations` bookkeeping. Safe to run from several replicas at once.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { repoRoot } from "../config.ts";

export const MIGRATIONS_DIR = path.join(repoRoot, "prisma", "migrations");
const LOCK_KEY = 72_410_001; // any constant: serialises migrators across processes

export type TMigration = { name: string; sql: string; checksum: string };

export function readMigrations(dir = MIGRATIONS_DIR): TMigration[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: crypto.createHash("sha256").update(sql).digest("hex") };
    });
}

const BOOKKEEPING = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/** Returns the names of the migrations it applied (empty when the database was up to date). */
export async function migrateDatabase(
  url: string,
  log: (msg: string) => void = () => {},
  dir = MIGRATIONS_DIR,
): Promise<string[]> {
  const migrations = readMigrations(dir);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    await client.query(BOOKKEEPING);
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations"
       WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    for (const m of migrations) {
      const previous = done.get(m.name);
      if (previous !== undefined) {
        // An applied migration is history: editing it would leave this database and a fresh one
        // with different schemas. Refuse to start rather than run on a schema nobody can name.
        if (previous !== m.checksum) {
          throw new Error(
            `Migration ${m.name} was changed after it was applied to this database (checksum ${previous.slice(0, 12)}… ` +
              `now ${m.checksum.slice(0, 12)}…). Restore the committed migration.sql and put the change in a new migration ` +
              "(pnpm db:new-migration <name>).",
          );
        }
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(m.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), 1)`,
          [crypto.randomUUID(), m.checksum, m.name],
        );
        await client.query("COMMIT");
      } catch (err) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`, { cause: err });
      }
      applied.push(m.name);
      log(`applied migration ${m.name}`);
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => {});
    await client.end();
  }
  return applied;
}
