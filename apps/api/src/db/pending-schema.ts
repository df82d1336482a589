// Schema additions made at start-up, idempotently, until they move into a Prisma migration
// (issue 14, admin knowledge-base curation; the migration slot was taken). Each statement is
// safe to run again, and a migration that takes them over must use IF NOT EXISTS too, because
// databases that ran this already hold them. Prisma's client does not know these columns: the
// code that uses them speaks SQL.
import type { TDb } from "./client.ts";

const LOCK_KEY = 72_410_014; // serialises replicas applying the same statements

export const PENDING_SCHEMA = [
  // A superseded document stays listed but retrieval leaves it out (knowledge/curation.ts).
  `ALTER TABLE knowledge_documents ADD COLUMN IF NOT EXISTS superseded_at timestamptz(3)`,
  `ALTER TABLE knowledge_documents ADD COLUMN IF NOT EXISTS superseded_by uuid
     REFERENCES knowledge_documents(id) ON DELETE SET NULL`,
  // An upload that is a new version of an existing document: the worker removes the old one.
  `ALTER TABLE ingestion_job_files ADD COLUMN IF NOT EXISTS replaces_document_id uuid`,
  // "Added by": the job file that produced a document.
  `CREATE INDEX IF NOT EXISTS ingestion_job_files_document_id_idx ON ingestion_job_files (document_id)`,
  // Which documents each saved answer cited, for the admins' "cited in the last 30 days".
  `CREATE TABLE IF NOT EXISTS knowledge_citations (
     message_id uuid NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
     document_id uuid NOT NULL REFERENCES knowledge_documents(id) ON DELETE CASCADE,
     created_at timestamptz(3) NOT NULL DEFAULT now(),
     PRIMARY KEY (message_id, document_id))`,
  `CREATE INDEX IF NOT EXISTS knowledge_citations_document_id_created_at_idx ON knowledge_citations (document_id, created_at)`,
];

export async function applyPendingSchema(db: TDb): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_KEY})`;
    for (const sql of PENDING_SCHEMA) await tx.$executeRawUnsafe(sql);
  });
}
