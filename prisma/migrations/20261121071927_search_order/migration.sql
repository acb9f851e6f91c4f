-- DropIndex
DROP INDEX "Property_goal_categoryId_price_idx";

-- DropIndex
DROP INDEX "Property_goal_citySlug_idx";

-- DropIndex
DROP INDEX "Property_goal_price_idx";

-- DropIndex
DROP INDEX "Property_goal_status_publishedAt_idx";

-- DropIndex
DROP INDEX "Property_latitude_longitude_idx";

-- AlterTable
ALTER TABLE "Property" ADD COLUMN     "listingRank" SMALLINT NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "Property_goal_listingRank_publishedAt_id_idx" ON "Property"("goal", "listingRank", "publishedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Property_goal_listingRank_price_id_idx" ON "Property"("goal", "listingRank", "price", "id");

-- CreateIndex
CREATE INDEX "Property_goal_listingRank_price_desc_idx" ON "Property"("goal", "listingRank", "price" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Property_goal_listingRank_categoryId_price_id_idx" ON "Property"("goal", "listingRank", "categoryId", "price", "id");

-- CreateIndex
CREATE INDEX "Property_goal_listingRank_citySlug_id_idx" ON "Property"("goal", "listingRank", "citySlug", "id");

-- CreateIndex
CREATE INDEX "Property_goal_latitude_longitude_idx" ON "Property"("goal", "latitude", "longitude");

-- Hand-written (Prisma does not model triggers or check constraints, and leaves them alone):
-- listingRank follows status, whoever writes the row.
CREATE FUNCTION "property_set_listing_rank"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."listingRank" := CASE NEW."status" WHEN 'WITHDRAWN' THEN 2 WHEN 'SOLD' THEN 1 WHEN 'RENTED' THEN 1 ELSE 0 END;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "property_listing_rank" BEFORE INSERT OR UPDATE OF "status" ON "Property"
  FOR EACH ROW EXECUTE FUNCTION "property_set_listing_rank"();

UPDATE "Property" SET "status" = "status";

-- Spec §3: 0 is for sale, any other value for rent. Rent is stored as 1 (imports map it), so a
-- search for either goal is one index range.
ALTER TABLE "Property" ADD CONSTRAINT "Property_goal_check" CHECK ("goal" IN (0, 1));
