-- AlterTable
ALTER TABLE "messages" ADD COLUMN     "answer_grounding" JSONB;

