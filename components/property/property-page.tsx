import { getTranslations } from "next-intl/server";
import { PropertyRequests } from "@/components/forms/property-requests";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { LocalizedText, PageSection } from "@/components/layout/page-parts";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import { detailRoute } from "@/lib/pages/property";
import { propertyPageModel } from "@/lib/property/page-model";
import { jsonLdScript, listingJsonLd } from "@/lib/property/structured-data";
import type { PropertyDetail } from "@/lib/types/property";
import { ContactBar } from "./contact-bar";
import { EnergyBlock } from "./energy-block";
import { FeatureList } from "./feature-list";
import { ListingHistory } from "./listing-history";
import { LocationSection } from "./location-section";
import { MarketSection } from "./market-section";
import { MediaSections } from "./media-sections";
import { PrintFooter } from "./print-footer";
import { PropertyAside } from "./property-aside";
import { PropertyGallery } from "./property-gallery";
import { PropertySummary } from "./property-summary";
import { SimilarProperties } from "./similar-properties";
import { ViagerBlock } from "./viager-block";
import { ViewBeacon } from "./view-beacon";

/** A property's detail page (spec §1-§4, §8, §9), for sale or for rent; prints as a brochure. */
export async function PropertyPage({ property: p, locale }: { property: PropertyDetail; locale: Locale }) {
  const t = await getTranslations("Property");
  const url = `${config.siteUrl}${propertyPath(p, locale)}`;
  const model = propertyPageModel(p, {
    locale,
    url,
    texts: {
      box: t("box"),
      marquee: (key) => t(`marquee.${key}`),
      shareMessage: t("shareMessage", { title: p.title, city: p.city, agency: agency.name }),
    },
  });
  return (
    <article className="property-page">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdScript(listingJsonLd({ property: p, url, siteUrl: config.siteUrl, locale })),
        }}
      />
      <div className="print:hidden">
        <Breadcrumb route={detailRoute[model.goal]} locale={locale} current={p.title} />
      </div>
      {model.closed && (
        <p role="status" className="mb-4 rounded bg-accent-700 px-4 py-3 font-semibold text-white">
          {t(model.closed === "sold" ? "soldBanner" : "rentedBanner")}
        </p>
      )}
      <div className="grid grid-cols-1 gap-6 desktop:grid-cols-3 desktop:gap-8 print:block">
        <div className="desktop:col-span-2">
          <PropertyGallery property={p} />
        </div>
        <PropertySummary property={p} model={model} locale={locale} />
      </div>
      <div className="mt-8 grid grid-cols-1 gap-8 desktop:grid-cols-3 print:block">
        <div className="desktop:col-span-2">
          <PageSection id="description" title={t("description")} className="">
            <LocalizedText text={p.description} textLocale={p.descriptionLocale} locale={locale} />
          </PageSection>
          <ViagerBlock property={p} locale={locale} />
          <MarketSection property={p} locale={locale} />
          <FeatureList property={p} locale={locale} />
          <ListingHistory property={p} locale={locale} />
          <EnergyBlock property={p} locale={locale} />
          <MediaSections property={p} model={model} />
          <LocationSection property={p} model={model} />
        </div>
        <PropertyAside property={p} model={model} />
      </div>
      <PrintFooter url={url} />
      <PropertyRequests
        locale={locale}
        propertyId={p.id}
        bookable={model.bookable}
        visits={model.visits}
        documents={model.requestableDocuments}
        watchable={!model.closed}
      />
      <SimilarProperties id={p.id} locale={locale} intro={model.closed ? t("closedSimilar") : undefined} />
      {p.manager && (
        <ContactBar
          manager={p.manager}
          bookHref={model.bookable ? "#book-visit" : model.visits ? "#visit-request" : null}
        />
      )}
      <ViewBeacon propertyId={p.id} />
    </article>
  );
}
