// One process at a time on an embedded data folder; data survives a restart.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import pg from "pg";
import { startEmbeddedDatabase } from "../src/db/embedded.ts";

describe.skipIf(Boolean(process.env.DATABASE_URL))("embedded database folder", () => {
  it("keeps data across restarts and refuses a second live process", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-data-"));
    try {
      const first = await startEmbeddedDatabase(dir);
      const client = new pg.Client({ connectionString: first.url });
      await client.connect();
      await client.query("CREATE TABLE villages (name text)");
      await client.query("INSERT INTO villages VALUES ('रामपुर')");
      await client.end();

      // Another process trying the same folder gets a clear error.
      const other = spawnSync(
        process.execPath,
        [
          "--import",
          "tsx",
          "-e",
          `import("${path.resolve("src/db/embedded.ts")}").then(m => m.startEmbeddedDatabase(${JSON.stringify(dir)})).then(() => process.exit(0), e => { console.error(e.message); process.exit(3); })`,
        ],
        { encoding: "utf8" },
      );
      expect(other.status).toBe(3);
      expect(other.stderr).toContain("is in use by process");
      await first.stop();

      const second = await startEmbeddedDatabase(dir);
      const again = new pg.Client({ connectionString: second.url });
      await again.connect();
      const { rows } = await again.query("SELECT name FROM villages");
      expect(rows).toEqual([{ name: "रामपुर" }]);
      await again.end();
      await second.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
