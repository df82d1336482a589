-- CreateTable
CREATE TABLE "knowledge_gap_states" (
    "key" TEXT NOT NULL,
    "handled_at" TIMESTAMPTZ(3) NOT NULL,
    "handled_by" TEXT NOT NULL,
    "approved_answer_id" UUID,

    CONSTRAINT "knowledge_gap_states_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "approved_answers" (
    "id" UUID NOT NULL,
    "question" TEXT NOT NULL,
    "terms" TEXT[],
    "phrasings" TEXT[],
    "answer_hindi" TEXT NOT NULL,
    "answer_hinglish" TEXT NOT NULL,
    "source_chunk_id" UUID,
    "source_document_id" UUID,
    "source_title" TEXT,
    "source_url" TEXT,
    "source_snippet" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "expires_at" TIMESTAMPTZ(3),
    "retired_at" TIMESTAMPTZ(3),
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "approved_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "approved_answers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "approved_answer_versions" (
    "id" UUID NOT NULL,
    "approved_answer_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "snapshot" JSONB NOT NULL,
    "action" TEXT NOT NULL,
    "edited_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "approved_answer_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "knowledge_checks" (
    "id" UUID NOT NULL,
    "trigger" TEXT NOT NULL,
    "job_id" UUID,
    "document_id" UUID,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "checked" INTEGER NOT NULL DEFAULT 0,
    "lost_source" INTEGER NOT NULL DEFAULT 0,
    "now_not_found" INTEGER NOT NULL DEFAULT 0,
    "changed" INTEGER NOT NULL DEFAULT 0,
    "items" JSONB NOT NULL DEFAULT '[]',
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "knowledge_checks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "approved_answers_terms_idx" ON "approved_answers" USING GIN ("terms");

-- CreateIndex
CREATE INDEX "approved_answers_retired_at_created_at_idx" ON "approved_answers"("retired_at", "created_at");

-- CreateIndex
CREATE INDEX "approved_answer_versions_approved_answer_id_created_at_idx" ON "approved_answer_versions"("approved_answer_id", "created_at");

-- CreateIndex
CREATE INDEX "knowledge_checks_created_at_idx" ON "knowledge_checks"("created_at");

-- CreateIndex
CREATE INDEX "messages_answer_status_created_at_idx" ON "messages"("answer_status", "created_at");

-- CreateIndex
CREATE INDEX "ratings_rating_updated_at_idx" ON "ratings"("rating", "updated_at");

-- AddForeignKey
ALTER TABLE "approved_answer_versions" ADD CONSTRAINT "approved_answer_versions_approved_answer_id_fkey" FOREIGN KEY ("approved_answer_id") REFERENCES "approved_answers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

