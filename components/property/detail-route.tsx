import type { Metadata } from "next";
import Image from "next/image";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound, permanentRedirect } from "next/navigation";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { getPropertyDetail } from "@/lib/db/properties";
import type { Locale } from "@/lib/i18n/locales";
import { localeNames } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import { propertyPath } from "@/lib/i18n/property-path";
import { displayPrice, isForSale, MARQUEE_IGNORE, marqueeKey, regionOfZip } from "@/lib/rules";
import { PurchaseCosts } from "./purchase-costs";

type Props = { params: Promise<{ locale: Locale; city: string; slug: string; id: string }> };

async function load(params: Props["params"]) {
  const { locale, id } = await params;
  return /^\d{1,9}$/.test(id) ? getPropertyDetail(Number(id), locale) : null;
}

/** The property detail page for one goal (sale or rent); issue-specific blocks build on it. */
export function detailRoute(goal: "sale" | "rent") {
  const route = goal === "sale" ? "/for-sale/[city]/[slug]/[id]" : "/for-rent/[city]/[slug]/[id]";
  return {
    generateStaticParams: () => [],
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale } = await params;
      const p = await load(params);
      if (!p) return {};
      return {
        title: `${p.title} · ${p.city}`,
        description: p.description.slice(0, 160),
        alternates: alternates(route, locale, (l) => ({ city: p.citySlug, slug: p.slugs[l] ?? p.slug, id: p.id })),
        openGraph: p.photo ? { images: [p.photo.url] } : undefined,
      };
    },
    async Page({ params }: Props) {
      const { locale, city, slug } = await params;
      setRequestLocale(locale);
      const p = await load(params);
      if (!p || p.status === "WITHDRAWN") notFound();
      // A wrong goal, city or outdated title slug leads to the canonical address.
      if (isForSale(p.goal) !== (goal === "sale") || city !== p.citySlug || decodeURIComponent(slug) !== p.slug) {
        permanentRedirect(propertyPath(p, locale));
      }
      const [t, c, l] = await Promise.all([
        getTranslations("Property"),
        getTranslations("Costs"),
        getTranslations("Listing"),
      ]);
      // The purchase-cost estimate: properties for sale in Belgium, on the market, not sold in viager.
      const region = p.countryId === 10 ? regionOfZip(p.zip) : null;
      const costRegion = goal === "sale" && p.status !== "SOLD" && !p.isViager ? region : null;
      const marquee = marqueeKey(p.marquee);
      const marqueeName = p.marqueeName ?? (marquee ? t(`marquee.${marquee}`) : null);
      const address = p.publishAddress
        ? [[p.street, p.houseNumber].filter(Boolean).join(" "), p.boxNr ? `${t("box")} ${p.boxNr}` : ""]
            .filter(Boolean)
            .join(", ")
        : "";
      const figures: [string, string][] = [
        [t("reference"), p.reference],
        [t("type"), p.typeName],
        ...(p.bedrooms ? [[t("figures.bedrooms"), String(p.bedrooms)] as [string, string]] : []),
        ...(p.bathrooms ? [[t("figures.bathrooms"), String(p.bathrooms)] as [string, string]] : []),
        ...(p.livingArea ? [[t("figures.livingArea"), `${p.livingArea} m²`] as [string, string]] : []),
        ...(p.plotArea ? [[t("figures.plotArea"), `${p.plotArea} m²`] as [string, string]] : []),
        ...(p.constructionYear
          ? [[t("figures.constructionYear"), String(p.constructionYear)] as [string, string]]
          : []),
        ...(p.epcTotal ? [[t("figures.epc"), `${p.epcTotal} kWh/m²·${t("perYear")}`] as [string, string]] : []),
      ];
      return (
        <article>
          <Breadcrumb route={route} locale={locale} current={p.title} />
          {(p.status === "SOLD" || p.status === "RENTED") && (
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
              <p className="mt-1 text-slate-700">
                {address && `${address}, `}
                {p.zip} {p.city}
              </p>
            </div>
            <p className="text-2xl font-bold text-brand-900">
              {displayPrice({ ...p, marqueeName }, locale, MARQUEE_IGNORE)}
            </p>
          </header>
          <div className="mt-6 grid gap-2 tablet:grid-cols-4">
            {p.photos.map((photo, i) => (
              <div
                key={photo.url}
                className={`relative aspect-[3/2] overflow-hidden rounded-lg bg-brand-100 ${i === 0 ? "tablet:col-span-4" : ""}`}
              >
                <Image
                  src={photo.url}
                  alt={t("photo", { n: i + 1, title: p.title })}
                  fill
                  priority={i === 0}
                  sizes={i === 0 ? "(max-width: 1152px) 100vw, 1152px" : "(max-width: 767px) 100vw, 25vw"}
                  className="object-cover"
                />
              </div>
            ))}
          </div>
          <div className="mt-8 grid gap-8 desktop:grid-cols-3">
            <section className="desktop:col-span-2" aria-labelledby="description">
              <h2 id="description" className="text-xl font-semibold text-brand-900">
                {t("description")}
              </h2>
              {p.descriptionLocale !== locale && (
                <p className="mt-2 text-sm italic text-slate-600">
                  {t("descriptionFallback", { language: localeNames[p.descriptionLocale] })}
                </p>
              )}
              <p className="mt-3 whitespace-pre-line leading-relaxed" lang={p.descriptionLocale}>
                {p.description}
              </p>
            </section>
            <section aria-labelledby="figures">
              <h2 id="figures" className="text-xl font-semibold text-brand-900">
                {t("keyFigures")}
              </h2>
              <dl className="mt-3 divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
                {figures.map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-4 px-4 py-2">
                    <dt className="text-slate-700">{label}</dt>
                    <dd className="font-medium">{value}</dd>
                  </div>
                ))}
              </dl>
              {costRegion && p.price ? (
                <div className="mt-6">
                  <PurchaseCosts
                    price={p.price}
                    region={costRegion}
                    newBuild={p.isNewBuild}
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
            </section>
          </div>
        </article>
      );
    },
  };
}
