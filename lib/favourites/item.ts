import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import { loweredFrom } from "@/lib/property/price-lowered";
import { displayPrice, formatEuro, MARQUEE_IGNORE } from "@/lib/rules";
import type { Photo, PropertyCard, PropertyStatus } from "@/lib/types/property";

/** What the favourites page shows of one favourite on offer (or sold, rented), drawn by the server: the page's script formats nothing. */
export interface OfferedFavourite {
  id: number;
  reference: string;
  title: string;
  href: string;
  status: Exclude<PropertyStatus, "WITHDRAWN">;
  /** The current price, null when not published or, as on the lists' cards, once sold or rented. */
  price: number | null;
  /** Null where a list's card names the state instead of the price (sold, rented): the state line says it. */
  priceText: string | null;
  /** "Price lowered" with the price before, for 30 days after a drop. */
  previousPriceText: string | null;
  place: string;
  typeName: string;
  photo: Photo | null;
}

/** A withdrawn favourite: that it was withdrawn and its reference, as its page (410) says, nothing more. */
export interface WithdrawnFavourite {
  id: number;
  reference: string;
  status: "WITHDRAWN";
}

export type FavouriteItem = OfferedFavourite | WithdrawnFavourite;

export function toFavouriteItem(card: PropertyCard, locale: Locale, now = new Date()): FavouriteItem {
  const { status } = card;
  if (status === "WITHDRAWN") return { id: card.id, reference: card.reference, status };
  // The lists' rule: a sold or rented listing's marquee stands where its price was, so no price is shown.
  const priceHidden = card.marquee != null && MARQUEE_IGNORE.includes(card.marquee);
  const previous = priceHidden ? null : loweredFrom(card, now);
  return {
    id: card.id,
    reference: card.reference,
    title: card.title,
    href: propertyPath(card, locale),
    status,
    price: card.priceOnDemand || priceHidden ? null : card.price,
    priceText: priceHidden ? null : displayPrice(card, locale, MARQUEE_IGNORE),
    previousPriceText: previous === null ? null : formatEuro(previous, locale),
    place: `${card.zip} ${card.city}`,
    typeName: card.typeName,
    photo: card.photo,
  };
}
