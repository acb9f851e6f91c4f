import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import { loweredFrom } from "@/lib/property/price-lowered";
import { displayPrice, formatEuro, MARQUEE_IGNORE } from "@/lib/rules";
import type { Photo, PropertyCard, PropertyStatus } from "@/lib/types/property";

/** What the favourites page shows of one favourite, drawn by the server: the page's script formats nothing. */
export interface FavouriteItem {
  id: number;
  reference: string;
  title: string;
  /** Null when withdrawn: its page is gone. */
  href: string | null;
  status: PropertyStatus;
  /** The current price, null when not published. */
  price: number | null;
  priceText: string;
  /** "Price lowered" with the price before, for 30 days after a drop. */
  previousPriceText: string | null;
  place: string;
  typeName: string;
  photo: Photo | null;
}

export function toFavouriteItem(card: PropertyCard, locale: Locale, now = new Date()): FavouriteItem {
  const previous = loweredFrom(card, now);
  return {
    id: card.id,
    reference: card.reference,
    title: card.title,
    href: card.status === "WITHDRAWN" ? null : propertyPath(card, locale),
    status: card.status,
    price: card.priceOnDemand ? null : card.price,
    // The price itself, not a "sold" marquee: the state is said beside it.
    priceText: displayPrice({ ...card, marquee: null }, locale, MARQUEE_IGNORE),
    previousPriceText: previous === null ? null : formatEuro(previous, locale),
    place: `${card.zip} ${card.city}`,
    typeName: card.typeName,
    photo: card.photo,
  };
}
