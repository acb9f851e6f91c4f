-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN     "attachments" JSONB;
