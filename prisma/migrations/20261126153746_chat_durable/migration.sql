-- AlterTable
ALTER TABLE "messages" ADD COLUMN     "answered_offline" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "client_message_id" UUID,
ADD COLUMN     "reply_to_id" UUID,
ADD COLUMN     "sources" JSONB;

-- CreateIndex
CREATE UNIQUE INDEX "messages_client_message_id_key" ON "messages"("client_message_id");

-- CreateIndex
CREATE INDEX "messages_reply_to_id_idx" ON "messages"("reply_to_id");

