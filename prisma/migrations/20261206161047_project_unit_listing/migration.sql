-- AlterTable
ALTER TABLE "ProjectUnit" ADD COLUMN     "listing" TEXT;
