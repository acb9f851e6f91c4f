import "server-only";
import { config } from "@/lib/config";
import { getPropertyDetail } from "@/lib/db/properties";
import { isWithdrawn } from "@/lib/domain";
import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import type { AboutProperty } from "@/lib/mail/templates/frame";
import type { PropertyDetail } from "@/lib/types/property";
import { streetLine } from "@/lib/rules/address";

export type AboutListing = AboutProperty & {
  id: number;
  /** Its page's path, which the thank-you page links back to. */
  path: string;
  manager: string | null;
  detail: PropertyDetail;
};

/** The property a form is about, as its mails name it, with the page's data it was read from. */
export async function aboutProperty(id: number, locale: Locale): Promise<AboutListing | null> {
  const property = await getPropertyDetail(id, locale);
  if (!property || isWithdrawn(property.status)) return null;
  const path = propertyPath(property, locale);
  return {
    id: property.id,
    path,
    reference: property.reference,
    title: property.title,
    url: `${config.siteUrl}${path}`,
    manager: property.manager?.email ?? null,
    detail: property,
  };
}

/** Where the visitor is expected: the street when it is published, else the town (the agent calls). */
export function visitAddress(p: PropertyDetail): string {
  const street = streetLine(p.address.street, p.address.houseNumber);
  return [street, `${p.zip} ${p.city}`].filter(Boolean).join(", ");
}
