-- AlterEnum
ALTER TYPE "EmailTokenPurpose" ADD VALUE 'reset_password';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "mobile" TEXT;

-- AlterTable
ALTER TABLE "refresh_tokens" ADD COLUMN     "successor_sealed" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "users_mobile_key" ON "users"("mobile");

