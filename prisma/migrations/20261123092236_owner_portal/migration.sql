-- AlterTable
ALTER TABLE "Owner" ADD COLUMN     "monthlyReport" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "OwnerReport" (
    "ownerId" INTEGER NOT NULL,
    "month" TEXT NOT NULL,
    "queuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OwnerReport_pkey" PRIMARY KEY ("ownerId","month")
);

-- CreateTable
CREATE TABLE "PageVisitor" (
    "day" DATE NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "PageVisitor_pkey" PRIMARY KEY ("day","hash")
);

-- AddForeignKey
ALTER TABLE "OwnerReport" ADD CONSTRAINT "OwnerReport_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Owner"("id") ON DELETE CASCADE ON UPDATE CASCADE;
