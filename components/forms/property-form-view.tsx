import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import { buildPath } from "@/lib/i18n/build-path";
import { displayPrice, MARQUEE_IGNORE } from "@/lib/rules";
import type { PropertyDetail } from "@/lib/types/property";

/**
 * A form about one property: its title links to the property; without a property that can take the
 * form, the page leads back to the list instead.
 */
export async function PropertyFormView({
  locale,
  route,
  namespace,
  property,
  list,
  children,
}: {
  locale: Locale;
  route: "/purchase-offer" | "/rental-application";
  namespace: "PurchaseOffer" | "Rental";
  property: PropertyDetail | null;
  /** Where a visitor without a suitable property goes instead. */
  list: { route: "/for-sale" | "/for-rent"; label: "backToList" | "backToRentList" };
  /** The form, drawn only when there is a property. */
  children: ReactNode;
}) {
  const [t, pt] = await Promise.all([
    getTranslations({ locale, namespace }),
    getTranslations({ locale, namespace: "Property" }),
  ]);
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
          {children}
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
