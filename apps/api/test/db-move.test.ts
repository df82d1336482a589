// `pnpm db:migrate-to-postgres` (issue 26): an embedded installation moved to a new database on
// the PostgreSQL server of DATABASE_URL, as an operator runs it (a separate process), then the
// app's own client reads the moved rows: Hindi text, a search vector, a document superseded by
// another (a self-reference), an id sequence that continues after the copied ids.
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createDbClient } from "../src/db/client.ts";
import { openDatabase } from "../src/db/database.ts";

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, "..");
const serverUrl = process.env.DATABASE_URL;

async function onServer<T>(sql: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await sql(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)("moving an embedded installation to PostgreSQL", () => {
  it("copies every row, and the app reads them on the server", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-move-"));
    const dataDir = path.join(root, "data");
    const dbName = `sachiv_move_${crypto.randomBytes(4).toString("hex")}`;
    await onServer((c) =>
      c.query(`CREATE DATABASE ${dbName} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`),
    );
    const targetUrl = new URL(serverUrl!);
    targetUrl.pathname = `/${dbName}`;
    try {
      const embedded = await openDatabase({ mode: "embedded", dataDir, minFreeBytes: 0, sharedBuffersMb: 16 });
      const { db } = embedded;
      await db.user.create({ data: { email: "sachiv.रामपुर@example.in", passwordHash: "x" } });
      for (let i = 0; i < 3; i++) await db.loginFailure.create({ data: { email: "x@example.in", ip: "10.0.0.1" } });
      const base = { fileName: "f.md", mimeType: "text/markdown", byteSize: 10 };
      const replacement = await db.knowledgeDocument.create({
        data: { ...base, title: "नया परिपत्र", contentHash: "b" },
      });
      const old = await db.knowledgeDocument.create({
        data: {
          ...base,
          title: "पुराना परिपत्र",
          contentHash: "a",
          supersededById: replacement.id,
          supersededAt: new Date(),
        },
      });
      // An edit rewrites the replacement's row after the older one that points at it.
      await db.knowledgeDocument.update({ where: { id: replacement.id }, data: { title: "नया परिपत्र (संशोधित)" } });
      await db.$executeRaw`
        INSERT INTO knowledge_chunks (id, document_id, ordinal, content, search_text, search_vector)
        VALUES (gen_random_uuid(), ${replacement.id}::uuid, 0, 'ग्राम सभा की बैठक साल में चार बार',
                'gram sabha baithak', to_tsvector('simple', 'gram sabha baithak'))`;
      await embedded.close();

      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      const moved = await run(
        process.execPath,
        ["--import", "tsx", "scripts/db-migrate-to-postgres.ts", targetUrl.toString()],
        { cwd: apiDir, env },
      );
      expect(moved.stdout).toContain("every table has the same number of rows");
      expect(moved.stdout).toMatch(/knowledge_documents\s+2 → 2/);
      expect(moved.stdout).toMatch(/login_failures\s+3 → 3/);

      const server = createDbClient(targetUrl.toString(), 2);
      try {
        expect((await server.user.findFirstOrThrow()).email).toBe("sachiv.रामपुर@example.in");
        const moveOld = await server.knowledgeDocument.findUniqueOrThrow({ where: { id: old.id } });
        expect(moveOld.supersededById).toBe(replacement.id);
        const hits = await server.$queryRaw<{ content: string }[]>`
          SELECT content FROM knowledge_chunks WHERE search_vector @@ to_tsquery('simple', 'baithak')`;
        expect(hits).toEqual([{ content: "ग्राम सभा की बैठक साल में चार बार" }]);
        // New rows get ids after the copied ones, not a duplicate key.
        const next = await server.loginFailure.create({ data: { email: "y@example.in", ip: "10.0.0.2" } });
        expect(next.id).toBe(4n);
      } finally {
        await server.$disconnect();
      }

      // A second run refuses: the server's tables are no longer empty, and nothing is doubled.
      const again = await run(
        process.execPath,
        ["--import", "tsx", "scripts/db-migrate-to-postgres.ts", targetUrl.toString()],
        { cwd: apiDir, env },
      ).catch((err: { stderr: string; code: number }) => err);
      expect(again).toMatchObject({ code: 1 });
      expect((again as { stderr: string }).stderr).toContain("is not empty");
    } finally {
      await onServer((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 300_000);
});
