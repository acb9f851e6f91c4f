import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound, permanentRedirect } from "next/navigation";
import { PropertyPage } from "@/components/property/property-page";
import { isWithdrawn } from "@/lib/domain/property";
import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import { isCanonicalAddress, loadProperty, propertyMetadata } from "@/lib/pages/property";

// The loader, metadata and view are shared with the sale route: a property has the same page under either goal.
type Props = { params: Promise<{ locale: Locale; city: string; slug: string; id: string }> };

// Rendered on first request, then cached until the property changes.
// Drawn again at most a day after it was last drawn, so that a "price lowered" ends on its 30th day
// (lib/rules/price-drop.ts); a literal, as Next reads segment settings without running the module.
export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const property = await loadProperty(id, locale);
  return property ? propertyMetadata(property, locale, "rent") : {};
}

export default async function PropertyForRent({ params }: Props) {
  const { locale, city, slug, id } = await params;
  setRequestLocale(locale);
  const property = await loadProperty(id, locale);
  // The proxy answers unknown (404) and withdrawn (410) properties before they get here.
  if (!property || isWithdrawn(property.status)) notFound();
  // A wrong goal, town or outdated title slug leads to the canonical address.
  if (!isCanonicalAddress(property, "rent", city, slug)) permanentRedirect(propertyPath(property, locale));
  return <PropertyPage property={property} locale={locale} />;
}
