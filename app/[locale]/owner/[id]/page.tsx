import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { PortalHeader } from "@/components/portal/portal-header";
import { CalendarHistory, Communications, MediaHistory } from "@/components/portal/property-history";
import { PortalMarketSection } from "@/components/portal/market-section";
import { ManagerContact, MatchingSearches } from "@/components/portal/property-contact";
import { VisitFigures } from "@/components/portal/visit-figures";
import { VisitsSection } from "@/components/portal/visits-section";
import { requireOwner } from "@/lib/auth/owner-session";
import { ownerProperty } from "@/lib/db/owner-portal";
import { parseId } from "@/lib/domain/id";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/build-path";
import { propertyPath } from "@/lib/i18n/property-path";
import { colon } from "@/lib/rules/text";
import { visitsExportPath } from "@/lib/portal/export";
import { portalMarket } from "@/lib/portal/market";

// One of the signed-in owner's properties (spec §1, §3): figures, 30-day chart, the municipality's sale prices,
// communications, media, calendar visits, matching searches and the manager. Another owner's property, or an id that names
// none, answers 404: the data layer looks the id up among the signed-in owner's properties only.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "OwnerPortal" });
  return { title: t("title"), description: t("description"), robots: { index: false, follow: false } };
}

export default async function OwnerPropertyPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const propertyId = parseId(id);
  const signedIn = await requireOwner(
    locale,
    propertyId === null ? buildPath("/owner", locale) : buildPath("/owner/[id]", locale, { id: propertyId }),
  );
  const found = propertyId === null ? null : await ownerProperty(signedIn.id, propertyId, locale);
  if (!found) notFound();
  const { owner, property } = found;
  const [t, market] = await Promise.all([getTranslations("OwnerPortal"), portalMarket(property.market, locale)]);
  return (
    <>
      <Breadcrumb route="/owner/[id]" locale={locale} current={property.reference} />
      <PortalHeader owner={owner} locale={locale} />
      <h1 className="text-3xl font-bold break-words hyphens-auto text-brand-900">{property.title}</h1>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-slate-700">
        <span>
          {t("reference")}
          {colon(locale)} {property.reference}
        </span>
        <a href={propertyPath(property, locale)} className="text-brand-700 underline">
          {t("viewPublic")}
        </a>
        <a href={buildPath("/owner", locale)} className="text-brand-700 underline">
          {t("back")}
        </a>
      </p>
      <section aria-labelledby="figures" className="mt-8">
        <h2 id="figures" className="mb-3 text-xl font-semibold text-brand-900">
          {t("figuresTitle")}
        </h2>
        <VisitFigures figures={property.figures} locale={locale} />
      </section>
      <div className="mt-8 grid gap-4 tablet:grid-cols-2">
        <MatchingSearches property={property} locale={locale} />
        <ManagerContact property={property} locale={locale} />
      </div>
      <VisitsSection series={property.series} locale={locale} exportHref={visitsExportPath(property.id, locale)} />
      <PortalMarketSection market={market} locale={locale} />
      <Communications property={property} locale={locale} />
      <CalendarHistory property={property} locale={locale} />
      <MediaHistory property={property} locale={locale} />
    </>
  );
}
