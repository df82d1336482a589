-- AlterTable
ALTER TABLE "whatsapp_inbound" ADD COLUMN     "awaiting_delivery" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "document_ids" JSONB;

