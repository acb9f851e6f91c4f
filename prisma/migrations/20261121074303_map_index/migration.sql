-- DropIndex
DROP INDEX "Property_goal_latitude_longitude_idx";

-- CreateIndex
CREATE INDEX "Property_goal_latitude_longitude_listingRank_idx" ON "Property"("goal", "latitude", "longitude", "listingRank");
