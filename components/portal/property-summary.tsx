import Image from "next/image";
import { getTranslations } from "next-intl/server";
import { isForSale } from "@/lib/domain/goal";
import { buildPath } from "@/lib/i18n/build-path";
import { propertyPath } from "@/lib/i18n/property-path";
import type { Locale } from "@/lib/i18n/locales";
import type { PortalPropertySummary } from "@/lib/types/portal";
import { displayPrice } from "@/lib/rules/asking-price";
import { colon } from "@/lib/rules/text";
import { VisitFigures } from "./visit-figures";

/** One of the owner's properties on the overview: photo, reference, title, status, price (or monthly rent) and figures. */
export async function PropertySummary({ property, locale }: { property: PortalPropertySummary; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "OwnerPortal" });
  const statusKey = `statuses.${property.status}` as "statuses.AVAILABLE";
  const status = t.has(statusKey) ? t(statusKey) : property.status;
  return (
    <article
      className="grid gap-4 rounded-lg border border-brand-100 bg-white p-4 tablet:grid-cols-[12rem_1fr]"
      data-property={property.reference}
    >
      <div className="relative aspect-[3/2] overflow-hidden rounded bg-brand-100">
        {property.photoUrl ? (
          <Image
            src={property.photoUrl}
            alt={t("photoOf", { title: property.title })}
            fill
            sizes="12rem"
            className="object-cover"
          />
        ) : (
          <p className="p-3 text-sm text-slate-700">{t("noPhoto")}</p>
        )}
      </div>
      <div>
        <h3 className="text-lg font-semibold text-brand-900">{property.title}</h3>
        <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt>
              {t("reference")}
              {colon(locale)}
            </dt>
            <dd>{property.reference}</dd>
          </div>
          <div className="flex gap-1">
            <dt>
              {t("status")}
              {colon(locale)}
            </dt>
            <dd data-status>{status}</dd>
          </div>
          <div className="flex gap-1">
            <dt>
              {isForSale(property.goal) ? t("price") : t("monthlyRent")}
              {colon(locale)}
            </dt>
            <dd>{displayPrice({ ...property, priceOnDemand: property.price === null }, locale, [])}</dd>
          </div>
        </dl>
        <div className="mt-3">
          <VisitFigures figures={property.figures} locale={locale} compact />
        </div>
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <a
            href={buildPath("/owner/[id]", locale, { id: property.id })}
            className="font-semibold text-brand-700 underline"
          >
            {t("openProperty")}
          </a>
          <a href={propertyPath(property, locale)} className="text-brand-700 underline">
            {t("viewPublic")}
          </a>
        </p>
      </div>
    </article>
  );
}
