// Knowledge-base uploads and directory ingestion as PostgreSQL jobs, watched over the live channel:
// mixed good and corrupt files, size cap, another API instance running the job, interrupted jobs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZIngestionResult, type TAdminNotification } from "@sachiv/contracts";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { buildFixtures, buildPdf, HINDI_LINE } from "./fixtures/documents.ts";
import { bodyOf, errorOf, injectAs } from "./helper.ts";
import { createAdminTestApp, multipart, openLive, type TAdminTestApp } from "./helpers/admin.ts";

let t: TAdminTestApp;
let knowledgeDir: string;

beforeAll(async () => {
  knowledgeDir = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-kb-"));
  fs.writeFileSync(path.join(knowledgeDir, "gram-sabha.md"), `---\ntitle: ग्राम सभा\n---\n${HINDI_LINE}\n`);
  fs.mkdirSync(path.join(knowledgeDir, "yojana"));
  fs.writeFileSync(
    path.join(knowledgeDir, "yojana", "awas.txt"),
    "PMAY-G mein pakka ghar ke liye 1.20 lakh rupaye milte hain.\n",
  );
  fs.writeFileSync(path.join(knowledgeDir, "photo.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.writeFileSync(path.join(knowledgeDir, ".hidden.md"), "not for the knowledge base\n");
  t = await createAdminTestApp({ KNOWLEDGE_DIR: knowledgeDir, ADMIN_UPLOAD_MAX_BYTES: String(2 * 1024 * 1024) });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(knowledgeDir, { recursive: true, force: true });
});

const isEnd = (n: TAdminNotification) =>
  n.type === "ingestion_completed" || n.type === "ingestion_completed_with_errors" || n.type === "ingestion_error";
const ofJob = (jobId: string) => (n: TAdminNotification) => n.data?.job_id === jobId;

async function upload(files: Parameters<typeof multipart>[0], token = t.adminToken) {
  const body = multipart(files);
  return injectAs(t.app, token, { method: "POST", url: "/api/admin/documents/upload", ...body });
}

describe("POST /admin/documents/upload", () => {
  it("ingests the good files, lists the corrupt ones with their error, and reports every step live", async () => {
    const live = await openLive(t.app, `?token=${t.adminToken}`);
    try {
      const res = await upload([
        { name: "gram-sabha.txt", bytes: `${HINDI_LINE}\nGram sabha saal mein do baar.\n`, type: "text/plain" },
        { name: "broken.pdf", bytes: "%PDF-1.4\nthis is not really a pdf\n%%EOF", type: "application/pdf" },
        { name: "mgnrega.pdf", bytes: buildPdf(["MGNREGA guarantees 100 days of work."]) },
        { name: "not-word.docx", bytes: "plain text pretending to be Word" },
        { name: "binary.md", bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]) },
        { name: "niyam.docx", bytes: (await buildFixtures()).find((f) => f.fileName.endsWith(".docx"))!.bytes },
      ]);
      expect(res.statusCode, res.body).toBe(202);
      const result = ZIngestionResult.parse(res.json());
      expect(result).toMatchObject({
        status: "started",
        admin_user: t.adminEmail,
        files: ["gram-sabha.txt", "broken.pdf", "mgnrega.pdf", "not-word.docx", "binary.md", "niyam.docx"],
      });
      const jobId = result.job_id!;

      const events = (await live.waitFor((n) => ofJob(jobId)(n) && isEnd(n))).filter(ofJob(jobId));
      // Started, then one progress step per file that got as far as ingestion, in order, then the end.
      expect(events.map((e) => [e.type, e.data?.current_file ?? null])).toEqual([
        ["ingestion_started", null],
        ["ingestion_progress", 1],
        ["ingestion_progress", 2],
        ["ingestion_progress", 3],
        ["ingestion_progress", 6],
        ["ingestion_completed_with_errors", null],
      ]);
      expect(events[1]!.data).toMatchObject({ total_files: 6, filename: "gram-sabha.txt" });
      expect(events[1]!.message).toBe("Processing file 1 of 6: gram-sabha.txt");
      const end = events.at(-1)!;
      expect(end.data!.successful_files).toEqual(["gram-sabha.txt", "mgnrega.pdf", "niyam.docx"]);
      expect(end.data!.failed_files!.map((f) => f.filename)).toEqual(["broken.pdf", "not-word.docx", "binary.md"]);
      for (const f of end.data!.failed_files!) expect(f.error.length).toBeGreaterThan(5);
      expect(end.data!.failed_files![1]!.error).toMatch(/not Word/);
      expect(end.message).toBe("Ingestion completed with errors: 3 succeeded, 3 failed");

      const docs = await t.app.db.knowledgeDocument.findMany({ select: { fileName: true } });
      expect(docs.map((d) => d.fileName)).toEqual(
        expect.arrayContaining(["gram-sabha.txt", "mgnrega.pdf", "niyam.docx"]),
      );
      expect(docs.map((d) => d.fileName)).not.toContain("broken.pdf");
      // The stored bytes are dropped once the job is done.
      const job = await t.app.db.ingestionJob.findUniqueOrThrow({ where: { id: jobId }, include: { files: true } });
      expect(job.status).toBe("completed_with_errors");
      expect(job.files.every((f) => f.bytes === null)).toBe(true);
    } finally {
      await live.close();
    }
  });

  it("answers no file with 400, a non-multipart body with 415, and more than the cap with 413, leaving no job", async () => {
    const jobsBefore = await t.app.db.ingestionJob.count();
    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: "NO_FILES_SELECTED", message: "Please select at least one file" });
    const otherField = multipart([{ name: "x.txt", bytes: "x", field: "other" }]);
    const hindi = await injectAs(t.app, t.adminToken, {
      method: "POST",
      url: "/api/admin/documents/upload",
      payload: otherField.payload,
      headers: { ...otherField.headers, "x-language": "hindi" },
    });
    expect(hindi.statusCode).toBe(400);
    expect(errorOf(hindi).message).toBe("कृपया कम से कम एक फ़ाइल चुनें");

    const mangled = await injectAs(t.app, t.adminToken, {
      method: "POST",
      url: "/api/admin/documents/upload",
      payload: otherField.payload.subarray(0, 60),
      headers: multipart([]).headers,
    });
    expect(mangled.statusCode).toBe(400);

    const json = await injectAs(t.app, t.adminToken, {
      method: "POST",
      url: "/api/admin/documents/upload",
      payload: { files: [] },
    });
    expect(json.statusCode).toBe(415);

    const big = new Uint8Array(1024 * 1024).fill(0x61); // 1 MB of "a": two of them pass the 2 MB cap
    const over = await upload([
      { name: "a.txt", bytes: big },
      { name: "b.txt", bytes: big },
      { name: "c.txt", bytes: "small" },
    ]);
    expect(over.statusCode).toBe(413);
    expect(errorOf(over).code).toBe("UPLOAD_TOO_LARGE");
    expect(await t.app.db.ingestionJob.count()).toBe(jobsBefore);
  });
});

