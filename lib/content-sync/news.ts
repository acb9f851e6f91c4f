// What standing searches are told about (lib/standing-search/): a listing newly on the market, or cheaper.

type Amount = number | { toNumber(): number } | null;

/**
 * Whether a property's change is news: added available, back on the market (not from an option, which it
 * never left), or at a lower price. `before` null: the property was just added.
 */
export function isNews(
  before: { status: string; price: Amount } | null,
  after: { status: string; price: number | null },
): boolean {
  if (!before) return after.status === "AVAILABLE";
  const published = after.status === "AVAILABLE" && before.status !== "AVAILABLE" && before.status !== "UNDER_OPTION";
  const priceBefore =
    typeof before.price === "object" && before.price !== null ? before.price.toNumber() : before.price;
  const cheaper = after.price !== null && priceBefore !== null && after.price < priceBefore;
  return published || cheaper;
}
