export const MARQUEE = {
  FOR_SALE: 1,
  FOR_RENT: 2,
  SOLD: 3,
  RENTED: 4,
  SOLD_OUT: 5,
  FOR_TAKEOVER: 6,
  NEW_FOR_SALE: 7,
  PROJECT: 8,
} as const;

export type MarqueeKey = Lowercase<keyof typeof MARQUEE>;

const keyByCode = new Map<number, MarqueeKey>(
  Object.entries(MARQUEE).map(([name, code]) => [code, name.toLowerCase() as MarqueeKey]),
);

export function marqueeKey(code: number | null | undefined): MarqueeKey | null {
  return code == null ? null : (keyByCode.get(code) ?? null);
}

/** Marquees whose name replaces the price (spec §9): sold, rented and sold-out listings show no price. */
export const MARQUEE_IGNORE: readonly number[] = [MARQUEE.SOLD, MARQUEE.RENTED, MARQUEE.SOLD_OUT];

/** The marquee that goes with a new status: sold and rented are shown as such, and undone again. */
export function marqueeAfterStatus(
  status: string | undefined,
  forSale: boolean,
  current: number | null,
): number | null {
  if (status === "SOLD") return MARQUEE.SOLD;
  if (status === "RENTED") return MARQUEE.RENTED;
  if (status && (current === MARQUEE.SOLD || current === MARQUEE.RENTED)) {
    return forSale ? MARQUEE.FOR_SALE : MARQUEE.FOR_RENT;
  }
  return current;
}
