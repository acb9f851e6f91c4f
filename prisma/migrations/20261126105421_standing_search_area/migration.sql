-- AlterTable
ALTER TABLE "StandingSearch" ADD COLUMN     "area" TEXT;
