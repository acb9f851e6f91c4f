import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { getPropertyDetail } from "@/lib/db/properties";
import type { Locale } from "@/lib/i18n/locales";
import { one, type QueryPageProps } from "@/lib/i18n/page-props";
import { propertyPath } from "@/lib/i18n/property-path";
import { buildPath } from "@/lib/i18n/resolve";
import { displayPrice, MARQUEE_IGNORE } from "@/lib/rules";
import type { PropertyDetail } from "@/lib/types/property";

// A form about one property, named in ?property=<id> (the purchase offer, the rental application):
// the page links to the property, or, when it cannot take this form, leads back to the list.

type Namespace = "PurchaseOffer" | "Rental";

/** Reached from a property's page only: followed by search engines, not listed. */
export async function propertyFormMetadata(params: QueryPageProps["params"], namespace: Namespace): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace });
  return { title: t("title"), description: t("description"), robots: { index: false, follow: true } };
}

export async function PropertyFormPage({
  props,
  route,
  namespace,
  accepts,
  list,
  children,
}: {
  props: QueryPageProps;
  route: "/purchase-offer" | "/rental-application";
  namespace: Namespace;
  /** Whether this property can take the form (for sale or for rent, still available). */
  accepts: (property: PropertyDetail) => boolean;
  /** Where a visitor without a suitable property goes instead. */
  list: { route: "/for-sale" | "/for-rent"; label: "backToList" | "backToRentList" };
  children: (property: PropertyDetail, locale: Locale) => ReactNode;
}) {
  const { locale } = await props.params;
  setRequestLocale(locale);
  const id = one((await props.searchParams).property);
  const found = /^\d{1,9}$/.test(id) ? await getPropertyDetail(Number(id), locale) : null;
  const property = found && accepts(found) ? found : null;
  const [t, pt] = await Promise.all([getTranslations(namespace), getTranslations("Property")]);
  return (
    <>
      <Breadcrumb route={route} locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      {property ? (
        <>
          <p className="mt-2 text-lg">
            <a href={propertyPath(property, locale)} className="text-brand-700 underline">
              {t("for", {
                title: property.title,
                reference: property.reference,
                price: displayPrice(property, locale, MARQUEE_IGNORE),
              })}
            </a>
          </p>
          {children(property, locale)}
        </>
      ) : (
        <p className="mt-4">
          {t("choose")}{" "}
          <a href={buildPath(list.route, locale)} className="text-brand-700 underline">
            {pt(list.label)}
          </a>
        </p>
      )}
    </>
  );
}
