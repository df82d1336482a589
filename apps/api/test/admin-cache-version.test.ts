// The admin caches' two counter tables became one, admin_cache_version, keyed by the cache's name,
// with one bump function (migration *_admin_cache_version). A database that ran the earlier
// migrations keeps its counters' values (a replica of the previous release still compares its
// cache with them during a rolling update), loses the old tables and functions, and its triggers
// raise the right cache's counter.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedDatabase, type TEmbeddedDatabase } from "../src/db/embedded.ts";
import { MIGRATIONS_DIR, migrateDatabase, readMigrations } from "../src/db/migrate.ts";

let database: TEmbeddedDatabase;
let client: pg.Client;
let before: string;
beforeAll(async () => {
  database = await startEmbeddedDatabase("memory");
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  // The migrations before this one, as a database of the previous release ran them.
  const names = readMigrations().map((m) => m.name);
  const index = names.findIndex((name) => name.endsWith("_admin_cache_version"));
  expect(index).toBeGreaterThan(0);
  before = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-before-admin-cache-"));
  for (const name of names.slice(0, index))
    fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(before, name), { recursive: true });
  await migrateDatabase(database.url, () => {}, before);
});
afterAll(async () => {
  await client?.end();
  await database?.stop();
  if (before) fs.rmSync(before, { recursive: true, force: true });
});

const counters = async () =>
  Object.fromEntries(
    (
      await client.query<{ name: string; version: string }>(
        "SELECT name, version FROM admin_cache_version ORDER BY name",
      )
    ).rows.map((r) => [r.name, Number(r.version)]),
  );

describe("admin cache counters", () => {
  it("carries both counters into one table, drops the old ones and raises each cache's own counter", async () => {
    await client.query("UPDATE knowledge_gap_version SET version = 7 WHERE id = 1");
    await client.query("UPDATE admin_statistics_version SET version = 11 WHERE id = 1");

    const applied = await migrateDatabase(database.url);
    expect(applied.some((name) => name.endsWith("_admin_cache_version"))).toBe(true);
    expect(await counters()).toEqual({ admin_statistics: 11, knowledge_gaps: 7 });

    const leftovers = await client.query<{ t1: string | null; t2: string | null; functions: string }>(
      `SELECT to_regclass('knowledge_gap_version') AS t1, to_regclass('admin_statistics_version') AS t2,
              (SELECT count(*) FROM pg_proc WHERE proname IN ('knowledge_gap_bump', 'admin_statistics_bump')) AS functions`,
    );
    expect(leftovers.rows[0]).toEqual({ t1: null, t2: null, functions: "0" });

    // A "handled" mark is read by the gaps only; emptying the ratings by the statistics only
    // (the gaps' rating triggers are per row, and no row was low).
    await client.query(
      "INSERT INTO knowledge_gap_states (key, handled_at, handled_by) VALUES ('tractor subsidy', now(), 'admin@example.test')",
    );
    expect(await counters()).toEqual({ admin_statistics: 11, knowledge_gaps: 8 });
    await client.query("TRUNCATE ratings CASCADE");
    expect(await counters()).toEqual({ admin_statistics: 12, knowledge_gaps: 8 });
  });
});
