import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { CompareBar } from "@/components/favourites/compare-bar";
import { PropertyCard } from "@/components/property/property-card";
import { QuickSearch } from "@/components/search/quick-search";
import { getSiteMetadata, listTestimonials } from "@/lib/db/content";
import { getLatestProperties } from "@/lib/db/properties";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import { PageLink } from "@/components/layout/page-link";

// Rendered on its first request (the build never opens the database), then served from cache
// until the data it shows changes (tags in lib/db/cache.ts).
export const dynamicParams = true;
// Drawn again at most a day after it was last drawn, so that a "price lowered" ends on its 30th day
// (lib/rules/price-drop.ts); a literal, as Next reads segment settings without running the module.
export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const site = await getSiteMetadata(locale);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return {
    title: { absolute: site?.title ?? t("title") },
    description: site?.description ?? t("description"),
    robots: site?.robots,
    verification: {
      google: site?.googleVerification ?? undefined,
      other: site?.facebookVerification ? { "facebook-domain-verification": site.facebookVerification } : undefined,
    },
    openGraph: site?.image ? { images: [site.image] } : undefined,
    alternates: alternates("/", locale),
  };
}

const services = ["sell", "rent", "valuation", "management"] as const;
const serviceLinks = {
  sell: "/free-valuation",
  rent: "/property-management",
  valuation: "/online-valuation",
  management: "/property-management",
} as const;

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  // A root file the site does not have (/apple-touch-icon.png…) lands here as a "locale": no queries.
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Home");
  const [latest, testimonials] = await Promise.all([getLatestProperties(locale, 6), listTestimonials(locale, 3)]);

  return (
    <>
      <section className="rounded-xl bg-brand-900 px-4 py-10 text-white tablet:px-10 tablet:py-12">
        <h1 className="max-w-2xl text-3xl font-bold tablet:text-4xl">{t("title")}</h1>
        <p className="mt-3 max-w-2xl text-lg text-brand-100">{t("intro")}</p>
        <div className="mt-6">
          <QuickSearch locale={locale} id="home-search" chooseGoal />
        </div>
      </section>

      <section aria-labelledby="latest" className="mt-12">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="latest" className="text-2xl font-bold text-brand-900">
            {t("latest")}
          </h2>
          <p className="flex gap-4">
            <PageLink href="/for-sale" className="font-medium text-brand-700 underline">
              {t("allForSale")}
            </PageLink>
            <PageLink href="/for-rent" className="font-medium text-brand-700 underline">
              {t("allForRent")}
            </PageLink>
          </p>
        </div>
        {latest.length ? (
          <div className="mt-4 grid gap-6 tablet:grid-cols-2 desktop:grid-cols-3">
            {latest.map((property, i) => (
              <PropertyCard key={property.id} property={property} priority={i === 0} />
            ))}
          </div>
        ) : (
          <p className="mt-4">{t("noOffers")}</p>
        )}
      </section>

      <section aria-labelledby="services" className="mt-12">
        <h2 id="services" className="text-2xl font-bold text-brand-900">
          {t("services")}
        </h2>
        <ul className="mt-4 grid gap-4 tablet:grid-cols-2 desktop:grid-cols-4">
          {services.map((key) => (
            <li key={key} className="rounded-lg border border-brand-100 bg-white p-5">
              <h3 className="font-semibold text-brand-900">{t(`service.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-700">{t(`service.${key}.text`)}</p>
              <PageLink
                href={serviceLinks[key]}
                className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
              >
                {t(`service.${key}.link`)}
              </PageLink>
            </li>
          ))}
        </ul>
      </section>

      {testimonials.length > 0 && (
        <section aria-labelledby="testimonials" className="mt-12">
          <h2 id="testimonials" className="text-2xl font-bold text-brand-900">
            {t("testimonials")}
          </h2>
          <div className="mt-4 grid gap-4 desktop:grid-cols-3">
            {testimonials.map((item) => (
              <figure key={item.id} className="rounded-lg bg-brand-50 p-5">
                <blockquote className="text-slate-800">“{item.opinion}”</blockquote>
                <figcaption className="mt-3 text-sm font-semibold text-brand-900">
                  {item.name} · <span className="font-normal">{item.aboutYou}</span>
                </figcaption>
              </figure>
            ))}
          </div>
          <PageLink href="/testimonials" className="mt-4 inline-block font-medium text-brand-700 underline">
            {t("allTestimonials")}
          </PageLink>
        </section>
      )}
      {latest.length > 0 && <CompareBar locale={locale} />}
    </>
  );
}
