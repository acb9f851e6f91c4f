-- AlterTable
ALTER TABLE "Property" ADD COLUMN     "previousPrice" DECIMAL(12,2),
ADD COLUMN     "priceLoweredAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Property_priceLoweredAt_idx" ON "Property"("priceLoweredAt");

-- A drop the history already holds (written by the content sync) shows as "price lowered" until its 30 days are over.
UPDATE "Property" p SET "previousPrice" = h.before::numeric, "priceLoweredAt" = h.at
FROM (
  SELECT DISTINCT ON ("propertyId") "propertyId", at, before, after FROM "PropertyHistory"
  WHERE field = 'price' ORDER BY "propertyId", at DESC, id DESC
) h
WHERE h."propertyId" = p.id AND h.at > now() - interval '30 days'
  AND h.before IS NOT NULL AND h.after IS NOT NULL AND h.after::numeric < h.before::numeric;
