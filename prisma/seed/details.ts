import type { Prisma } from "@/lib/generated/prisma/client";
import type { Region } from "@/lib/rules";
import type { DemoProperty } from "./data/types";

// The finer fields of spec §3 for the demo listings, derived from what each listing already says
// (its kind, age, heating and region), so every detail page reads like a real file.

type Extra = Pick<
  Prisma.PropertyUncheckedCreateInput,
  | "kitchen"
  | "glazing"
  | "windowFrame"
  | "floorCover"
  | "roof"
  | "environment"
  | "rearOrientation"
  | "hasGas"
  | "hasWater"
  | "hasElectricity"
  | "hasDrain"
  | "showerRooms"
  | "planningDesignation"
  | "asbestosCertificate"
  | "asbestosCertificateDate"
  | "soilCertificate"
  | "soilCertificateDate"
  | "electricityCertificateOk"
  | "electricityCertificateDate"
  | "gasCertificateOk"
  | "gasCertificateDate"
  | "floodRiskArea"
  | "eLevel"
  | "realEstateTax"
  | "videoUrl"
  | "virtualTourUrl"
>;

const planningTerm: Record<Region, string> = {
  flanders: "Woongebied",
  wallonia: "Zone d'habitat",
  brussels: "Zone d'habitation / Woongebied",
};

// Illustrative provider addresses: the page loads a player only when the visitor opens it.
const media: Record<string, Pick<Extra, "videoUrl" | "virtualTourUrl">> = {
  "ATR-2003": {
    videoUrl: "https://www.youtube.com/watch?v=AtriumV2003",
    virtualTourUrl: "https://my.matterport.com/show/?m=AtriumVilla2003",
  },
  "ATR-2022": { videoUrl: "https://vimeo.com/902022022" },
  "ATR-2024": { virtualTourUrl: "https://kuula.co/share/collection/Atrium2024" },
};

const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date));

export function propertyDetails(p: DemoProperty, index: number, region: Region): Extra {
  const building = p.kind !== "building-land" && p.kind !== "garage";
  const house = ["house", "villa"].includes(p.kind);
  const old = (p.constructionYear ?? 2000) < 2001;
  const forSale = p.goal === 0;
  if (!building) {
    return {
      environment: p.kind === "garage" ? "URBAN" : "RESIDENTIAL",
      planningDesignation: planningTerm[region],
      hasWater: p.kind === "building-land" ? true : null,
      hasElectricity: p.kind === "building-land" ? true : null,
      ...media[p.ref],
    };
  }
  const recent = (p.renovationYear ?? p.constructionYear ?? 1990) >= 2005;
  return {
    kitchen: p.kind === "loft" || recent ? "FULLY_EQUIPPED" : "EQUIPPED",
    glazing: (p.constructionYear ?? 0) >= 2020 ? "TRIPLE" : "DOUBLE",
    windowFrame: recent ? "ALUMINIUM" : old ? "WOOD" : "PVC",
    floorCover: house ? "PARQUET" : index % 2 ? "TILES" : "PARQUET",
    roof: house ? (region === "flanders" ? "TILES" : "SLATE") : null,
    environment: region === "brussels" ? "URBAN" : house ? "RESIDENTIAL" : "URBAN",
    rearOrientation: p.gardenOrientation ?? null,
    hasGas: p.heating === "GAS",
    hasWater: true,
    hasElectricity: true,
    hasDrain: true,
    showerRooms: p.bedrooms && p.bedrooms >= 4 ? 1 : null,
    planningDesignation: planningTerm[region],
    // Flanders asks an asbestos certificate for buildings from before 2001 that are sold.
    asbestosCertificate: region === "flanders" && forSale ? (old ? "ASBESTOS_SAFE" : "NOT_REQUIRED") : null,
    asbestosCertificateDate: region === "flanders" && forSale && old ? day(2026, 1 + (index % 9), 3 + index) : null,
    soilCertificate: region === "flanders" && forSale ? `OVAM ${2026}-${String(40210 + index * 17)}` : null,
    soilCertificateDate: region === "flanders" && forSale ? day(2026, 2 + (index % 8), 5 + (index % 20)) : null,
    electricityCertificateOk: forSale ? !old || (p.renovationYear ?? 0) >= 2010 : null,
    electricityCertificateDate: forSale ? day(2025, 1 + (index % 12), 1 + (index % 27)) : null,
    gasCertificateOk: forSale && p.heating === "GAS" ? true : null,
    gasCertificateDate: forSale && p.heating === "GAS" ? day(2025, 1 + ((index + 5) % 12), 2 + (index % 25)) : null,
    floodRiskArea: "NONE",
    eLevel: (p.constructionYear ?? 0) >= 2020 ? 30 : null,
    realEstateTax: forSale && p.cadastralIncome ? Math.round(p.cadastralIncome * 2.1) : null,
    ...media[p.ref],
  };
}

/** A downloadable floor plan and a certificate sent on request, for a few listings. */
export const documentedRefs = ["ATR-2003", "ATR-2012", "ATR-2018"];
