-- AlterTable
ALTER TABLE "knowledge_documents" ADD COLUMN     "superseded_at" TIMESTAMPTZ(3),
ADD COLUMN     "superseded_by" UUID;

-- AlterTable
ALTER TABLE "ingestion_job_files" ADD COLUMN     "replaces_document_id" UUID;

-- CreateTable
CREATE TABLE "knowledge_citations" (
    "message_id" UUID NOT NULL,
    "document_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "knowledge_citations_pkey" PRIMARY KEY ("message_id","document_id")
);

-- CreateIndex
CREATE INDEX "knowledge_citations_document_id_created_at_idx" ON "knowledge_citations"("document_id", "created_at");

-- CreateIndex
CREATE INDEX "ingestion_job_files_document_id_idx" ON "ingestion_job_files"("document_id");

-- AddForeignKey
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_superseded_by_fkey" FOREIGN KEY ("superseded_by") REFERENCES "knowledge_documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "knowledge_citations" ADD CONSTRAINT "knowledge_citations_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "knowledge_citations" ADD CONSTRAINT "knowledge_citations_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "knowledge_documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

