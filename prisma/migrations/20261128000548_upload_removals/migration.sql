-- CreateTable
CREATE TABLE "UploadRemoval" (
    "storedName" TEXT NOT NULL,
    "queuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UploadRemoval_pkey" PRIMARY KEY ("storedName")
);

-- Whatever deletes an upload's row (the retention job, an erasure, a cascade from its submission) queues its
-- file's removal in the same statement, so a row never goes without a trace of its file.
CREATE FUNCTION "upload_queue_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "UploadRemoval" ("storedName") VALUES (OLD."storedName") ON CONFLICT DO NOTHING;
  RETURN OLD;
END;
$$;

CREATE TRIGGER "upload_queue_removal"
  AFTER DELETE ON "Upload"
  FOR EACH ROW EXECUTE FUNCTION "upload_queue_removal"();
