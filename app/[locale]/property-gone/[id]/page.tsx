import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { SimilarProperties } from "@/components/property/similar-properties";
import { QuickSearch } from "@/components/search/quick-search";
import { isForSale } from "@/lib/domain/goal";
import { isWithdrawn } from "@/lib/domain/property";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/build-path";
import { loadProperty } from "@/lib/pages/property";

// The proxy rewrites the address of a withdrawn property here, with status 410 (gone for good):
// no details of the property any more, only its reference and similar offers. Cached per property.
type Props = { params: Promise<{ locale: Locale; id: string }> };

export function generateStaticParams() {
  return [];
}

async function load(params: Props["params"]) {
  const { locale, id } = await params;
  const property = await loadProperty(id, locale);
  return property && isWithdrawn(property.status) ? property : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Property" });
  return { title: t("goneTitle"), robots: { index: false } };
}

export default async function PropertyGone({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const property = await load(params);
  if (!property) notFound();
  const t = await getTranslations("Property");
  const forSale = isForSale(property.goal);
  return (
    <>
      <section className="mx-auto max-w-2xl py-6 text-center">
        <h1 className="text-3xl font-bold text-brand-900">{t("goneTitle")}</h1>
        <p className="mt-4 text-slate-700">{t("goneText", { reference: property.reference })}</p>
        <div className="mt-6 flex justify-center">
          <QuickSearch locale={locale} id="property-gone-search" />
        </div>
        <a
          href={buildPath(forSale ? "/for-sale" : "/for-rent", locale)}
          className="mt-6 inline-block font-medium text-brand-700 underline"
        >
          {t(forSale ? "backToList" : "backToRentList")}
        </a>
      </section>
      <SimilarProperties id={property.id} locale={locale} />
    </>
  );
}
