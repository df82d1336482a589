-- AlterTable
ALTER TABLE "whatsapp_inbound" ADD COLUMN     "document_ids" JSONB;

