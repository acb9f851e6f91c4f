-- CreateEnum
CREATE TYPE "ProjectListing" AS ENUM ('ON_SALE', 'SOLD_OUT', 'WITHDRAWN');

-- AlterTable
ALTER TABLE "Content" ADD COLUMN     "source" VARCHAR(8),
ADD COLUMN     "unpublishedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Owner" ADD COLUMN     "disabledAt" TIMESTAMP(3),
ADD COLUMN     "source" VARCHAR(8),
ADD COLUMN     "sourceId" INTEGER,
ALTER COLUMN "passwordHash" DROP NOT NULL;

-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "listing" "ProjectListing" NOT NULL DEFAULT 'ON_SALE',
ADD COLUMN     "source" VARCHAR(8),
ADD COLUMN     "sourceId" INTEGER;

-- AlterTable
ALTER TABLE "ProjectPhoto" ADD COLUMN     "sourceId" INTEGER;

-- AlterTable
ALTER TABLE "Property" ADD COLUMN     "source" VARCHAR(8),
ADD COLUMN     "sourceId" INTEGER;

-- AlterTable
ALTER TABLE "PropertyPhoto" ADD COLUMN     "sourceId" INTEGER;

-- AlterTable
ALTER TABLE "TeamMember" ADD COLUMN     "fileKey" TEXT,
ADD COLUMN     "portraitSource" TEXT,
ADD COLUMN     "source" VARCHAR(8),
ADD COLUMN     "sourceId" INTEGER,
ADD COLUMN     "unpublishedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Testimonial" ADD COLUMN     "fileKey" TEXT,
ADD COLUMN     "unpublishedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "PropertyHistory" (
    "id" SERIAL NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "field" VARCHAR(16) NOT NULL,
    "before" TEXT,
    "after" TEXT,
    "source" VARCHAR(8) NOT NULL,

    CONSTRAINT "PropertyHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SyncedPhoto" (
    "hash" CHAR(64) NOT NULL,
    "url" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SyncedPhoto_pkey" PRIMARY KEY ("hash")
);

-- CreateTable
CREATE TABLE "SyncedPhotoSource" (
    "source" VARCHAR(8) NOT NULL,
    "sourceId" INTEGER NOT NULL,
    "hash" CHAR(64) NOT NULL,

    CONSTRAINT "SyncedPhotoSource_pkey" PRIMARY KEY ("source","sourceId")
);

-- CreateTable
CREATE TABLE "ContentSyncRun" (
    "id" SERIAL NOT NULL,
    "source" VARCHAR(8) NOT NULL,
    "full" BOOLEAN NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "summary" JSONB NOT NULL,

    CONSTRAINT "ContentSyncRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentSyncLease" (
    "source" VARCHAR(8) NOT NULL,
    "holder" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentSyncLease_pkey" PRIMARY KEY ("source")
);

-- CreateIndex
CREATE INDEX "PropertyHistory_propertyId_at_idx" ON "PropertyHistory"("propertyId", "at");

-- CreateIndex
CREATE INDEX "ContentSyncRun_source_startedAt_idx" ON "ContentSyncRun"("source", "startedAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Owner_sourceId_key" ON "Owner"("sourceId");

-- CreateIndex
CREATE UNIQUE INDEX "Project_sourceId_key" ON "Project"("sourceId");

-- CreateIndex
CREATE UNIQUE INDEX "Property_sourceId_key" ON "Property"("sourceId");

-- CreateIndex
CREATE UNIQUE INDEX "TeamMember_sourceId_key" ON "TeamMember"("sourceId");

-- CreateIndex
CREATE UNIQUE INDEX "TeamMember_fileKey_key" ON "TeamMember"("fileKey");

-- CreateIndex
CREATE UNIQUE INDEX "Testimonial_fileKey_key" ON "Testimonial"("fileKey");

-- AddForeignKey
ALTER TABLE "PropertyHistory" ADD CONSTRAINT "PropertyHistory_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE CASCADE ON UPDATE CASCADE;
