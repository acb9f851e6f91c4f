-- AlterTable
ALTER TABLE "Property" ADD COLUMN     "pricePerM2" INTEGER;

-- AlterTable
ALTER TABLE "StandingSearch" ADD COLUMN     "epcMax" VARCHAR(8),
ADD COLUMN     "epcMin" VARCHAR(8),
ADD COLUMN     "maxPricePerM2" INTEGER,
ADD COLUMN     "minPricePerM2" INTEGER;

-- CreateIndex
CREATE INDEX "Property_goal_listingRank_pricePerM2_id_idx" ON "Property"("goal", "listingRank", "pricePerM2", "id");

-- Hand-written (Prisma does not model triggers): pricePerM2 follows the price, whether it is published and the
-- living area, whoever writes the row; the same rule as lib/rules/price-per-m2.ts (round half up, whole euro).
-- A nonsense area (a fraction of a m²) is capped rather than failing the write.
CREATE FUNCTION "property_set_price_per_m2"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."pricePerM2" := CASE
    WHEN NEW."publishPrice" AND NOT NEW."priceOnDemand" AND NEW."price" > 0 AND NEW."livingArea" > 0
      THEN LEAST(round(NEW."price" / NEW."livingArea"::numeric), 2147483647)::int
  END;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "property_price_per_m2"
  BEFORE INSERT OR UPDATE OF "price", "publishPrice", "priceOnDemand", "livingArea" ON "Property"
  FOR EACH ROW EXECUTE FUNCTION "property_set_price_per_m2"();

UPDATE "Property" SET "price" = "price";
