-- AlterTable
ALTER TABLE "users" ADD COLUMN     "whatsapp_last_inbound_at" TIMESTAMPTZ(3),
ADD COLUMN     "whatsapp_number" TEXT;

-- AlterTable
ALTER TABLE "conversations" ADD COLUMN     "channel" TEXT NOT NULL DEFAULT 'app';

-- CreateTable
CREATE TABLE "whatsapp_link_codes" (
    "user_id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "whatsapp_link_codes_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "whatsapp_inbound" (
    "id" UUID NOT NULL,
    "wamid" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "locked_by" TEXT,
    "locked_until" TIMESTAMPTZ(3),
    "error" TEXT,
    "user_id" UUID,
    "conversation_id" UUID,
    "transcript" TEXT,
    "reply_wamids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "whatsapp_inbound_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "whatsapp_statuses" (
    "id" BIGSERIAL NOT NULL,
    "wamid" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "error_code" INTEGER,
    "error_title" TEXT,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "whatsapp_statuses_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "whatsapp_link_codes_code_key" ON "whatsapp_link_codes"("code");

-- CreateIndex
CREATE UNIQUE INDEX "whatsapp_inbound_wamid_key" ON "whatsapp_inbound"("wamid");

-- CreateIndex
CREATE INDEX "whatsapp_inbound_status_sent_at_idx" ON "whatsapp_inbound"("status", "sent_at");

-- CreateIndex
CREATE INDEX "whatsapp_inbound_phone_sent_at_idx" ON "whatsapp_inbound"("phone", "sent_at");

-- CreateIndex
CREATE INDEX "whatsapp_inbound_user_id_created_at_idx" ON "whatsapp_inbound"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "whatsapp_statuses_wamid_status_key" ON "whatsapp_statuses"("wamid", "status");

-- CreateIndex
CREATE UNIQUE INDEX "users_whatsapp_number_key" ON "users"("whatsapp_number");

-- AddForeignKey
ALTER TABLE "whatsapp_link_codes" ADD CONSTRAINT "whatsapp_link_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

