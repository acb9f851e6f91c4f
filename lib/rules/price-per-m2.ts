// The price of one m² of living area (the compare page, the search's filter and sort). The database keeps the
// same value in Property.pricePerM2 by a trigger (prisma/migrations/*_price_per_m2), only for a published price and
// never for a viager (its price is an estimated value: comparablePrice in asking-price.ts).

/** The price of one m² of living area, in whole euro; null without a price or a living area. */
export function pricePerM2(price: number | null, livingArea: number | null): number | null {
  if (price === null || livingArea === null || !(price > 0) || !(livingArea > 0)) return null;
  return Math.round(price / livingArea);
}