describe("POST /admin/documents/ingest", () => {
  it("ingests every supported file of KNOWLEDGE_DIR, sub-folders included", async () => {
    const live = await openLive(t.app, `?token=${t.adminToken}`);
    try {
      // As a browser's fetch may send it: a JSON content type and no body.
      const res = await injectAs(t.app, t.adminToken, {
        method: "POST",
        url: "/api/admin/documents/ingest",
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode, res.body).toBe(202);
      const result = ZIngestionResult.parse(res.json());
      expect(result).toMatchObject({
        status: "started",
        directory: knowledgeDir,
        files: ["gram-sabha.md", "yojana/awas.txt"],
      });
      const events = (await live.waitFor((n) => ofJob(result.job_id!)(n) && isEnd(n))).filter(ofJob(result.job_id!));
      expect(events.map((e) => e.type)).toEqual([
        "ingestion_started",
        "ingestion_progress",
        "ingestion_progress",
        "ingestion_completed",
      ]);
      expect(events.at(-1)!.data).toMatchObject({
        successful_files: ["gram-sabha.md", "yojana/awas.txt"],
        failed_files: [],
      });
      expect(await t.app.db.knowledgeDocument.count({ where: { title: "ग्राम सभा" } })).toBe(1);
    } finally {
      await live.close();
    }
  });

  it("says so when the directory cannot be read", async () => {
    const away = `${knowledgeDir}-away`;
    fs.renameSync(knowledgeDir, away);
    try {
      const res = await injectAs(t.app, t.adminToken, { method: "POST", url: "/api/admin/documents/ingest" });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: "KNOWLEDGE_DIR_UNAVAILABLE",
        message: "Folder ke documents jode nahi ja sake: knowledge folder padha nahi ja saka.",
      });
    } finally {
      fs.renameSync(away, knowledgeDir);
    }
  });
});

