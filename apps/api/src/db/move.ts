// `pnpm db:migrate-to-postgres <url>`: moves an embedded installation (PGlite in DATA_DIR) to a
// PostgreSQL server. The server's database is migrated to the same schema first and must be
// empty; every table is copied in one transaction on the server (a failure leaves it empty), in
// foreign-key order, as JSON rows read back by each column's own input function (so vectors,
// tsvectors, bytea, arrays and Hindi text arrive unchanged); sequences are moved past the copied
// ids; then both sides are counted and compared.
import type pg from "pg";

export type TTableCount = { table: string; source: number; target: number };

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const BATCH_ROWS = 500;
/** Tables whose rows the migrations write (the admin caches' change counters, admin-cache-version.ts):
 * the server's own rows stay; their values only tell a replica's cache to refresh, so nothing is
 * carried over. */
const MIGRATION_ROWS = new Set(["admin_cache_version"]);

async function tables(client: pg.Client): Promise<string[]> {
  const res = await client.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY 1",
  );
  return res.rows.map((r) => r.name);
}

/** Columns a row can be written to (generated columns are computed by the server itself). */
async function writableColumns(client: pg.Client, table: string): Promise<string[]> {
  const res = await client.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
     WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     ORDER BY a.attnum`,
    [`public.${quote(table)}`],
  );
  return res.rows.map((r) => r.name);
}

/** Tables ordered so that a table comes after every table it references (self-references aside). */
async function foreignKeyOrder(client: pg.Client, names: string[]): Promise<string[]> {
  const res = await client.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const unquote = (s: string) => s.replace(/^public\./, "").replace(/^"(.*)"$/, "$1");
  const parents = new Map<string, Set<string>>(names.map((n) => [n, new Set()]));
  for (const { child, parent } of res.rows) {
    const c = unquote(child);
    const p = unquote(parent);
    if (c !== p) parents.get(c)?.add(p);
  }
  const ordered: string[] = [];
  const done = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (done.has(name)) return;
    if (path.has(name)) throw new Error(`foreign keys form a cycle through ${name}`);
    path.add(name);
    for (const p of parents.get(name) ?? []) if (parents.has(p)) visit(p, path);
    path.delete(name);
    done.add(name);
    ordered.push(name);
  };
  for (const n of names) visit(n, new Set());
  return ordered;
}

/** Self-referencing foreign-key columns of a table (e.g. a document superseded by another). */
async function selfReferences(client: pg.Client, table: string): Promise<string[]> {
  const res = await client.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_constraint c
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
     WHERE c.contype = 'f' AND c.conrelid = $1::regclass AND c.confrelid = c.conrelid`,
    [`public.${quote(table)}`],
  );
  return res.rows.map((r) => r.name);
}

async function count(client: pg.Client, table: string): Promise<number> {
  const res = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quote(table)}`);
  return res.rows[0]?.n ?? 0;
}

export async function moveDatabase(
  source: pg.Client,
  target: pg.Client,
  log: (msg: string) => void = () => {},
): Promise<TTableCount[]> {
  const [sourceMigrations, targetMigrations] = await Promise.all(
    [source, target].map(async (c) =>
      (
        await c.query<{ name: string }>(
          "SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1",
        )
      ).rows.map((r) => r.name),
    ),
  );
  if (sourceMigrations!.join() !== targetMigrations!.join()) {
    throw new Error("the two databases are not at the same schema version: start the app once on each first");
  }
  const names = (await tables(source)).filter((table) => !MIGRATION_ROWS.has(table));
  for (const table of await tables(target)) {
    if (!MIGRATION_ROWS.has(table) && (await count(target, table)) > 0)
      throw new Error(`the server's table ${table} is not empty: use a new database`);
  }

  await target.query("BEGIN");
  try {
    for (const table of await foreignKeyOrder(target, names)) {
      const targetColumns = new Set(await writableColumns(target, table));
      const columns = (await writableColumns(source, table)).filter((c) => targetColumns.has(c));
      const skipped = [...targetColumns].filter((c) => !columns.includes(c));
      if (skipped.length > 0) log(`${table}: columns only on the server stay at their defaults: ${skipped.join(", ")}`);
      const deferred = (await selfReferences(target, table)).filter((c) => columns.includes(c));
      const list = columns.map(quote).join(", ");
      // Self-references are written after every row of the table exists.
      const insertList = columns.map((c) => (deferred.includes(c) ? "NULL" : quote(c))).join(", ");
      let copied = 0;
      for (let offset = 0; ; offset += BATCH_ROWS) {
        const batch = await source.query<{ rows: string | null }>(
          `SELECT json_agg(to_jsonb(t))::text AS rows FROM (SELECT * FROM ${quote(table)} ORDER BY ctid LIMIT ${BATCH_ROWS} OFFSET ${offset}) t`,
        );
        const rows = batch.rows[0]?.rows;
        if (!rows) break;
        const res = await target.query(
          `INSERT INTO ${quote(table)} (${list}) SELECT ${insertList} FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`,
          [rows],
        );
        copied += res.rowCount ?? 0;
        if (deferred.length > 0) {
          const keys = await primaryKey(target, table);
          const sets = deferred.map((c) => `${quote(c)} = r.${quote(c)}`).join(", ");
          const match = keys.map((k) => `t.${quote(k)} = r.${quote(k)}`).join(" AND ");
          await target.query(
            `UPDATE ${quote(table)} t SET ${sets} FROM json_populate_recordset(NULL::${quote(table)}, $1::json) r WHERE ${match}`,
            [rows],
          );
        }
      }
      await resetSequences(target, table);
      if (copied > 0) log(`${table}: ${copied} rows`);
    }
    await target.query("COMMIT");
  } catch (err) {
    await target.query("ROLLBACK");
    throw err;
  }

  const counts: TTableCount[] = [];
  for (const table of names)
    counts.push({ table, source: await count(source, table), target: await count(target, table) });
  return counts;
}

async function primaryKey(client: pg.Client, table: string): Promise<string[]> {
  const res = await client.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_index i
     JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
     WHERE i.indrelid = $1::regclass AND i.indisprimary`,
    [`public.${quote(table)}`],
  );
  if (res.rows.length === 0) throw new Error(`table ${table} has no primary key`);
  return res.rows.map((r) => r.name);
}

/** Moves each serial/identity sequence of the table past the highest copied value. */
async function resetSequences(client: pg.Client, table: string): Promise<void> {
  const res = await client.query<{ column: string; seq: string }>(
    `SELECT a.attname AS column, pg_get_serial_sequence($1, a.attname) AS seq FROM pg_attribute a
     WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
       AND pg_get_serial_sequence($1, a.attname) IS NOT NULL`,
    [`public.${quote(table)}`],
  );
  for (const { column, seq } of res.rows) {
    await client.query(
      `SELECT setval($1, COALESCE((SELECT max(${quote(column)}) FROM ${quote(table)}), 0) + 1, false)`,
      [seq],
    );
  }
}
