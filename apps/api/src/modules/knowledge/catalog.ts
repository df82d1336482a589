// The admins' view of the knowledge base (issue 14): documents with who added them and how often
// answers cited them, filtered and paged in SQL, and the changes admins make to them.
import {
  KB_CITATION_DAYS,
  fileExtension,
  type TKbDocument,
  type TKbDocumentListResponse,
  type TKbDocumentQuery,
} from "@sachiv/contracts";
import { Prisma, type TDb } from "../../db/client.ts";
import { ApiError } from "../../lib/errors.ts";
import { deleteKnowledgeDocument, setSuperseded } from "./index.ts";

type TRow = {
  id: string;
  title: string;
  language: string | null;
  source_url: string | null;
  file_name: string;
  byte_size: number;
  chunk_count: number;
  created_at: Date;
  superseded_at: Date | null;
  superseded_by: string | null;
  superseded_by_title: string | null;
  added_by: string | null;
  citations: bigint | number;
  text_repair: TKbDocument["text_repair"];
};

/** ILIKE treats % _ and \ as special: a typed "50%" means those three characters. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function conditionsOf(q: TKbDocumentQuery): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (q.q) {
    const like = `%${likeLiteral(q.q)}%`;
    conditions.push(
      Prisma.sql`(d.title ILIKE ${like} OR d.file_name ILIKE ${like} OR coalesce(d.source_url, '') ILIKE ${like})`,
    );
  }
  if (q.language) conditions.push(Prisma.sql`d.language = ${q.language}`);
  // The file type is the file name's extension ('%.xls' does not match '.xlsx').
  if (q.file_type) conditions.push(Prisma.sql`lower(d.file_name) LIKE ${`%.${q.file_type}`}`);
  if (q.status === "current") conditions.push(Prisma.sql`d.superseded_at IS NULL`);
  if (q.status === "superseded") conditions.push(Prisma.sql`d.superseded_at IS NOT NULL`);
  return conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
}

function toDocument(r: TRow): TKbDocument {
  return {
    id: r.id,
    title: r.title,
    language: r.language,
    source_url: r.source_url,
    file_name: r.file_name,
    file_type: fileExtension(r.file_name),
    byte_size: r.byte_size,
    passages: r.chunk_count,
    added_at: r.created_at.toISOString(),
    added_by: r.added_by,
    citations_30d: Number(r.citations),
    superseded_at: r.superseded_at ? r.superseded_at.toISOString() : null,
    superseded_by:
      r.superseded_by && r.superseded_by_title ? { id: r.superseded_by, title: r.superseded_by_title } : null,
    text_repair: r.text_repair ?? null,
  };
}

async function selectDocuments(db: TDb, where: Prisma.Sql, tail: Prisma.Sql, now: Date): Promise<TRow[]> {
  const since = new Date(now.getTime() - KB_CITATION_DAYS * 24 * 60 * 60 * 1000);
  // Added by: the admin of the job that created the document (opened before the document was;
  // a later job that met the same bytes again changed nothing). None for the starter set.
  return db.$queryRaw<TRow[]>`
    SELECT d.id, d.title, d.language, d.source_url, d.file_name, d.byte_size, d.chunk_count, d.created_at, d.text_repair,
      d.superseded_at, d.superseded_by, n.title AS superseded_by_title,
      (SELECT j.admin_email FROM ingestion_job_files f JOIN ingestion_jobs j ON j.id = f.job_id
        WHERE f.document_id = d.id AND j.created_at <= d.created_at ORDER BY j.created_at DESC LIMIT 1) AS added_by,
      (SELECT count(*) FROM knowledge_citations k WHERE k.document_id = d.id AND k.created_at >= ${since}) AS citations
    FROM knowledge_documents d
    LEFT JOIN knowledge_documents n ON n.id = d.superseded_by
    ${where} ${tail}`;
}

export async function listKnowledgeDocuments(
  db: TDb,
  q: TKbDocumentQuery,
  now = new Date(),
): Promise<TKbDocumentListResponse> {
  const where = conditionsOf(q);
  const page = Prisma.sql`ORDER BY d.created_at DESC, d.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`;
  const [countRows, rows] = await Promise.all([
    db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM knowledge_documents d ${where}`,
    selectDocuments(db, where, page, now),
  ]);
  const total = Number(countRows[0]?.n ?? 0);
  return { documents: rows.map(toDocument), total_count: total, total_pages: Math.ceil(total / q.page_size) };
}

export async function getKnowledgeDocument(db: TDb, id: string, now = new Date()): Promise<TKbDocument> {
  const rows = await selectDocuments(db, Prisma.sql`WHERE d.id = ${id}::uuid`, Prisma.empty, now);
  const row = rows[0];
  if (!row) throw new ApiError("KB_DOCUMENT_NOT_FOUND");
  return toDocument(row);
}

export async function removeKnowledgeDocument(db: TDb, id: string): Promise<{ passages: number }> {
  const removed = await deleteKnowledgeDocument(db, id);
  if (!removed) throw new ApiError("KB_DOCUMENT_NOT_FOUND");
  return removed;
}

export async function supersedeKnowledgeDocument(
  db: TDb,
  id: string,
  superseded: boolean,
  supersededBy: string | null,
): Promise<TKbDocument> {
  if (superseded && supersededBy) {
    const newer = await db.knowledgeDocument.findUnique({ where: { id: supersededBy }, select: { id: true } });
    if (!newer || supersededBy === id) throw new ApiError("KB_SUPERSEDED_BY_INVALID");
  }
  if (!(await setSuperseded(db, id, superseded, superseded ? supersededBy : null)))
    throw new ApiError("KB_DOCUMENT_NOT_FOUND");
  return getKnowledgeDocument(db, id);
}

/** 404 unless the document exists (before a replacement is received). */
export async function assertKnowledgeDocument(db: TDb, id: string): Promise<void> {
  const found = await db.knowledgeDocument.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw new ApiError("KB_DOCUMENT_NOT_FOUND");
}
