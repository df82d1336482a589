// The ingestion job queue: rows in ingestion_jobs / ingestion_job_files on the app's own
// database. A worker claims the oldest queued job with FOR UPDATE SKIP LOCKED (two workers never
// take the same one), renews `locked_until` while it runs, and a job whose lock expired — its
// worker died — goes back to the queue, or ends as an error after max_attempts. Nothing is lost
// silently: every job ends completed, completed_with_errors or error, and says so to the admins.
import type { TFailedFile } from "@sachiv/contracts";
import { Prisma, type TDb } from "../../db/client.ts";

export type TJobKind = "upload" | "directory" | "replace";
export type TJobStatus = "receiving" | "queued" | "running" | "completed" | "completed_with_errors" | "error";
export type TClaimedJob = {
  id: string;
  kind: TJobKind;
  attempts: number;
  adminEmail: string;
  directory: string | null;
};

export type TNewJobFile = {
  fileName: string;
  bytes?: Uint8Array;
  path?: string;
  mimeType?: string;
  byteSize: number;
  /** Refused before ingestion (wrong type): the file is failed from the start, no bytes kept. */
  error?: string;
  /** A new version of this knowledge-base document, which goes once the file is ingested. */
  replacesDocumentId?: string;
};

/** Upload jobs are created "receiving" and filled file by file; this long is allowed for it. */
const RECEIVE_LOCK_SECONDS = 15 * 60;

