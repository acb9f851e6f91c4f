-- CreateTable
CREATE TABLE "StaffAudit" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "action" TEXT NOT NULL,
    "reference" TEXT,
    "before" JSONB,
    "after" JSONB,
    "address" TEXT,

    CONSTRAINT "StaffAudit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StaffAudit_at_idx" ON "StaffAudit"("at");

-- CreateIndex
CREATE INDEX "StaffAudit_reference_at_idx" ON "StaffAudit"("reference", "at");
