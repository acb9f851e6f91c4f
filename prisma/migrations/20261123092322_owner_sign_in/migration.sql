-- AlterEnum
ALTER TYPE "LinkPurpose" ADD VALUE 'RESET_PASSWORD';

-- AlterTable
ALTER TABLE "MailedLink" ADD COLUMN     "ownerId" INTEGER;

-- AlterTable
ALTER TABLE "Owner" ADD COLUMN     "loginNotifiedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "OwnerSession" (
    "idHash" CHAR(64) NOT NULL,
    "ownerId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OwnerSession_pkey" PRIMARY KEY ("idHash")
);

-- CreateIndex
CREATE INDEX "OwnerSession_ownerId_idx" ON "OwnerSession"("ownerId");

-- CreateIndex
CREATE INDEX "OwnerSession_lastSeenAt_idx" ON "OwnerSession"("lastSeenAt");

-- CreateIndex
CREATE INDEX "MailedLink_ownerId_idx" ON "MailedLink"("ownerId");

-- AddForeignKey
ALTER TABLE "OwnerSession" ADD CONSTRAINT "OwnerSession_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Owner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailedLink" ADD CONSTRAINT "MailedLink_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Owner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A mailed link belongs to exactly one subject: a subscription, a standing search, or (a reset link) an owner.
ALTER TABLE "MailedLink" DROP CONSTRAINT "MailedLink_one_subject";
ALTER TABLE "MailedLink" ADD CONSTRAINT "MailedLink_one_subject" CHECK (num_nonnulls("subscriptionId", "searchId", "ownerId") = 1);
