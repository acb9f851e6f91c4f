-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "streetFr" TEXT,
ADD COLUMN     "streetNl" TEXT;

-- AlterTable
ALTER TABLE "Property" ADD COLUMN     "streetFr" TEXT,
ADD COLUMN     "streetNl" TEXT;

-- AlterTable
ALTER TABLE "TeamMember" ADD COLUMN     "handlesRentals" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "handlesSales" BOOLEAN NOT NULL DEFAULT true;
