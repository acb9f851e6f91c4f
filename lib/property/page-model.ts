import { COUNTRY_BELGIUM } from "@/lib/domain/country";
import { goalOf, type Goal } from "@/lib/domain/goal";
import { canApplyToRent, canBookVisit, canReceiveOffer, isClosed } from "@/lib/domain/property";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/build-path";
import {
  displayPrice,
  estimatedValueText,
  MARQUEE_IGNORE,
  marqueeKey,
  parseVideoUrl,
  regionOfZip,
  virtualTourProvider,
  type MarqueeKey,
  type Region,
  type VideoInfo,
} from "@/lib/rules";
import type { PropertyDetail } from "@/lib/types/property";
import { shareLinks, type ShareLink } from "./share-links";
import { streetLine } from "@/lib/rules/address";

// What a property's page shows, computed from the property: the view only lays it out and words it.

/** The key figures beside the description, in this order; each is listed only when it has a value. */
export type KeyFigure = "bedrooms" | "bathrooms" | "livingArea" | "plotArea" | "constructionYear" | "epc";

export interface PageTexts {
  /** The word before a box number ("box", "bus", "boîte"). */
  box: string;
  /** The name of a marquee code, when the property has no name of its own for it. */
  marquee: (key: MarqueeKey) => string;
  /** The message shared with the page's link. */
  shareMessage: string;
}

export interface PropertyPageModel {
  goal: Goal;
  /** Sold or rented: a banner, no visits and no offers. */
  closed: "sold" | "rented" | null;
  marqueeName: string | null;
  price: string;
  /** A viager's price: the estimated market value, labelled so, beside what the buyer pays. */
  estimatedValue: string | null;
  address: string;
  url: string;
  share: ShareLink[];
  keyFigures: Array<{ figure: KeyFigure; value: number }>;
  /** The region of the purchase-cost estimate: Belgian properties for sale, on the market, not in viager. */
  costRegion: Region | null;
  video: VideoInfo | null;
  tour: string | null;
  streetView: string | null;
  requestableDocuments: Array<{ id: number; title: string }>;
  /** The calendar of visits is offered. */
  bookable: boolean;
  /** Visit and information requests beyond "more information". */
  visits: boolean;
  offerHref: string | null;
  applyHref: string | null;
}

/** Street, number and box (when published), then postal code and town. */
export function publishedAddress(p: Pick<PropertyDetail, "address" | "zip" | "city">, box: string): string {
  const { street, houseNumber, boxNr } = p.address;
  const line = [streetLine(street, houseNumber), boxNr ? `${box} ${boxNr}` : ""].filter(Boolean).join(", ");
  return [line, `${p.zip} ${p.city}`].filter(Boolean).join(", ");
}

function keyFigures(p: PropertyDetail): PropertyPageModel["keyFigures"] {
  const values: Record<KeyFigure, number | null> = {
    bedrooms: p.rooms.bedrooms,
    bathrooms: p.rooms.bathrooms,
    livingArea: p.surfaces.livingArea,
    plotArea: p.surfaces.plotArea,
    constructionYear: p.construction.constructionYear,
    epc: p.energy.epcTotal,
  };
  return (Object.keys(values) as KeyFigure[]).flatMap((figure) => {
    const value = values[figure];
    return value ? [{ figure, value }] : [];
  });
}

export function propertyPageModel(
  p: PropertyDetail,
  { locale, url, texts }: { locale: Locale; url: string; texts: PageTexts },
): PropertyPageModel {
  const goal = goalOf(p.goal);
  const closed = isClosed(p.status) ? (p.status === "SOLD" ? "sold" : "rented") : null;
  const marquee = marqueeKey(p.marquee);
  const marqueeName = p.marqueeName ?? (marquee ? texts.marquee(marquee) : null);
  const region = p.address.countryId === COUNTRY_BELGIUM ? regionOfZip(p.zip) : null;
  const { videoUrl, virtualTourUrl } = p.media;
  const withProperty = (path: "/purchase-offer" | "/rental-application") =>
    `${buildPath(path, locale)}?property=${p.id}`;
  return {
    goal,
    closed,
    marqueeName,
    price: displayPrice({ ...p, marqueeName }, locale, MARQUEE_IGNORE),
    estimatedValue: closed ? null : estimatedValueText(p, locale),
    address: publishedAddress(p, texts.box),
    url,
    share: shareLinks(url, texts.shareMessage),
    keyFigures: keyFigures(p),
    costRegion: goal === "sale" && !closed && !p.viager ? region : null,
    video: videoUrl ? parseVideoUrl(videoUrl) : null,
    tour: virtualTourUrl && virtualTourProvider(virtualTourUrl) ? virtualTourUrl : null,
    streetView: p.position?.exact
      ? `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${p.position.lat},${p.position.lng}`
      : null,
    requestableDocuments: p.documents.filter((d) => d.requestOnly).map((d) => ({ id: d.id, title: d.title })),
    bookable: canBookVisit(p),
    visits: !closed,
    offerHref: canReceiveOffer(p) ? withProperty("/purchase-offer") : null,
    applyHref: canApplyToRent(p) ? withProperty("/rental-application") : null,
  };
}
