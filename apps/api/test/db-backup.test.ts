// `pnpm db:backup` while the app runs and `pnpm db:restore` with it stopped (issue 26): the
// commands run as separate processes, as an operator runs them; the app is this process holding
// the embedded folder. Backup → more writes → restore gives back exactly the backed-up rows.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openDatabase, type TDatabase } from "../src/db/database.ts";

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, "..");

/** Runs one of the package's scripts the way `pnpm db:backup` does, with DATA_DIR set. */
async function script(name: string, dataDir: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, INIT_CWD: apiDir };
  delete env.DATABASE_URL;
  return run(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], { cwd: apiDir, env });
}

async function openAt(dataDir: string): Promise<TDatabase> {
  return openDatabase({ mode: "embedded", dataDir, minFreeBytes: 0, sharedBuffersMb: 16 });
}

async function userEmails(database: TDatabase): Promise<string[]> {
  const rows = await database.db.user.findMany({ select: { email: true }, orderBy: { email: "asc" } });
  return rows.map((r) => r.email);
}

describe.skipIf(Boolean(process.env.DATABASE_URL) || process.platform === "win32")(
  "embedded backup and restore",
  () => {
    it("copies a running database and puts it back, keeping the folder it replaces", async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-backup-"));
      const dataDir = path.join(root, "data");
      const file = path.join(root, "copies", "before.tar.gz");
      try {
        let database = await openAt(dataDir);
        await database.db.user.createMany({
          data: [
            { email: "sarpanch.rampur@example.in", passwordHash: "x" },
            { email: "sachiv.रामपुर@example.in", passwordHash: "x" },
          ],
        });

        // The app is running (this process holds the folder): the command asks it for the copy.
        const backup = await script("db-backup", dataDir, [file]);
        expect(backup.stdout).toContain("is running: asking it for a copy");
        expect(backup.stdout).toMatch(/users\s+2\n/);
        expect(fs.statSync(file).size).toBeGreaterThan(0);
        expect(fs.existsSync(`${file}.part`)).toBe(false);

        // Written after the copy: a restore must take it away again.
        await database.db.user.create({ data: { email: "later@example.in", passwordHash: "x" } });

        // A restore refuses while the app holds the folder, and changes nothing.
        const refused = await script("db-restore", dataDir, [file]).catch(
          (err: { stderr: string; code: number }) => err,
        );
        expect(refused).toMatchObject({ code: 1 });
        expect((refused as { stderr: string }).stderr).toContain("stop it before restoring");
        expect(await userEmails(database)).toHaveLength(3);
        await database.close();

        const restore = await script("db-restore", dataDir, [file]);
        expect(restore.stdout).toMatch(/users\s+2\n/);
        const kept = /kept at (.+)\.\n/.exec(restore.stdout)?.[1];
        expect(kept && fs.existsSync(kept)).toBe(true);

        database = await openAt(dataDir);
        expect(await userEmails(database)).toEqual(["sachiv.रामपुर@example.in", "sarpanch.rampur@example.in"]);
        await database.close();

        // With the app stopped, the command opens the folder itself.
        const offline = await script("db-backup", dataDir, [path.join(root, "copies", "stopped.tar.gz")]);
        expect(offline.stdout).not.toContain("is running");
        expect(offline.stdout).toMatch(/users\s+2\n/);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
      // Four command processes and three openings of the database: minutes on a busy 2-core machine.
    }, 300_000);
  },
);
