-- AlterTable
ALTER TABLE "users" ADD COLUMN     "whatsapp_alerts" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "whatsapp_inbound" ADD COLUMN     "guest" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "turn_id" UUID;

-- CreateTable
CREATE TABLE "whatsapp_alerts" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "phone" TEXT NOT NULL,
    "document_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "locked_until" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "wamid" TEXT,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "whatsapp_alerts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "whatsapp_alerts_status_created_at_idx" ON "whatsapp_alerts"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "whatsapp_alerts_user_id_document_id_key" ON "whatsapp_alerts"("user_id", "document_id");

