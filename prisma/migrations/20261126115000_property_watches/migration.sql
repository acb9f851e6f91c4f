-- AlterEnum
ALTER TYPE "FormKind" ADD VALUE 'WATCH';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "LinkPurpose" ADD VALUE 'CONFIRM_WATCH';
ALTER TYPE "LinkPurpose" ADD VALUE 'STOP_WATCH';
ALTER TYPE "LinkPurpose" ADD VALUE 'STOP_WATCHES';

-- AlterTable
ALTER TABLE "MailedLink" ADD COLUMN     "watchId" INTEGER;

-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN     "listUnsubscribe" TEXT;

-- CreateTable
CREATE TABLE "PropertyWatch" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "locale" "Locale" NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "stoppedAt" TIMESTAMP(3),
    "lastMailedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PropertyWatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PropertyWatch_propertyId_confirmedAt_idx" ON "PropertyWatch"("propertyId", "confirmedAt");

-- CreateIndex
CREATE UNIQUE INDEX "PropertyWatch_email_propertyId_key" ON "PropertyWatch"("email", "propertyId");

-- CreateIndex
CREATE INDEX "MailedLink_watchId_idx" ON "MailedLink"("watchId");

-- AddForeignKey
ALTER TABLE "MailedLink" ADD CONSTRAINT "MailedLink_watchId_fkey" FOREIGN KEY ("watchId") REFERENCES "PropertyWatch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PropertyWatch" ADD CONSTRAINT "PropertyWatch_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A mailed link belongs to exactly one subject: a subscription, a standing search, an owner, or a watch.
ALTER TABLE "MailedLink" DROP CONSTRAINT "MailedLink_one_subject";
ALTER TABLE "MailedLink" ADD CONSTRAINT "MailedLink_one_subject" CHECK (num_nonnulls("subscriptionId", "searchId", "ownerId", "watchId") = 1);
