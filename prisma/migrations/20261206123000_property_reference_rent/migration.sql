-- AlterTable
ALTER TABLE "Property" ADD COLUMN     "referenceRent" DECIMAL(12,2);
