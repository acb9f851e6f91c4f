-- Mailed links keep only the SHA-256 of their token, one row per link, with an expiry for confirmations.
-- The tokens already mailed are hashed here (sha256() is built into PostgreSQL since 11 and PGlite), so
-- every unsubscribe and manage link sent before keeps working; a pending confirmation gets the same
-- 7 days from its subscription as a new one.

-- CreateEnum
CREATE TYPE "LinkPurpose" AS ENUM ('CONFIRM_NEWSLETTER', 'LEAVE_NEWSLETTER', 'CONFIRM_SEARCH', 'MANAGE_SEARCH');

-- CreateTable
CREATE TABLE "MailedLink" (
    "tokenHash" CHAR(64) NOT NULL,
    "purpose" "LinkPurpose" NOT NULL,
    "subscriptionId" INTEGER,
    "searchId" INTEGER,
    "expiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailedLink_pkey" PRIMARY KEY ("tokenHash","purpose"),
    CONSTRAINT "MailedLink_one_subject" CHECK (num_nonnulls("subscriptionId", "searchId") = 1)
);

-- CreateIndex
CREATE INDEX "MailedLink_subscriptionId_idx" ON "MailedLink"("subscriptionId");

-- CreateIndex
CREATE INDEX "MailedLink_searchId_idx" ON "MailedLink"("searchId");

-- CreateIndex
CREATE INDEX "MailedLink_expiresAt_idx" ON "MailedLink"("expiresAt");

-- AddForeignKey
ALTER TABLE "MailedLink" ADD CONSTRAINT "MailedLink_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "NewsletterSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailedLink" ADD CONSTRAINT "MailedLink_searchId_fkey" FOREIGN KEY ("searchId") REFERENCES "StandingSearch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The links already mailed, hashed
INSERT INTO "MailedLink" ("tokenHash", "purpose", "subscriptionId", "createdAt")
SELECT encode(sha256(convert_to("token", 'UTF8')), 'hex'), 'LEAVE_NEWSLETTER', "id", "createdAt"
FROM "NewsletterSubscription";

INSERT INTO "MailedLink" ("tokenHash", "purpose", "subscriptionId", "expiresAt", "createdAt")
SELECT encode(sha256(convert_to("token", 'UTF8')), 'hex'), 'CONFIRM_NEWSLETTER', "id", "createdAt" + interval '7 days', "createdAt"
FROM "NewsletterSubscription" WHERE "confirmedAt" IS NULL AND "unsubscribedAt" IS NULL;

INSERT INTO "MailedLink" ("tokenHash", "purpose", "searchId", "createdAt")
SELECT encode(sha256(convert_to("token", 'UTF8')), 'hex'), 'MANAGE_SEARCH', "id", "createdAt"
FROM "StandingSearch";

INSERT INTO "MailedLink" ("tokenHash", "purpose", "searchId", "expiresAt", "createdAt")
SELECT encode(sha256(convert_to("token", 'UTF8')), 'hex'), 'CONFIRM_SEARCH', "id", "createdAt" + interval '7 days', "createdAt"
FROM "StandingSearch" WHERE "confirmedAt" IS NULL AND "stoppedAt" IS NULL;

-- DropIndex
DROP INDEX "NewsletterSubscription_token_key";

-- DropIndex
DROP INDEX "StandingSearch_token_key";

-- AlterTable
ALTER TABLE "NewsletterSubscription" DROP COLUMN "token";

-- AlterTable
ALTER TABLE "StandingSearch" DROP COLUMN "token";
