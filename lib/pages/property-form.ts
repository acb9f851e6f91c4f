import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getPropertyDetail } from "@/lib/db/properties";
import { parseId } from "@/lib/domain";
import type { Locale } from "@/lib/i18n/locales";
import { one, type QueryParams } from "@/lib/i18n/page-props";
import type { PropertyDetail } from "@/lib/types/property";

// A form about one property, named in ?property=<id>: the purchase offer, the rental application.

/** Reached from a property's page only: followed by search engines, not listed. */
export async function propertyFormMetadata(locale: Locale, namespace: "PurchaseOffer" | "Rental"): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  return { title: t("title"), description: t("description"), robots: { index: false, follow: true } };
}

/** The property the query names, when it can take the form; null otherwise. */
export async function propertyForForm(
  query: QueryParams,
  locale: Locale,
  accepts: (property: PropertyDetail) => boolean,
): Promise<PropertyDetail | null> {
  const id = parseId(one(query.property));
  const found = id === null ? null : await getPropertyDetail(id, locale);
  return found && accepts(found) ? found : null;
}
