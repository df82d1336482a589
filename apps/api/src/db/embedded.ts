// Embedded PostgreSQL: PGlite (with pgvector) behind a loopback wire-protocol socket, so the
// app and Prisma talk to it exactly as they talk to a PostgreSQL server in production.
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { vector } from "@electric-sql/pglite-pgvector";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export type TEmbeddedDatabase = {
  url: string;
  stop: () => Promise<void>;
};

/** Starts PGlite on `dataDir` ("memory" for a throwaway database) and serves it on 127.0.0.1. */
export async function startEmbeddedDatabase(dataDir: string): Promise<TEmbeddedDatabase> {
  if (dataDir !== "memory") fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: dataDir === "memory" ? undefined : dataDir,
    extensions: { vector },
  });
  // Several pooled connections share the one PGlite through the socket server's multiplexer.
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 16 });
  await server.start();
  const address = server.getServerConn();
  const port = Number(address.split(":").pop());
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
