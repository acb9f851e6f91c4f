import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound, permanentRedirect } from "next/navigation";
import { PropertyRequests } from "@/components/forms/property-requests";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import {
  directionsUrl,
  DocumentList,
  EmptyState,
  ExternalLink,
  LocalizedText,
  PageSection,
} from "@/components/layout/page-parts";
import { LocationMap } from "@/components/map/location-map";
import { Gallery, type GalleryItem } from "@/components/media/gallery";
import { galleryLabels } from "@/components/media/gallery-labels";
import { MediaPlayer } from "@/components/media/media-player";
import { PageQr } from "@/components/media/page-qr";
import { ShareButtons } from "@/components/media/share-buttons";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import { getPropertyDetail, getSimilarProperties } from "@/lib/db/properties";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import { propertyPath } from "@/lib/i18n/property-path";
import { buildPath } from "@/lib/i18n/resolve";
import { featureGroups, groupFacts } from "@/lib/property/facts";
import { jsonLdScript, listingJsonLd } from "@/lib/property/structured-data";
import {
  displayPrice,
  formatPhone,
  MARQUEE_IGNORE,
  marqueeKey,
  parseVideoUrl,
  regionOfZip,
  truncateText,
  virtualTourProvider,
} from "@/lib/rules";
import { isForSale } from "@/lib/domain/goal";
import type { PropertyDetail } from "@/lib/types/property";
import { EnergyBlock } from "./energy-block";
import { FactGroups, Figures } from "./facts";
import { ManagerCard } from "./manager-card";
import { PropertyCard } from "./property-card";
import { PurchaseCosts } from "./purchase-costs";
import { ViagerBlock } from "./viager-block";

type Props = { params: Promise<{ locale: Locale; city: string; slug: string; id: string }> };

async function load(params: Props["params"]) {
  const { locale, id } = await params;
  return /^\d{1,9}$/.test(id) ? getPropertyDetail(Number(id), locale) : null;
}

