-- CreateEnum
CREATE TYPE "MarketDwelling" AS ENUM ('HOUSES', 'HOUSES_CLOSED_SEMI', 'HOUSES_OPEN', 'APARTMENTS');

-- AlterTable
ALTER TABLE "Property" ADD COLUMN     "municipalityCode" VARCHAR(5);

-- CreateTable
CREATE TABLE "Municipality" (
    "nisCode" VARCHAR(5) NOT NULL,
    "nameFr" TEXT NOT NULL,
    "nameNl" TEXT NOT NULL,

    CONSTRAINT "Municipality_pkey" PRIMARY KEY ("nisCode")
);

-- CreateTable
CREATE TABLE "MarketFigure" (
    "nisCode" VARCHAR(5) NOT NULL,
    "dwelling" "MarketDwelling" NOT NULL,
    "year" SMALLINT NOT NULL,
    "sales" INTEGER,
    "median" INTEGER,
    "q1" INTEGER,
    "q3" INTEGER,

    CONSTRAINT "MarketFigure_pkey" PRIMARY KEY ("nisCode","dwelling","year")
);

-- CreateTable
CREATE TABLE "MarketImport" (
    "id" SERIAL NOT NULL,
    "fileName" TEXT NOT NULL,
    "sha256" VARCHAR(64) NOT NULL,
    "rows" INTEGER NOT NULL,
    "firstYear" SMALLINT NOT NULL,
    "lastYear" SMALLINT NOT NULL,
    "changed" INTEGER NOT NULL,
    "importedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MarketImport_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "MarketFigure" ADD CONSTRAINT "MarketFigure_nisCode_fkey" FOREIGN KEY ("nisCode") REFERENCES "Municipality"("nisCode") ON DELETE CASCADE ON UPDATE CASCADE;
