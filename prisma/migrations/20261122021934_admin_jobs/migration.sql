-- AlterTable
ALTER TABLE "messages" ADD COLUMN     "search_text" TEXT;

-- CreateTable
CREATE TABLE "ingestion_jobs" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "admin_user_id" UUID,
    "admin_email" TEXT NOT NULL,
    "directory" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "max_attempts" INTEGER NOT NULL DEFAULT 3,
    "locked_by" TEXT,
    "locked_until" TIMESTAMPTZ(3),
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ingestion_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ingestion_job_files" (
    "id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "file_name" TEXT NOT NULL,
    "path" TEXT,
    "mime_type" TEXT,
    "bytes" BYTEA,
    "byte_size" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "error" TEXT,
    "document_id" UUID,

    CONSTRAINT "ingestion_job_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin_events" (
    "id" BIGSERIAL NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ingestion_jobs_status_created_at_idx" ON "ingestion_jobs"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "ingestion_job_files_job_id_ordinal_key" ON "ingestion_job_files"("job_id", "ordinal");

-- CreateIndex
CREATE INDEX "admin_events_created_at_idx" ON "admin_events"("created_at");

-- AddForeignKey
ALTER TABLE "ingestion_job_files" ADD CONSTRAINT "ingestion_job_files_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "ingestion_jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

