-- Usernames and e-mail addresses are compared through key columns with `=` (lib/rules/identifier.ts),
-- never as a LIKE pattern. This computes the keys of existing rows as normaliseIdentifier() does: NFKC,
-- then trimmed of what JavaScript's trim() removes after NFKC, then in lower case.
CREATE FUNCTION "identifier_key"(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT
  AS $$ SELECT lower(btrim(normalize($1, NFKC), E' \t\n\x0B\f\r\u1680\u2028\u2029\uFEFF')) $$;

-- DropIndex
DROP INDEX "FormSubmission_email_kind_idx";

-- AlterTable
ALTER TABLE "AppointmentBooking" ADD COLUMN     "emailKey" TEXT;
UPDATE "AppointmentBooking" SET "emailKey" = "identifier_key"(email);
ALTER TABLE "AppointmentBooking" ALTER COLUMN "emailKey" SET NOT NULL;

-- AlterTable
ALTER TABLE "FormSubmission" ADD COLUMN     "emailKey" TEXT;
UPDATE "FormSubmission" SET "emailKey" = "identifier_key"(email);
ALTER TABLE "FormSubmission" ALTER COLUMN "emailKey" SET NOT NULL;

-- AlterTable
ALTER TABLE "Owner" ADD COLUMN     "emailKey" TEXT,
ADD COLUMN     "usernameKey" TEXT;

-- Two owners whose names differ only by case (or width) cannot share a key: the oldest keeps it, as it
-- already won every sign-in with that name; a younger one keeps its row and signs in by its other name
-- (username or e-mail) until the agency renames it. No owner is removed.
UPDATE "Owner" o SET "usernameKey" = k.key
  FROM (SELECT id, "identifier_key"(username) AS key,
               row_number() OVER (PARTITION BY "identifier_key"(username) ORDER BY id) AS rank
        FROM "Owner") k
  WHERE k.id = o.id AND k.rank = 1;
UPDATE "Owner" o SET "emailKey" = k.key
  FROM (SELECT id, "identifier_key"(email) AS key,
               row_number() OVER (PARTITION BY "identifier_key"(email) ORDER BY id) AS rank
        FROM "Owner") k
  WHERE k.id = o.id AND k.rank = 1;

DROP FUNCTION "identifier_key"(text);

-- CreateIndex
CREATE INDEX "AppointmentBooking_emailKey_idx" ON "AppointmentBooking"("emailKey");

-- CreateIndex
CREATE INDEX "FormSubmission_emailKey_kind_idx" ON "FormSubmission"("emailKey", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "Owner_usernameKey_key" ON "Owner"("usernameKey");

-- CreateIndex
CREATE UNIQUE INDEX "Owner_emailKey_key" ON "Owner"("emailKey");
