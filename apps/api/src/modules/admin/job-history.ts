// Ingestion jobs as the admins follow them without the live channel: newest first, and one job
// with each file's result (issue 14).
import type {
  TIngestionJob,
  TIngestionJobListResponse,
  TIngestionJobQuery,
  TIngestionJobSummary,
} from "@sachiv/contracts";
import { Prisma, type TDb } from "../../db/client.ts";
import { ApiError } from "../../lib/errors.ts";

type TJobRow = {
  id: string;
  kind: string;
  status: string;
  admin_email: string;
  directory: string | null;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  total_files: bigint | number;
  done_files: bigint | number;
  failed_files: bigint | number;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toSummary(r: TJobRow): Omit<TIngestionJobSummary, "check"> {
  return {
    id: r.id,
    kind: r.kind === "directory" || r.kind === "replace" ? r.kind : "upload",
    status: r.status as TIngestionJobSummary["status"],
    admin_email: r.admin_email,
    directory: r.directory,
    error: r.error,
    created_at: r.created_at.toISOString(),
    started_at: iso(r.started_at),
    finished_at: iso(r.finished_at),
    total_files: Number(r.total_files),
    done_files: Number(r.done_files),
    failed_files: Number(r.failed_files),
  };
}

// Jobs still being received are not jobs yet (they vanish when an upload is cut off).
function selectJobs(db: TDb, where: Prisma.Sql, tail: Prisma.Sql) {
  return db.$queryRaw<TJobRow[]>`
    SELECT j.id, j.kind, j.status, j.admin_email, j.directory, j.error, j.created_at, j.started_at, j.finished_at,
      (SELECT count(*) FROM ingestion_job_files f WHERE f.job_id = j.id) AS total_files,
      (SELECT count(*) FROM ingestion_job_files f WHERE f.job_id = j.id AND f.status = 'done') AS done_files,
      (SELECT count(*) FROM ingestion_job_files f WHERE f.job_id = j.id AND f.status = 'failed') AS failed_files
    FROM ingestion_jobs j
    WHERE j.status <> 'receiving' ${where}
    ${tail}`;
}

/** The checks jobs started (issue 24), by job id: the checks service's, passed in. */
export type TJobChecks = (jobIds: string[]) => Promise<Map<string, NonNullable<TIngestionJob["check"]>>>;

export async function listIngestionJobs(
  db: TDb,
  q: TIngestionJobQuery,
  checksOf: TJobChecks,
): Promise<TIngestionJobListResponse> {
  const [countRows, rows] = await Promise.all([
    db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM ingestion_jobs WHERE status <> 'receiving'`,
    selectJobs(
      db,
      Prisma.empty,
      Prisma.sql`ORDER BY j.created_at DESC, j.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
  ]);
  const total = Number(countRows[0]?.n ?? 0);
  const checks = await checksOf(rows.map((r) => r.id));
  return {
    jobs: rows.map((r) => {
      const found = checks.get(r.id);
      if (!found) return { ...toSummary(r), check: null };
      const { items: _items, ...check } = found;
      return { ...toSummary(r), check };
    }),
    total_count: total,
    total_pages: Math.ceil(total / q.page_size),
  };
}

export async function getIngestionJob(db: TDb, id: string, checksOf: TJobChecks): Promise<TIngestionJob> {
  const [row] = await selectJobs(db, Prisma.sql`AND j.id = ${id}::uuid`, Prisma.empty);
  if (!row) throw new ApiError("INGESTION_JOB_NOT_FOUND");
  const files = await db.$queryRaw<
    {
      file_name: string;
      status: string;
      error: string | null;
      document_id: string | null;
      replaces_document_id: string | null;
    }[]
  >`
    SELECT file_name, status, error, document_id, replaces_document_id FROM ingestion_job_files
    WHERE job_id = ${id}::uuid ORDER BY ordinal`;
  const check = (await checksOf([id])).get(id) ?? null;
  return {
    ...toSummary(row),
    check,
    files: files.map((f) => ({
      file_name: f.file_name,
      status: f.status === "done" || f.status === "failed" ? f.status : "pending",
      error: f.error,
      document_id: f.document_id,
      replaces_document_id: f.replaces_document_id,
    })),
  };
}
