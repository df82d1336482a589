// The API process is killed (SIGKILL, no chance to clean up) in the middle of an ingestion job.
// On restart the job resumes where it stopped: every file ends up ingested exactly once and no
// document is left half-written (a document without its passages, which search would half-find).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startApiProcess, type TApiProcess } from "../scripts/replicas.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/database.ts";
import { createTestApp, PASSWORD, signUp, uniqueEmail } from "./helper.ts";
import { multipart } from "./helpers/admin.ts";
import { waitUntil } from "@sachiv/test-support/wait";

const FILES = 12;

type TServer = TApiProcess;

/** The real server entry point in a child process, as `pnpm start` runs it (info logs). */
const startServer = (env: Record<string, string>) =>
  startApiProcess("api", { ...env, LOG_LEVEL: "info", KB_SEED_ON_START: "false" });

/** A file of ordinary prose (~12 KB) with one word only it contains. */
function fileText(i: number): string {
  const lines = [];
  for (let n = 0; n < 60; n++) {
    lines.push(
      `Gram Panchayat ki baithak ${n} mein ward ${i} ke vikas karyon par charcha hui; gram sabha ne yojana ko manzoori di aur kharch ka hisaab rakha gaya.`,
    );
  }
  lines.splice(30, 0, `Is file ka pehchaan shabd crashword${i}x hai.`);
  return lines.join("\n");
}

describe("ingestion survives a SIGKILL of the API process", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-crash-"));
  const servers: TServer[] = [];
  afterAll(() => {
    for (const s of servers) if (s.proc.exitCode === null) s.proc.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("resumes the job after restart; every file once, no half-ingested document", { timeout: 600_000 }, async () => {
    // The same database for every process: the CI's PostgreSQL, or an embedded data folder.
    const dbEnv: Record<string, string> = process.env.DATABASE_URL
      ? { DATABASE_URL: process.env.DATABASE_URL, JOB_LOCK_SECONDS: "2", JOB_POLL_MS: "200" }
      : { DATA_DIR: dataDir };

    // An admin account, made in-process before any server runs.
    const adminEmail = uniqueEmail("crash-admin");
    {
      const t = await createTestApp({ ...dbEnv, JOBS_WORKER: "false" });
      await signUp(t.app, adminEmail);
      await t.app.db.user.update({ where: { email: adminEmail }, data: { isAdmin: true } });
      await t.close();
    }

    const first = await startServer(dbEnv);
    servers.push(first);
    const login = await fetch(`${first.base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: adminEmail, password: PASSWORD }),
    });
    const token = ((await login.json()) as { session: { access_token: string } }).session.access_token;
    const body = multipart(
      Array.from({ length: FILES }, (_, i) => ({ name: `ward-${i}.txt`, bytes: fileText(i), type: "text/plain" })),
    );
    const upload = await fetch(`${first.base}/api/admin/documents/upload`, {
      method: "POST",
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: body.payload,
    });
    expect(upload.status).toBe(202);
    const jobId = ((await upload.json()) as { job_id: string }).job_id;

    // Killed once a few files are in and the rest are not.
    await waitUntil(() => /file 3\/\d+ ingested/.test(first.output()), "the third file to be ingested", {
      timeoutMs: 120_000,
    });
    first.proc.kill("SIGKILL");
    await first.exited;
    expect(first.output()).not.toMatch(new RegExp(`job ${jobId} completed`));

    const second = await startServer(dbEnv);
    servers.push(second);
    await waitUntil(
      () => new RegExp(`job ${jobId} completed \\(${FILES} ingested, 0 failed\\)`).test(second.output()),
      "the resumed job to complete",
      {
        timeoutMs: 300_000,
      },
    );
    second.proc.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    // What the database holds now, read after both processes are gone.
    const config = loadConfig({ NODE_ENV: "test", ...dbEnv });
    const database = await openDatabase(config.database);
    try {
      const db = database.db;
      const job = await db.ingestionJob.findUniqueOrThrow({ where: { id: jobId }, include: { files: true } });
      expect(job.status).toBe("completed");
      expect(job.attempts).toBeGreaterThanOrEqual(2);
      expect(job.files.every((f) => f.status === "done" && f.documentId)).toBe(true);
      const documents = await db.knowledgeDocument.findMany({
        where: { fileName: { startsWith: "ward-" } },
        select: { fileName: true, chunkCount: true, _count: { select: { chunks: true } } },
      });
      // Each file exactly once, each with all its passages.
      expect(documents.map((d) => d.fileName).sort()).toEqual(
        Array.from({ length: FILES }, (_, i) => `ward-${i}.txt`).sort(),
      );
      for (const d of documents) {
        expect(d._count.chunks).toBeGreaterThan(0);
        expect(d._count.chunks).toBe(d.chunkCount);
      }
      const orphans = await db.knowledgeDocument.count({ where: { chunks: { none: {} } } });
      expect(orphans).toBe(0);
    } finally {
      await database.close();
    }
  });
});
