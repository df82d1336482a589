// Several pooled connections share the one embedded PGlite through its socket server. Extended
// protocol statements (Parse/Bind/Execute/Sync, as node-postgres and Prisma send them) from
// different connections must not interleave: each query gets its own answer, none an error.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import pg from "pg";
import { startEmbeddedDatabase } from "../src/db/embedded.ts";

describe.skipIf(Boolean(process.env.DATABASE_URL))("embedded database under concurrent connections", () => {
  it("answers 400 parameterised queries (half with 80 KB parameters) from 8 connections, each with its own result", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-concurrency-"));
    const database = await startEmbeddedDatabase(dir);
    const pool = new pg.Pool({ connectionString: database.url, max: 8 });
    try {
      await pool.query("CREATE TABLE probes (n int PRIMARY KEY, label text)");
      const results = await Promise.allSettled(
        Array.from({ length: 400 }, async (_, n) => {
          // Different statements, so a Bind landing on another connection's Parse shows.
          if (n % 2 === 0) {
            const { rows } = await pool.query<{ echoed: number; label: string }>(
              "SELECT $1::int AS echoed, $2::text AS label",
              [n, `गाँव ${n}`],
            );
            return rows[0]!.echoed === n && rows[0]!.label === `गाँव ${n}`;
          }
          // Large enough to reach the server in several TCP reads.
          const label = `probe ${n} ${"ग्राम पंचायत ".repeat(6000)}`;
          const { rows } = await pool.query<{ n: number; length: number }>(
            "INSERT INTO probes (n, label) VALUES ($1, $2) RETURNING n, length(label) AS length",
            [n, label],
          );
          return rows[0]!.n === n && rows[0]!.length === label.length;
        }),
      );
      const failures = results.filter((r) => r.status === "rejected" || r.value !== true);
      expect(failures.map((r) => (r.status === "rejected" ? String(r.reason) : "wrong result")).slice(0, 3)).toEqual(
        [],
      );
      const { rows } = await pool.query<{ count: number }>("SELECT count(*)::int AS count FROM probes");
      expect(rows[0]!.count).toBe(200);
    } finally {
      await pool.end();
      await database.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
