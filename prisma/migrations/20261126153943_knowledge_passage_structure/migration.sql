-- AlterTable
ALTER TABLE "knowledge_documents" ADD COLUMN     "chunker_version" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "text_repair" JSONB;

-- AlterTable
ALTER TABLE "knowledge_chunks" ADD COLUMN     "kind" TEXT,
ADD COLUMN     "page" INTEGER,
ADD COLUMN     "section_path" TEXT;

