// Backup and restore of the embedded database (PGlite's data folder) — `pnpm db:backup` and
// `pnpm db:restore`. A PGlite folder is open in one process only (embedded.ts locks it), so a
// backup of a running app is taken BY the app: the command writes a request file into the data
// folder and sends SIGUSR2 to the pid in the lock file; the app writes a checkpoint, dumps the
// folder as a gzipped tar between two queries (PGlite runs one query at a time, so no write
// lands half-way into the copy) and answers in a response file. Only a process of the same user
// (or root) can send that signal: nothing is opened to the network. With the app stopped, the
// command opens the folder itself. A restore needs the app stopped and keeps the old folder.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { vector } from "@electric-sql/pglite-pgvector";
import { lockOwner } from "./data-lock.ts";

export const BACKUP_SIGNAL = "SIGUSR2";
const REQUEST_FILE = "backup-request.json";
const RESPONSE_FILE = "backup-response.json";
export const PGLITE_EXTENSIONS = { vector, pg_trgm };

type TRequest = { id: string; target: string };
type TResponse = { id: string; ok: true; bytes: number } | { id: string; ok: false; error: string };

/** Row counts of every table of the app (public schema), sorted by table name. */
export async function countRows(db: PGlite): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const res = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name.replace(/"/g, '""')}"`);
    counts[name] = res.rows[0]?.n ?? 0;
  }
  return counts;
}

/** Writes a consistent gzipped tar of the open database to `target` (atomically: .part, rename). */
export async function dumpTo(db: PGlite, target: string): Promise<number> {
  await db.exec("CHECKPOINT");
  const blob = await db.dumpDataDir("gzip");
  const bytes = Buffer.from(await blob.arrayBuffer());
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const part = `${target}.part`;
  fs.writeFileSync(part, bytes, { mode: 0o600 });
  fs.renameSync(part, target);
  return bytes.length;
}

/**
 * In the app: answers backup requests sent by `pnpm db:backup` while it runs. Returns the
 * function that stops listening.
 */
export function serveBackupRequests(db: PGlite, dataDir: string, log: (msg: string) => void = () => {}): () => void {
  let running = Promise.resolve();
  const handle = () => {
    running = running.then(async () => {
      let request: TRequest;
      try {
        request = JSON.parse(fs.readFileSync(path.join(dataDir, REQUEST_FILE), "utf8")) as TRequest;
      } catch {
        return; // a stray signal: no request waiting
      }
      fs.rmSync(path.join(dataDir, REQUEST_FILE), { force: true });
      let response: TResponse;
      try {
        const bytes = await dumpTo(db, request.target);
        response = { id: request.id, ok: true, bytes };
        log(`backup written to ${request.target} (${bytes} bytes)`);
      } catch (err) {
        response = { id: request.id, ok: false, error: (err as Error).message };
        log(`backup to ${request.target} failed: ${response.error}`);
      }
      const responsePath = path.join(dataDir, RESPONSE_FILE);
      fs.writeFileSync(`${responsePath}.part`, JSON.stringify(response), { mode: 0o600 });
      fs.renameSync(`${responsePath}.part`, responsePath);
    });
  };
  process.on(BACKUP_SIGNAL, handle);
  return () => {
    process.off(BACKUP_SIGNAL, handle);
  };
}

/** Asks the running app holding `dataDir` for a backup into `target`; resolves with its size. */
export async function requestBackup(
  dataDir: string,
  pid: number,
  target: string,
  opts: { timeoutMs?: number; pollMs?: number } = {},
): Promise<number> {
  const id = crypto.randomUUID();
  const responsePath = path.join(dataDir, RESPONSE_FILE);
  fs.rmSync(responsePath, { force: true });
  fs.writeFileSync(path.join(dataDir, REQUEST_FILE), JSON.stringify({ id, target } satisfies TRequest), {
    mode: 0o600,
  });
  process.kill(pid, BACKUP_SIGNAL);
  const deadline = Date.now() + (opts.timeoutMs ?? 10 * 60_000);
  while (Date.now() < deadline) {
    try {
      const response = JSON.parse(fs.readFileSync(responsePath, "utf8")) as TResponse;
      if (response.id === id) {
        fs.rmSync(responsePath, { force: true });
        if (!response.ok) throw new Error(`the app could not write the backup: ${response.error}`);
        return response.bytes;
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT" && !(err instanceof SyntaxError)) throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, opts.pollMs ?? 200));
  }
  throw new Error(`the app (pid ${pid}) did not answer the backup request in time`);
}

/** Opens a backup in memory (nothing on disk changes) and counts its rows. */
export async function countRowsInBackup(file: string): Promise<Record<string, number>> {
  const db = await PGlite.create({
    loadDataDir: new Blob([fs.readFileSync(file)]),
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    return await countRows(db);
  } finally {
    await db.close();
  }
}

/**
 * Replaces the embedded database in `dataDir` by the backup in `file` (the app must be stopped).
 * The folder it replaces is kept beside it as `<dataDir>.before-restore-<time>`.
 */
export async function restoreBackup(
  dataDir: string,
  file: string,
): Promise<{ counts: Record<string, number>; keptAt: string | null }> {
  const owner = lockOwner(dataDir);
  if (owner !== null) throw new Error(`the app (pid ${owner}) is using ${dataDir}: stop it before restoring`);
  const blob = new Blob([fs.readFileSync(file)]);
  let keptAt: string | null = null;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    keptAt = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    fs.renameSync(dataDir, keptAt);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    const db = await PGlite.create({ dataDir, loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
    try {
      return { counts: await countRows(db), keptAt };
    } finally {
      await db.close();
    }
  } catch (err) {
    // Put the old folder back: a failed restore must not leave the installation without data.
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (keptAt) fs.renameSync(keptAt, dataDir);
    throw err;
  }
}
