// Embedded PostgreSQL: PGlite (with pgvector) behind a loopback wire-protocol socket, so the
// app and Prisma talk to it exactly as they talk to a PostgreSQL server in production. The socket
// asks for a password generated afresh by each process (pglite-password.ts): other processes on
// the machine cannot connect.
import crypto from "node:crypto";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { PGLITE_EXTENSIONS, serveBackupRequests } from "./backup.ts";
import { isAlive, lockFileOf } from "./data-lock.ts";
import { requirePassword } from "./pglite-password.ts";
import { fixPgliteSocketServer } from "./pglite-socket-fixes.ts";

export type TEmbeddedDatabase = {
  url: string;
  stop: () => Promise<void>;
};

/**
 * PGlite has no locking of its own: two processes on one folder would corrupt it. A lock file
 * holding our pid keeps a second process (say `pnpm admin:grant` beside a running app) out.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = lockFileOf(dataDir);
  const tryCreate = (): boolean => {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw err;
    }
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate()) return () => fs.rmSync(lockFile, { force: true });
    const owner = Number(fs.readFileSync(lockFile, "utf8").trim());
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${owner}. Stop the app first, or set DATABASE_URL.`,
      );
    }
    fs.rmSync(lockFile, { force: true }); // left behind by a process that is gone
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/** Starts PGlite on `dataDir` ("memory" for a throwaway database) and serves it on 127.0.0.1. */
export type TEmbeddedOptions = {
  /**
   * PostgreSQL's shared_buffers inside PGlite's WebAssembly memory. The default 128 MB is most
   * of the embedded database's resident memory; pages not in it are read from the data folder
   * through the OS page cache, which a small server has anyway.
   */
  sharedBuffersMb?: number;
};

export async function startEmbeddedDatabase(
  dataDir: string,
  options: TEmbeddedOptions = {},
): Promise<TEmbeddedDatabase> {
  let unlock = () => {};
  if (dataDir !== "memory") {
    fs.mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  try {
    return await serve(dataDir, unlock, options);
  } catch (err) {
    unlock();
    throw err;
  }
}

/**
 * Opens the embedded database in-process, locked, without serving it (`pnpm db:backup` with the
 * app stopped). `close` releases the lock.
 */
export async function openEmbeddedDirect(dataDir: string): Promise<{ db: PGlite; close: () => Promise<void> }> {
  fs.mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const db = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
    return {
      db,
      async close() {
        await db.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

async function serve(dataDir: string, unlock: () => void, options: TEmbeddedOptions): Promise<TEmbeddedDatabase> {
  const db = await PGlite.create({
    dataDir: dataDir === "memory" ? undefined : dataDir,
    postgresqlconf: [`shared_buffers=${options.sharedBuffersMb ?? 16}MB`, "wal_buffers=1MB"],
    // pg_trgm: trigram indexes for the admin's substring search over conversations.
    extensions: PGLITE_EXTENSIONS,
  });
  // `pnpm db:backup` while the app runs asks this process for the copy (backup.ts).
  const stopServingBackups = dataDir === "memory" ? () => {} : serveBackupRequests(db, dataDir);
  // Several pooled connections share the one PGlite through the socket server's multiplexer.
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 16 });
  fixPgliteSocketServer(server);
  // Only this process knows it (it is never written down): the app, migrations and scripts all
  // open the embedded database in-process.
  const password = crypto.randomBytes(24).toString("hex");
  requirePassword(server, password);
  await server.start();
  const address = server.getServerConn();
  const port = Number(address.split(":").pop());
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      stopServingBackups();
      await server.stop();
      await db.close();
      unlock();
    },
  };
}
