// "Price lowered" (a listing's card and page): the price before a drop, shown for 30 days from the drop.
// Two drops in a row keep the price before the first one and start the 30 days again; a rise back to that
// price or above, a price taken off (on request) or a property off the market ends it.

export const PRICE_LOWERED_DAYS = 30;

export interface PriceLowered {
  previousPrice: number | null;
  priceLoweredAt: Date | null;
}

export const notLowered: PriceLowered = { previousPrice: null, priceLoweredAt: null };

/** What "price lowered" becomes when a property's price goes from `before` to `after` at `at`. */
export function afterPriceChange(
  current: PriceLowered,
  before: number | null,
  after: number | null,
  at: Date,
): PriceLowered {
  if (after === null) return notLowered;
  const shown = isShown(current, at) ? current.previousPrice : null;
  if (before !== null && after < before)
    return { previousPrice: Math.max(shown ?? before, before), priceLoweredAt: at };
  if (shown === null || after >= shown) return notLowered;
  return current;
}

/** Whether a drop is still shown at `now`: within its 30 days. */
export function isShown({ previousPrice, priceLoweredAt }: PriceLowered, now: Date): boolean {
  return previousPrice !== null && priceLoweredAt !== null && now.getTime() < loweredUntil(priceLoweredAt).getTime();
}

/** The moment a drop stops being shown. */
export function loweredUntil(at: Date): Date {
  return new Date(at.getTime() + PRICE_LOWERED_DAYS * 86_400_000);
}

/** Drops made before this moment are over at `now`. */
export function loweredCutoff(now: Date): Date {
  return new Date(now.getTime() - PRICE_LOWERED_DAYS * 86_400_000);
}