/** Config of another API instance on the test database. */
function instanceConfig(env: Record<string, string>) {
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: "memory",
    WEB_DIST_DIR: "/nonexistent",
    LOG_LEVEL: "silent",
    JOB_POLL_MS: "100",
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...env,
  });
}

describe("jobs across API instances", () => {
  it("a job queued on one instance runs on another, and its events reach an admin on the first; no token in logs", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = instanceConfig({ JOBS_WORKER: "false", LOG_LEVEL: "info" });
    // Instance A: takes the upload and holds the admin's socket, runs no jobs itself.
    const a = await buildApp(config, { database: t.app.dbConnection, logger: { stream: sink } });
    try {
      const live = await openLive(a, `?token=${t.adminToken}`);
      const res = await injectAs(a, t.adminToken, {
        method: "POST",
        url: "/api/admin/documents/upload",
        ...multipart([
          { name: "doosra-instance.txt", bytes: "Doosre instance se aaya dastavez: jal jeevan mission.\n" },
        ]),
      });
      expect(res.statusCode, res.body).toBe(202);
      const jobId = bodyOf(res, ZIngestionResult).job_id!;
      const events = (await live.waitFor((n) => ofJob(jobId)(n) && isEnd(n))).filter(ofJob(jobId));
      expect(events.map((e) => e.type)).toEqual(["ingestion_started", "ingestion_progress", "ingestion_completed"]);
      const job = await t.app.db.ingestionJob.findUniqueOrThrow({ where: { id: jobId } });
      expect(job.status).toBe("completed");
      await live.close();

      const log = lines.join("");
      expect(log).toContain("token=[redacted]");
      expect(log).not.toContain(t.adminToken);
    } finally {
      await a.close();
    }
  });

  it("on start, retries a job interrupted by a crash and gives up on one interrupted too often", async () => {
    const live = await openLive(t.app, `?token=${t.adminToken}`);
    let restarted: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      const expired = new Date(Date.now() - 60_000);
      const db = t.app.db;
      const common = {
        kind: "upload",
        status: "running",
        adminEmail: t.adminEmail,
        lockedBy: "crashed-worker",
        lockedUntil: expired,
        maxAttempts: 3,
      };
      const retried = await db.ingestionJob.create({
        data: {
          ...common,
          attempts: 1,
          files: {
            create: [
              // Ingested before the crash: not ingested again, still listed as successful.
              { ordinal: 0, fileName: "pehle.txt", status: "done", byteSize: 5 },
              {
                ordinal: 1,
                fileName: "baad-mein.txt",
                bytes: new Uint8Array(Buffer.from("Crash ke baad bhi yeh file judi.\n")),
                byteSize: 33,
              },
            ],
          },
        },
      });
      const abandoned = await db.ingestionJob.create({
        data: {
          ...common,
          attempts: 3,
          files: { create: [{ ordinal: 0, fileName: "x.txt", bytes: new Uint8Array([0x61]), byteSize: 1 }] },
        },
      });

      // An API instance starting up (after the crash) finds them.
      restarted = await buildApp(instanceConfig({}), { database: t.app.dbConnection, logger: false });
      const events = await live.waitFor((n) => ofJob(retried.id)(n) && isEnd(n));
      const ofRetried = events.filter(ofJob(retried.id));
      expect(ofRetried[0]).toMatchObject({
        type: "ingestion_started",
        message: "Ingestion resumed after an interruption: 2 files",
      });
      expect(ofRetried.map((e) => e.type)).toEqual(["ingestion_started", "ingestion_progress", "ingestion_completed"]);
      expect(ofRetried.at(-1)!.data!.successful_files).toEqual(["pehle.txt", "baad-mein.txt"]);

      const gaveUp = await live.waitFor((n) => ofJob(abandoned.id)(n) && n.type === "ingestion_error");
      expect(gaveUp.find(ofJob(abandoned.id))!.message).toMatch(/^Ingestion failed: interrupted 3 times/);
      expect(await db.ingestionJob.findUniqueOrThrow({ where: { id: abandoned.id } })).toMatchObject({
        status: "error",
        lockedBy: null,
      });
      expect(await db.ingestionJob.findUniqueOrThrow({ where: { id: retried.id } })).toMatchObject({
        status: "completed",
        attempts: 2,
      });
    } finally {
      await live.close();
      await restarted?.close();
    }
  });
});
