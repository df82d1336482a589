-- AlterTable
ALTER TABLE "messages" ADD COLUMN     "answer_status" TEXT;

