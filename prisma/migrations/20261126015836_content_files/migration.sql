-- AlterTable
ALTER TABLE "Content" ADD COLUMN     "source" VARCHAR(8),
ADD COLUMN     "unpublishedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "TeamMember" ADD COLUMN     "fileKey" TEXT,
ADD COLUMN     "unpublishedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Testimonial" ADD COLUMN     "fileKey" TEXT,
ADD COLUMN     "unpublishedAt" TIMESTAMP(3);

-- CreateIndex
CREATE UNIQUE INDEX "TeamMember_fileKey_key" ON "TeamMember"("fileKey");

-- CreateIndex
CREATE UNIQUE INDEX "Testimonial_fileKey_key" ON "Testimonial"("fileKey");
