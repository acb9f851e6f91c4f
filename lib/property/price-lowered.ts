import { isShown } from "@/lib/rules/price-drop";
import type { PropertyCard } from "@/lib/types/property";

/**
 * The price a listing had before its drop, while "price lowered" shows (30 days), on the market, with a
 * published price below it; otherwise null. Decided when the page is drawn (pages are drawn again daily).
 */
export function loweredFrom(
  p: Pick<PropertyCard, "price" | "previousPrice" | "priceLoweredAt" | "status">,
  now: Date = new Date(),
): number | null {
  if (p.status !== "AVAILABLE" && p.status !== "UNDER_OPTION") return null;
  if (p.price === null || p.previousPrice === null || p.previousPrice <= p.price) return null;
  const lowered = {
    previousPrice: p.previousPrice,
    priceLoweredAt: p.priceLoweredAt ? new Date(p.priceLoweredAt) : null,
  };
  return isShown(lowered, now) ? p.previousPrice : null;
}