export function createJobQueue(db: TDb, options: { lockSeconds: number; maxAttempts: number }) {
  const { lockSeconds, maxAttempts } = options;

  async function addFile(jobId: string, ordinal: number, file: TNewJobFile): Promise<void> {
    await db.ingestionJobFile.create({
      data: {
        jobId,
        ordinal,
        fileName: file.fileName,
        path: file.path ?? null,
        mimeType: file.mimeType ?? null,
        bytes: file.error || !file.bytes ? null : new Uint8Array(file.bytes),
        byteSize: file.byteSize,
        status: file.error ? "failed" : "pending",
        error: file.error ?? null,
      },
    });
    // The new version of an existing document (admin "replace").
    if (file.replacesDocumentId) {
      await db.$executeRaw`
        UPDATE ingestion_job_files SET replaces_document_id = ${file.replacesDocumentId}::uuid
        WHERE job_id = ${jobId}::uuid AND ordinal = ${ordinal}`;
    }
  }

  return {
    /** A job still being received (not visible to workers); `addFile`, then `release` or `discard`. */
    async openJob(input: {
      kind: TJobKind;
      adminUserId: string;
      adminEmail: string;
      directory?: string;
    }): Promise<string> {
      const job = await db.ingestionJob.create({
        data: {
          ...input,
          status: "receiving",
          maxAttempts,
          lockedUntil: new Date(Date.now() + RECEIVE_LOCK_SECONDS * 1000),
        },
        select: { id: true },
      });
      return job.id;
    },
    addFile,
    async release(jobId: string): Promise<void> {
      await db.ingestionJob.update({ where: { id: jobId }, data: { status: "queued", lockedUntil: null } });
    },
    async discard(jobId: string): Promise<void> {
      await db.ingestionJob.deleteMany({ where: { id: jobId, status: "receiving" } });
    },

    /**
     * Jobs whose worker stopped renewing the lock: back to the queue, or "error" when they used up
     * their attempts (returned, so the admins can be told). Unfinished uploads are dropped.
     */
    async recoverExpired(allRunning = false): Promise<{ id: string; attempts: number }[]> {
      // allRunning: only one process can use this database (embedded) and it is just starting,
      // so every running or half-received job is an orphan of a process that is gone.
      const cutoff = allRunning ? Prisma.sql`TRUE` : Prisma.sql`locked_until < now()`;
      await db.$executeRaw`DELETE FROM ingestion_jobs WHERE status = 'receiving' AND ${cutoff}`;
      const rows = await db.$queryRaw<{ id: string; status: string; attempts: number }[]>`
        UPDATE ingestion_jobs j SET
          status = CASE WHEN j.attempts >= j.max_attempts THEN 'error' ELSE 'queued' END,
          error = CASE WHEN j.attempts >= j.max_attempts
            THEN 'Interrupted ' || j.attempts || ' times (the server stopped while ingesting); giving up'
            ELSE j.error END,
          finished_at = CASE WHEN j.attempts >= j.max_attempts THEN now() ELSE NULL END,
          locked_by = NULL, locked_until = NULL, updated_at = now()
        WHERE j.id IN (
          SELECT id FROM ingestion_jobs WHERE status = 'running' AND ${cutoff} FOR UPDATE SKIP LOCKED)
        RETURNING j.id, j.status, j.attempts`;
      return rows.filter((r) => r.status === "error").map(({ id, attempts }) => ({ id, attempts }));
    },

    /** The oldest queued job, now locked by `workerId`; undefined when the queue is empty. */
    async claim(workerId: string): Promise<TClaimedJob | undefined> {
      const rows = await db.$queryRaw<
        { id: string; kind: TJobKind; attempts: number; admin_email: string; directory: string | null }[]
      >`
        UPDATE ingestion_jobs SET status = 'running', locked_by = ${workerId},
          locked_until = now() + make_interval(secs => ${lockSeconds}), attempts = attempts + 1,
          started_at = coalesce(started_at, now()), updated_at = now()
        WHERE id = (
          SELECT id FROM ingestion_jobs WHERE status = 'queued' ORDER BY created_at, id
          FOR UPDATE SKIP LOCKED LIMIT 1)
        RETURNING id, kind, attempts, admin_email, directory`;
      const row = rows[0];
      return (
        row && {
          id: row.id,
          kind: row.kind,
          attempts: row.attempts,
          adminEmail: row.admin_email,
          directory: row.directory,
        }
      );
    },

    /** Renews the lock; false when the job is no longer this worker's (its lock expired and it moved on). */
    async heartbeat(jobId: string, workerId: string): Promise<boolean> {
      const n = await db.$executeRaw`
        UPDATE ingestion_jobs SET locked_until = now() + make_interval(secs => ${lockSeconds}), updated_at = now()
        WHERE id = ${jobId}::uuid AND locked_by = ${workerId} AND status = 'running'`;
      return n > 0;
    },

    /** Hands a job back to the queue without counting the attempt (this worker is shutting down). */
    async requeue(jobId: string, workerId: string): Promise<void> {
      await db.$executeRaw`
        UPDATE ingestion_jobs SET status = 'queued', locked_by = NULL, locked_until = NULL,
          attempts = greatest(attempts - 1, 0), updated_at = now()
        WHERE id = ${jobId}::uuid AND locked_by = ${workerId}`;
    },

    async finish(
      jobId: string,
      workerId: string,
      status: "completed" | "completed_with_errors" | "error",
      error?: string,
    ): Promise<boolean> {
      const n = await db.$executeRaw`
        UPDATE ingestion_jobs SET status = ${status}, error = ${error ?? null}, finished_at = now(),
          locked_by = NULL, locked_until = NULL, updated_at = now()
        WHERE id = ${jobId}::uuid AND locked_by = ${workerId}`;
      return n > 0;
    },

    async files(jobId: string) {
      return db.ingestionJobFile.findMany({
        where: { jobId },
        orderBy: { ordinal: "asc" },
        select: { id: true, ordinal: true, fileName: true, path: true, mimeType: true, status: true, error: true },
      });
    },

    /** The document a file is a new version of, if it is one. */
    async replacementOf(fileId: string): Promise<string | null> {
      const rows = await db.$queryRaw<{ id: string | null }[]>`
        SELECT replaces_document_id AS id FROM ingestion_job_files WHERE id = ${fileId}::uuid`;
      return rows[0]?.id ?? null;
    },

    async fileBytes(fileId: string): Promise<Uint8Array | null> {
      const row = await db.ingestionJobFile.findUnique({ where: { id: fileId }, select: { bytes: true } });
      return row?.bytes ?? null;
    },

    /** Records how a file went; its uploaded bytes are no longer needed either way. */
    async settleFile(fileId: string, outcome: { documentId: string } | { error: string }): Promise<void> {
      await db.ingestionJobFile.update({
        where: { id: fileId },
        data:
          "documentId" in outcome
            ? { status: "done", documentId: outcome.documentId, bytes: null, error: null }
            : { status: "failed", error: outcome.error, bytes: null },
      });
    },

    /** Successful and failed files of a job, in upload order. */
    async outcome(jobId: string): Promise<{ successful: string[]; failed: TFailedFile[]; total: number }> {
      const files = await db.ingestionJobFile.findMany({
        where: { jobId },
        orderBy: { ordinal: "asc" },
        select: { fileName: true, status: true, error: true },
      });
      return {
        successful: files.filter((f) => f.status === "done").map((f) => f.fileName),
        failed: files
          .filter((f) => f.status === "failed")
          .map((f) => ({ filename: f.fileName, error: f.error ?? "failed" })),
        total: files.length,
      };
    },
  };
}

export type TJobQueue = ReturnType<typeof createJobQueue>;
