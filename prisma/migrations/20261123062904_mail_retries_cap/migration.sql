-- CreateEnum
CREATE TYPE "MailKind" AS ENUM ('VISITOR', 'AGENCY', 'SUBSCRIBER', 'ALERT');

-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN     "alertedAt" TIMESTAMP(3),
ADD COLUMN     "deadAt" TIMESTAMP(3),
ADD COLUMN     "firstFailedAt" TIMESTAMP(3),
ADD COLUMN     "heldAt" TIMESTAMP(3),
ADD COLUMN     "kind" "MailKind" NOT NULL DEFAULT 'VISITOR';

-- CreateIndex
CREATE INDEX "OutboxMail_kind_sentAt_idx" ON "OutboxMail"("kind", "sentAt");

-- Mails that died before this migration: when they died is not known; their last scheduled attempt is the best guess.
UPDATE "OutboxMail" SET "deadAt" = "nextAttemptAt" WHERE status = 'DEAD';
