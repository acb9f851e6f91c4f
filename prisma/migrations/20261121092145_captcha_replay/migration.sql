-- CreateTable
CREATE TABLE "UsedCaptcha" (
    "signature" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UsedCaptcha_pkey" PRIMARY KEY ("signature")
);

-- CreateIndex
CREATE INDEX "UsedCaptcha_expiresAt_idx" ON "UsedCaptcha"("expiresAt");
