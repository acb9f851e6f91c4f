import "server-only";
import type { Metadata } from "next";
import { config } from "@/lib/config";
import { getPropertyDetail } from "@/lib/db/properties";
import { goalOf, type Goal } from "@/lib/domain/goal";
import { parseId } from "@/lib/domain/id";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import { propertyPath } from "@/lib/i18n/property-path";
import { truncateText } from "@/lib/rules";
import type { PropertyDetail } from "@/lib/types/property";

// What the sale and the rent detail routes share: one property page under each goal's address.

export const detailRoute = {
  sale: "/for-sale/[city]/[slug]/[id]",
  rent: "/for-rent/[city]/[slug]/[id]",
} as const satisfies Record<Goal, string>;

export function loadProperty(id: string, locale: Locale): Promise<PropertyDetail | null> {
  const n = parseId(id);
  return n === null ? Promise.resolve(null) : getPropertyDetail(n, locale);
}

/** The address asked for is the property's own: its goal, town and current title slug. */
export function isCanonicalAddress(p: PropertyDetail, goal: Goal, city: string, slug: string): boolean {
  return goalOf(p.goal) === goal && city === p.citySlug && decodeURIComponent(slug) === p.slug;
}

export function propertyMetadata(p: PropertyDetail, locale: Locale, goal: Goal): Metadata {
  const title = `${p.title} · ${p.city}`;
  const description = truncateText(p.description, 160);
  const images = p.photo ? [{ url: p.photo.url, width: p.photo.width, height: p.photo.height, alt: p.title }] : [];
  return {
    title,
    description,
    alternates: alternates(detailRoute[goal], locale, (l) => ({
      city: p.citySlug,
      slug: p.slugs[l] ?? p.slug,
      id: p.id,
    })),
    openGraph: { title, description, type: "website", url: `${config.siteUrl}${propertyPath(p, locale)}`, images },
    twitter: {
      card: images.length ? "summary_large_image" : "summary",
      title,
      description,
      images: images.map((i) => i.url),
    },
  };
}
