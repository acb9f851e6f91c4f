-- CreateTable
CREATE TABLE "UploadRemoval" (
    "storedName" TEXT NOT NULL,
    "keepUntil" TIMESTAMP(3),

    CONSTRAINT "UploadRemoval_pkey" PRIMARY KEY ("storedName")
);

-- Hand-written (Prisma does not model triggers): whatever deletes an upload's row (the retention job, an
-- erasure, a cascade from its submission) queues its file's removal in the same statement, to go at once.
CREATE FUNCTION "upload_queue_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "UploadRemoval" ("storedName", "keepUntil") VALUES (OLD."storedName", NULL)
    ON CONFLICT ("storedName") DO UPDATE SET "keepUntil" = NULL;
  RETURN OLD;
END;
$$;

CREATE TRIGGER "upload_queue_removal"
  AFTER DELETE ON "Upload"
  FOR EACH ROW EXECUTE FUNCTION "upload_queue_removal"();
