-- DropIndex
DROP INDEX "FormSubmission_clientKey_createdAt_idx";

-- AlterTable
ALTER TABLE "FormSubmission" DROP COLUMN "clientKey";

-- CreateTable
CREATE TABLE "RateLimit" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "expire" TIMESTAMP(3),

    CONSTRAINT "RateLimit_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "RateLimit_expire_idx" ON "RateLimit"("expire");
