import { describe, expect, it } from "vitest";
import { toFavouriteItem } from "@/lib/favourites/item";
import { MARQUEE } from "@/lib/rules/marquee";
import type { PropertyCard } from "@/lib/types/property";

// Issue 44: the favourites page states a price by the lists' rule: a sold or rented listing's price is not shown.

const card = (over: Partial<PropertyCard>): PropertyCard => ({
  id: 7,
  reference: "ATR-2007",
  goal: 0,
  status: "AVAILABLE",
  title: "Maison",
  slug: "maison",
  city: "Gent",
  citySlug: "gent",
  zip: "9000",
  typeName: "Woning",
  typeWebId: 1,
  price: 265_000,
  priceOnDemand: false,
  priceUnit: null,
  priceUnitText: null,
  marquee: null,
  marqueeName: null,
  priceTerms: { vatRegime: null, viager: null, chargesRenter: null },
  bedrooms: 3,
  livingArea: 120,
  epcLabel: "C",
  photo: null,
  publishedAt: "2026-11-01T00:00:00.000Z",
  previousPrice: null,
  priceLoweredAt: null,
  ...over,
});

describe("a favourite's price", () => {
  it("is shown while the property is on offer", () => {
    const item = toFavouriteItem(card({}), "nl");
    expect(item).toMatchObject({ price: 265_000, priceText: "€\u00a0265.000" });
  });

  it.each([
    ["sold", { status: "SOLD", marquee: MARQUEE.SOLD, marqueeName: "Verkocht" }],
    ["rented", { goal: 1, status: "RENTED", marquee: MARQUEE.RENTED, marqueeName: "Verhuurd" }],
  ] as const)("is not shown once %s, as on the lists' cards", (_, over) => {
    const item = toFavouriteItem(card(over), "nl");
    expect(item).toMatchObject({ price: null, priceText: null, previousPriceText: null });
  });
});
