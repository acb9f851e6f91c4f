import { isBelgian } from "@/lib/domain/country";
import { isForSale } from "@/lib/domain/goal";
import type { PropertyDetail } from "@/lib/types/property";
import { comparablePrice, vatRate } from "./asking-price";
import { pricePerM2 } from "./price-per-m2";
import { propertyTypeIcon } from "./property-type";
import { purchaseCosts } from "./purchase-costs";
import { regionOfZip, type Region } from "./region";

// What the compare page may rank against what (issue 42): only like with like. Each function gives the values
// a row ranks, null where a value must not compete; the row still shows every value.

export type Comparable = Pick<
  PropertyDetail,
  "goal" | "typeWebId" | "zip" | "price" | "priceOnDemand" | "priceTerms"
> & {
  address: Pick<PropertyDetail["address"], "countryId">;
  surfaces: Pick<PropertyDetail["surfaces"], "livingArea">;
  energy: Pick<PropertyDetail["energy"], "epcTotal">;
  construction: Pick<PropertyDetail["construction"], "constructionYear">;
};

/** The positions of the sales and of the rentals when a comparison mixes them; null when all are of one kind. */
export function mixedGoals(items: readonly Pick<Comparable, "goal">[]): { sales: number[]; rentals: number[] } | null {
  const sales = items.flatMap((p, i) => (isForSale(p.goal) ? [i] : []));
  const rentals = items.flatMap((p, i) => (isForSale(p.goal) ? [] : [i]));
  return sales.length > 0 && rentals.length > 0 ? { sales, rentals } : null;
}

export type TaxRegime = "vat" | "duties";

/** A sale's tax, as its price states it (lib/rules/asking-price.ts): VAT when its regime names VAT, duties otherwise. */
export function taxRegime(p: Pick<Comparable, "priceTerms">): TaxRegime {
  return vatRate(p.priceTerms) === null ? "duties" : "vat";
}

/** Houses and apartments: the only properties whose area is a living area. */
export function isHome(typeWebId: number): boolean {
  return propertyTypeIcon(typeWebId) === "residential";
}

/** A year still to come is a delivery, not a construction year. */
export function deliveryYear(constructionYear: number | null, currentYear: number): number | null {
  return constructionYear !== null && constructionYear > currentYear ? constructionYear : null;
}

const publishedPrice = (p: Comparable) => (p.priceOnDemand ? null : p.price);
/** A sale ranked by its price: not a viager, whose buyer pays a bouquet and a rent (comparablePrice). */
const rankedSale = (p: Comparable) => isForSale(p.goal) && comparablePrice(p) !== null;
const belgianRegion = (p: Pick<Comparable, "zip" | "address">): Region | null =>
  isBelgian(p.address.countryId) ? regionOfZip(p.zip) : null;

/** Registration duties or VAT and the notary's costs of a sale, the estimate its page shows. */
export function purchaseCostsOf(p: Comparable): number | null {
  const price = comparablePrice(p);
  const region = belgianRegion(p);
  if (!isForSale(p.goal) || price === null || !region) return null;
  const rate = vatRate(p.priceTerms);
  const newBuild = rate === null ? undefined : { landShare: 0.3, vatRate: rate };
  return Math.round(purchaseCosts({ price, region, onlyOwnHome: true, newBuild }).total);
}

/** What a buyer pays in all: the price with its VAT or duties and the notary's costs. */
export function estimatedTotal(p: Comparable): number | null {
  const costs = purchaseCostsOf(p);
  return costs === null ? null : comparablePrice(p)! + costs;
}

/** Whether the priced properties are of one kind (a garage's price does not compete with a house's). */
const oneKind = (items: readonly Comparable[]) =>
  new Set(items.filter((p) => publishedPrice(p) !== null).map((p) => p.typeWebId)).size <= 1;

/**
 * Prices ranked against each other, of one kind of property only: rents together, sales only under one
 * tax regime and never a viager.
 */
export function rankedPrices(items: readonly Comparable[]): (number | null)[] {
  const regimes = new Set(items.filter(rankedSale).map(taxRegime));
  const comparable = oneKind(items) && regimes.size <= 1;
  return items.map((p) => {
    if (!comparable) return null;
    return !isForSale(p.goal) || rankedSale(p) ? publishedPrice(p) : null;
  });
}

/** The estimated total costs ranked across tax regimes, of one kind of property only. */
export function rankedTotals(items: readonly Comparable[]): (number | null)[] {
  return items.map((p) => (oneKind(items) ? estimatedTotal(p) : null));
}

/** The price of a m² of living area, ranked where the prices are and only for homes. */
export function rankedPricesPerM2(items: readonly Comparable[]): (number | null)[] {
  const prices = rankedPrices(items);
  return items.map((p, i) => (isHome(p.typeWebId) ? pricePerM2(prices[i]!, p.surfaces.livingArea) : null));
}

/** Energy use in kWh/m² per year, ranked only when every figure is on one Belgian region's scale. */
export function rankedEnergy(items: readonly Comparable[]): (number | null)[] {
  const measured = items.filter((p) => p.energy.epcTotal !== null);
  const regions = new Set(measured.map(belgianRegion));
  const oneScale = regions.size === 1 && !regions.has(null);
  return items.map((p) => (oneScale ? p.energy.epcTotal : null));
}

/** Whether the energy figures belong to different regions' scales (the page then says why none is ranked). */
export function energyScalesDiffer(items: readonly Comparable[]): boolean {
  return new Set(items.filter((p) => p.energy.epcTotal !== null).map(belgianRegion)).size > 1;
}

export function rankedLivingAreas(items: readonly Comparable[]): (number | null)[] {
  return items.map((p) => (isHome(p.typeWebId) ? p.surfaces.livingArea : null));
}

export function rankedConstructionYears(items: readonly Comparable[], currentYear: number): (number | null)[] {
  return items.map(({ construction: { constructionYear: year } }) =>
    year !== null && deliveryYear(year, currentYear) === null ? year : null,
  );
}