/** Similar offers, shown under a property and on the page of a withdrawn one. */
export async function SimilarProperties({ id, locale, intro }: { id: number; locale: Locale; intro?: string }) {
  const similar = await getSimilarProperties(id, locale);
  if (similar.length === 0) return null;
  const t = await getTranslations("Property");
  return (
    <PageSection id="similar" title={t("similar")} className="mt-12 print:hidden">
      {intro && <p className="mt-1 text-slate-700">{intro}</p>}
      <ul className="mt-4 grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
        {similar.map((card) => (
          <li key={card.id}>
            <PropertyCard property={card} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

function publishedAddress(p: PropertyDetail, box: string): string {
  const f = p.fields;
  const street = [[f.street, f.houseNumber].filter(Boolean).join(" "), f.boxNr ? `${box} ${f.boxNr}` : ""]
    .filter(Boolean)
    .join(", ");
  return [street, `${p.zip} ${p.city}`].filter(Boolean).join(", ");
}

/** The property detail page for one goal (sale or rent), spec §1-§4, §8, §9. */
export function detailRoute(goal: "sale" | "rent") {
  const route = goal === "sale" ? "/for-sale/[city]/[slug]/[id]" : "/for-rent/[city]/[slug]/[id]";
  return {
    generateStaticParams: () => [],
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale } = await params;
      const p = await load(params);
      if (!p) return {};
      const title = `${p.title} · ${p.city}`;
      const description = truncateText(p.description, 160);
      const images = p.photo ? [{ url: p.photo.url, width: p.photo.width, height: p.photo.height, alt: p.title }] : [];
      return {
        title,
        description,
        alternates: alternates(route, locale, (l) => ({ city: p.citySlug, slug: p.slugs[l] ?? p.slug, id: p.id })),
        openGraph: { title, description, type: "website", url: `${config.siteUrl}${propertyPath(p, locale)}`, images },
        twitter: {
          card: images.length ? "summary_large_image" : "summary",
          title,
          description,
          images: images.map((i) => i.url),
        },
      };
    },
    async Page({ params }: Props) {
      const { locale, city, slug } = await params;
      setRequestLocale(locale);
      const p = await load(params);
      // The proxy answers unknown (404) and withdrawn (410) properties before they get here.
      if (!p || p.status === "WITHDRAWN") notFound();
      // A wrong goal, city or outdated title slug leads to the canonical address.
      if (isForSale(p.goal) !== (goal === "sale") || city !== p.citySlug || decodeURIComponent(slug) !== p.slug) {
        permanentRedirect(propertyPath(p, locale));
      }
      const [t, c, l, gallery, po, rl] = await Promise.all([
        getTranslations("Property"),
        getTranslations("Costs"),
        getTranslations("Listing"),
        galleryLabels(),
        getTranslations("PurchaseOffer"),
        getTranslations("Rental"),
      ]);
      const f = p.fields;
      const url = `${config.siteUrl}${propertyPath(p, locale)}`;
      const closed = p.status === "SOLD" || p.status === "RENTED";
      // The purchase-cost estimate: properties for sale in Belgium, on the market, not sold in viager.
      const region = f.countryId === 10 ? regionOfZip(p.zip) : null;
      const costRegion = goal === "sale" && !closed && !p.isViager ? region : null;
      const marquee = marqueeKey(p.marquee);
      const marqueeName = p.marqueeName ?? (marquee ? t(`marquee.${marquee}`) : null);
      const price = displayPrice({ ...p, marqueeName }, locale, MARQUEE_IGNORE);
      const address = publishedAddress(p, t("box"));
      const items: GalleryItem[] = p.photos.map((photo, i) => ({
        kind: "image",
        ...photo,
        alt: t("photo", { n: i + 1, title: p.title }),
      }));
      const video = f.videoUrl ? parseVideoUrl(f.videoUrl) : null;
      const tour = f.virtualTourUrl && virtualTourProvider(f.virtualTourUrl) ? f.virtualTourUrl : null;
      const figures = groupFacts(f, featureGroups);
      const requestable = p.documents.filter((d) => d.requestOnly);
      const shareMessage = t("shareMessage", { title: p.title, city: p.city, agency: agency.name });
      const key: Array<[string, string]> = [
        [t("reference"), p.reference],
        [t("type"), p.typeName],
        ...(f.bedrooms ? [[t("figures.bedrooms"), String(f.bedrooms)] as [string, string]] : []),
        ...(f.bathrooms ? [[t("figures.bathrooms"), String(f.bathrooms)] as [string, string]] : []),
        ...(f.livingArea ? [[t("figures.livingArea"), `${f.livingArea} m²`] as [string, string]] : []),
        ...(f.plotArea ? [[t("figures.plotArea"), `${f.plotArea} m²`] as [string, string]] : []),
        ...(f.constructionYear
          ? [[t("figures.constructionYear"), String(f.constructionYear)] as [string, string]]
          : []),
        ...(f.epcTotal ? [[t("figures.epc"), `${f.epcTotal} kWh/m²·${t("perYear")}`] as [string, string]] : []),
      ];
      const streetView = p.position?.exact
        ? `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${p.position.lat},${p.position.lng}`
        : null;
      return (
        <article className="property-page">
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{
              __html: jsonLdScript(listingJsonLd({ property: p, url, siteUrl: config.siteUrl, locale })),
            }}
          />
          <div className="print:hidden">
            <Breadcrumb route={route} locale={locale} current={p.title} />
          </div>
          {closed && (
            <p role="status" className="mb-4 rounded bg-accent-700 px-4 py-3 font-semibold text-white">
              {t(p.status === "SOLD" ? "soldBanner" : "rentedBanner")}
            </p>
          )}
          <header className="flex flex-col gap-2 desktop:flex-row desktop:items-end desktop:justify-between">
            <div>
              {marqueeName && (
                <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{marqueeName}</p>
              )}
              <h1 className="text-3xl font-bold text-brand-900">{p.title}</h1>
              <p className="mt-1 text-slate-700">{address}</p>
              <p className="mt-1 text-sm text-slate-700">
                {t("reference")} {p.reference} · {p.typeName}
              </p>
            </div>
            <p className="text-2xl font-bold text-brand-900" data-price>
              {price}
            </p>
          </header>
          <div className="mt-6">
            {items.length ? <Gallery items={items} labels={gallery} /> : <EmptyState>{t("noPhotos")}</EmptyState>}
          </div>
          <div className="mt-4">
            <ShareButtons
              url={url}
              friendHref="#send-to-friend"
              labels={{
                title: t("share"),
                copy: t("copyLink"),
                copied: t("copied"),
                email: t("email"),
                whatsapp: t("whatsapp"),
                facebook: t("facebook"),
                linkedin: t("linkedin"),
                friend: t("sendToFriend"),
                print: t("print"),
                message: shareMessage,
              }}
            />
          </div>
          <div className="mt-8 grid gap-8 desktop:grid-cols-3 print:block">
            <div className="desktop:col-span-2">
              <PageSection id="description" title={t("description")} className="">
                <LocalizedText text={p.description} textLocale={p.descriptionLocale} locale={locale} />
              </PageSection>
              <ViagerBlock property={p} locale={locale} />
              <section aria-labelledby="features" className="mt-10 print:hidden">
                <h2 id="features" className="text-xl font-semibold text-brand-900">
                  {(await getTranslations("Facts"))("title")}
                </h2>
                <div className="grid gap-x-6 tablet:grid-cols-2 print:grid-cols-2">
                  <FactGroups groups={figures} locale={locale} />
                </div>
              </section>
              <EnergyBlock property={p} locale={locale} />
              {p.documents.length > 0 && (
                <PageSection id="documents" title={t("documents")} className="mt-10 print:hidden">
                  <DocumentList documents={p.documents} requestHref={() => "#document-request"} />
                </PageSection>
              )}
              {video && (
                <PageSection id="video" title={t("video")} className="mt-10 print:hidden">
                  <div className="mt-3">
                    <MediaPlayer
                      media={{ kind: "video", video }}
                      title={`${t("video")}: ${p.title}`}
                      openLabel={t("watchVideo")}
                    />
                  </div>
                </PageSection>
              )}
              {tour && (
                <PageSection id="tour" title={t("tour")} className="mt-10 print:hidden">
                  <div className="mt-3">
                    <MediaPlayer
                      media={{ kind: "tour", url: tour }}
                      title={`${t("tour")}: ${p.title}`}
                      openLabel={t("openTour")}
                    />
                  </div>
                </PageSection>
              )}
              {p.position && (
                <PageSection id="location" title={t("location")} className="mt-10 print:hidden">
                  <p className="mt-1 text-slate-700">{address}</p>
                  <div className="mt-3">
                    <LocationMap
                      places={[{ ...p.position, title: p.title, detail: address }]}
                      tiles={config.mapTiles}
                      labels={{ region: t("mapRegion"), noTiles: l("mapNoTiles"), approximate: t("approximate") }}
                    />
                  </div>
                  <p className="mt-3 flex flex-wrap gap-4">
                    <ExternalLink href={directionsUrl(p.position)}>{t("directions")}</ExternalLink>
                    {streetView && <ExternalLink href={streetView}>{t("streetView")}</ExternalLink>}
                  </p>
                </PageSection>
              )}
            </div>
            <aside className="space-y-6 print:mt-6">
              <section aria-labelledby="figures" className="break-inside-avoid">
                <h2 id="figures" className="text-xl font-semibold text-brand-900">
                  {t("keyFigures")}
                </h2>
                <Figures rows={key} />
              </section>
              {p.manager && (
                <ManagerCard
                  manager={p.manager}
                  title={t("contactTitle")}
                  callLabel={t.raw("call") as string}
                  note={closed ? t("closedContact") : undefined}
                  actions={
                    closed
                      ? [{ label: t("moreInfo"), href: "#more-info" }]
                      : [
                          { label: t("visitRequest"), href: "#visit-request" },
                          { label: t("moreInfo"), href: "#more-info" },
                          ...(requestable.length ? [{ label: t("documentRequest"), href: "#document-request" }] : []),
                          goal === "sale"
                            ? {
                                label: po("makeOffer"),
                                href: `${buildPath("/purchase-offer", locale)}?property=${p.id}`,
                              }
                            : {
                                label: rl("apply"),
                                href: `${buildPath("/rental-application", locale)}?property=${p.id}`,
                              },
                        ]
                  }
                />
              )}
              {costRegion && p.price ? (
                <div className="print:hidden">
                  <PurchaseCosts
                    price={p.price}
                    region={costRegion}
                    newBuild={p.fields.isNewBuild}
                    locale={locale}
                    labels={{
                      title: c("title"),
                      intro: c("intro", { region: l(`regions.${costRegion}`) }),
                      onlyOwnHome: c("onlyOwnHome"),
                      landShare: c("landShare"),
                      duties: c("duties"),
                      vat: c("vat"),
                      notaryFee: c("notaryFee"),
                      notaryFixed: c("notaryFixed"),
                      notaryVat: c("notaryVat"),
                      total: c("total"),
                      grandTotal: c("grandTotal"),
                    }}
                  />
                </div>
              ) : null}
            </aside>
          </div>
          <footer className="mt-8 hidden border-t border-slate-300 pt-4 print:flex print:items-center print:justify-between">
            <div className="text-sm">
              <p className="font-semibold">{t("printedBy", { agency: agency.name })}</p>
              <p>
                {agency.street}, {agency.zip} {agency.city}
              </p>
              <p>
                {formatPhone(agency.phone)} · {agency.email}
              </p>
            </div>
            <PageQr url={url} caption={t("qrCaption")} />
          </footer>
          <PropertyRequests
            locale={locale}
            propertyId={p.id}
            bookable={p.status === "AVAILABLE"}
            visits={!closed}
            documents={requestable.map((d) => ({ id: d.id, title: d.title }))}
          />
          <SimilarProperties id={p.id} locale={locale} intro={closed ? t("closedSimilar") : undefined} />
        </article>
      );
    },
  };
}
