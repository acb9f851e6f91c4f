-- CreateIndex
CREATE INDEX "Property_publishedAt_idx" ON "Property"("publishedAt" DESC);
