import "server-only";
import { unitStatusOf } from "@/lib/domain/project";
import type { Locale } from "@/lib/i18n/locales";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PriceTerms } from "@/lib/rules/asking-price";
import type { ProjectUnitRow, UnitStatus } from "@/lib/types/project";
import { pickTranslation } from "./records";

// A project's price list is its own units (ProjectUnit, from a file's Site block) when it has any, and
// otherwise its unit properties: the listings whose projectId names it, which is all the CRM gives. Read
// here rather than copied by the sync, so the list, the counts and the page always agree with the listings.

/** The unit properties a price list shows: not withdrawn, by floor (unknown last), then reference. */
export const unitProperties = {
  where: { status: { not: "WITHDRAWN" } },
  orderBy: [{ floor: { sort: "asc", nulls: "last" } }, { reference: "asc" }],
  select: {
    id: true,
    reference: true,
    goal: true,
    status: true,
    citySlug: true,
    floor: true,
    livingArea: true,
    bedrooms: true,
    price: true,
    publishPrice: true,
    priceOnDemand: true,
    vatRegime: true,
    translations: { select: { locale: true, slug: true } },
  },
} satisfies Prisma.Project$propertiesArgs;

type UnitProperty = Prisma.PropertyGetPayload<{ select: (typeof unitProperties)["select"] }>;

/**
 * The terms a project's prices are stated under: the VAT regime its listings name, else VAT at 21 %, the regime a
 * developer's sale of a new building falls under (VAT Code art. 1 §9 and art. 44 §3, 1°).
 */
export function projectPriceTerms(properties: ReadonlyArray<Pick<UnitProperty, "vatRegime">>): PriceTerms {
  const named = properties.find((p) => p.vatRegime !== null)?.vatRegime ?? null;
  return { vatRegime: named ?? "VAT_21", viager: null, chargesRenter: null };
}

/**
 * The price a visitor may see on a line: none once the lot is sold (spec §9: a sold listing shows its state, not
 * its price, on its page and in every list), nor when the listing hides it or has none.
 */
const shownUnitPrice = (status: UnitStatus, price: number | null): number | null =>
  status === "SOLD" || price === null || price <= 0 ? null : price;

/** Its line's state and the price a visitor may see. */
function unitState(p: UnitProperty): { status: UnitStatus; price: number | null } | null {
  const status = unitStatusOf(p.status);
  if (!status) return null;
  const published = p.publishPrice && !p.priceOnDemand && p.price !== null ? Number(p.price) : null;
  return { status, price: shownUnitPrice(status, published) };
}

/** What a line links to: the unit property's page in the page's language. */
function listingOf(p: UnitProperty, locale: Locale): NonNullable<ProjectUnitRow["property"]> {
  const slug = pickTranslation(p.translations, locale)?.slug ?? p.reference.toLowerCase();
  return { id: p.id, goal: p.goal, citySlug: p.citySlug, slug };
}

function propertyUnit(p: UnitProperty, locale: Locale): ProjectUnitRow[] {
  const state = unitState(p);
  if (!state) return [];
  return [
    {
      id: p.id,
      reference: p.reference,
      floor: p.floor,
      surface: p.livingArea,
      bedrooms: p.bedrooms,
      ...state,
      plans: [],
      property: listingOf(p, locale),
    },
  ];
}

type OwnUnit = {
  id: number;
  reference: string;
  listing: string | null;
  floor: number;
  surface: number;
  bedrooms: number;
  price: Prisma.Decimal;
  status: UnitStatus;
  plans: Array<{ title: string; url: string; isPdf: boolean }>;
};

/**
 * A project's price list in the page's language: its own units if it has any, else its unit properties.
 * An own unit whose listing (or, failing that, its own code) is a unit property's reference links to that page;
 * the line still shows the lot's own code.
 */
export function unitRows(row: { units: OwnUnit[]; properties: UnitProperty[] }, locale: Locale): ProjectUnitRow[] {
  if (!row.units.length) return row.properties.flatMap((p) => propertyUnit(p, locale));
  const listings = new Map(row.properties.map((p) => [p.reference.toUpperCase(), p]));
  return row.units.map((u) => {
    const listing = listings.get((u.listing ?? u.reference).toUpperCase());
    return {
      id: u.id,
      reference: u.reference,
      floor: u.floor,
      surface: u.surface,
      bedrooms: u.bedrooms,
      price: shownUnitPrice(u.status, Number(u.price)),
      status: u.status,
      plans: u.plans.map((p) => ({ title: p.title, url: p.url, isPdf: p.isPdf })),
      property: listing ? listingOf(listing, locale) : null,
    };
  });
}

/** The states and shown prices of the same lines as the price list, for the counts on a project's card. */
export function unitStates(row: {
  units: Array<Pick<OwnUnit, "price" | "status">>;
  properties: UnitProperty[];
}): Array<{ status: UnitStatus; price: number | null }> {
  if (!row.units.length) return row.properties.flatMap((p) => unitState(p) ?? []);
  return row.units.map((u) => ({ status: u.status, price: shownUnitPrice(u.status, Number(u.price)) }));
}
