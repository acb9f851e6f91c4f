import { comparablePrice } from "@/lib/rules/asking-price";
import { isShown } from "@/lib/rules/price-drop";
import type { PropertyCard } from "@/lib/types/property";

/**
 * The price a listing had before its drop, while "price lowered" shows (30 days), on the market, with a
 * published price below it; otherwise null. Never for a viager: its price is an estimated value, not what is paid. Decided when the page is drawn (pages are drawn again daily).
 */
export function loweredFrom(
  p: Pick<PropertyCard, "price" | "previousPrice" | "priceLoweredAt" | "status" | "priceTerms">,
  now: Date = new Date(),
): number | null {
  if (p.status !== "AVAILABLE" && p.status !== "UNDER_OPTION") return null;
  const price = comparablePrice(p);
  if (price === null || p.previousPrice === null || p.previousPrice <= price) return null;
  const lowered = {
    previousPrice: p.previousPrice,
    priceLoweredAt: p.priceLoweredAt ? new Date(p.priceLoweredAt) : null,
  };
  return isShown(lowered, now) ? p.previousPrice : null;
}
