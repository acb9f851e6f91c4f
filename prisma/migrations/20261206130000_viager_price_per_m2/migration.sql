-- Hand-written (Prisma does not model triggers): a viager's price is the estimated market value, not what its
-- buyer pays (a bouquet and a monthly annuity, lib/rules/asking-price.ts), so it has no price per m² to filter,
-- sort or show; the trigger now also follows the contract type.
CREATE OR REPLACE FUNCTION "property_set_price_per_m2"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."pricePerM2" := CASE
    WHEN NEW."publishPrice" AND NOT NEW."priceOnDemand" AND NEW."price" > 0 AND NEW."livingArea" > 0
      AND NEW."contractType" IS DISTINCT FROM 'LIFE_ANNUITY'
      THEN LEAST(round(NEW."price" / NEW."livingArea"::numeric), 2147483647)::int
  END;
  RETURN NEW;
END;
$$;

DROP TRIGGER "property_price_per_m2" ON "Property";
CREATE TRIGGER "property_price_per_m2"
  BEFORE INSERT OR UPDATE OF "price", "publishPrice", "priceOnDemand", "livingArea", "contractType" ON "Property"
  FOR EACH ROW EXECUTE FUNCTION "property_set_price_per_m2"();

UPDATE "Property" SET "price" = "price" WHERE "contractType" = 'LIFE_ANNUITY';
