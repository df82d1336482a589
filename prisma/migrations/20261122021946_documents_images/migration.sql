-- CreateTable
CREATE TABLE "document_sessions" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "thread_id" UUID NOT NULL,
    "file_name" TEXT,
    "format" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "language" TEXT NOT NULL,
    "page_count" INTEGER NOT NULL DEFAULT 1,
    "ocr_pages" INTEGER NOT NULL DEFAULT 0,
    "text" TEXT NOT NULL,
    "analysis" JSONB NOT NULL,
    "offline" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "document_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_files" (
    "id" UUID NOT NULL,
    "session_id" UUID NOT NULL,
    "bytes" BYTEA NOT NULL,

    CONSTRAINT "document_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_chunks" (
    "id" UUID NOT NULL,
    "session_id" UUID NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "search_text" TEXT NOT NULL,

    CONSTRAINT "document_chunks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_messages" (
    "id" UUID NOT NULL,
    "session_id" UUID NOT NULL,
    "role" "MessageRole" NOT NULL,
    "content" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "document_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "generated_images" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "prompt" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "spec" JSONB NOT NULL,
    "spec_by" TEXT NOT NULL,
    "png" BYTEA NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "generated_images_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "document_sessions_thread_id_key" ON "document_sessions"("thread_id");

-- CreateIndex
CREATE INDEX "document_sessions_expires_at_idx" ON "document_sessions"("expires_at");

-- CreateIndex
CREATE INDEX "document_sessions_user_id_created_at_idx" ON "document_sessions"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "document_files_session_id_key" ON "document_files"("session_id");

-- CreateIndex
CREATE UNIQUE INDEX "document_chunks_session_id_ordinal_key" ON "document_chunks"("session_id", "ordinal");

-- CreateIndex
CREATE INDEX "document_messages_session_id_created_at_idx" ON "document_messages"("session_id", "created_at");

-- CreateIndex
CREATE INDEX "generated_images_user_id_created_at_idx" ON "generated_images"("user_id", "created_at");

-- AddForeignKey
ALTER TABLE "document_sessions" ADD CONSTRAINT "document_sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "document_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_chunks" ADD CONSTRAINT "document_chunks_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "document_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_messages" ADD CONSTRAINT "document_messages_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "document_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "generated_images" ADD CONSTRAINT "generated_images_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

