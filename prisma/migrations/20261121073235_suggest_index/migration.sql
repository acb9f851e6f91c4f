-- DropIndex
DROP INDEX "Property_citySlug_idx";

-- CreateIndex
CREATE INDEX "Property_citySlug_zip_idx" ON "Property"("citySlug", "zip");
