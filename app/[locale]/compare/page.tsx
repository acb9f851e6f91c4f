import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { CompareMix } from "@/components/favourites/compare-mix";
import { CompareTable } from "@/components/favourites/compare-table";
import { parseCompareIds } from "@/lib/favourites/compare";
import { buildPath } from "@/lib/i18n/build-path";
import { alternates } from "@/lib/i18n/metadata";
import { one, type QueryPageProps } from "@/lib/i18n/page-props";
import { compareTable, loadCompared, separateComparisons } from "@/lib/pages/compare";

// Two to four favourites side by side (?ids=3,7,12): drawn per request on the server, so the table
// sends no script of its own. Sales and rentals chosen together are sent to a comparison of each kind.

/** A visitor's choice: followed by search engines, not indexed. */
export async function generateMetadata({ params }: QueryPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Favourites.compare" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: alternates("/compare", locale),
    robots: { index: false, follow: true },
  };
}

export default async function Compare({ params, searchParams }: QueryPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ids = parseCompareIds(one((await searchParams).ids) || undefined);
  const [t, properties] = await Promise.all([
    getTranslations({ locale, namespace: "Favourites.compare" }),
    ids ? loadCompared(ids, locale) : null,
  ]);
  const mix = properties && separateComparisons(properties, locale);
  return (
    <>
      <Breadcrumb route="/compare" locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      {mix ? (
        <CompareMix links={mix} />
      ) : properties ? (
        <>
          <p className="mt-4 max-w-3xl text-slate-700">{t("intro")}</p>
          <CompareTable table={await compareTable(properties, locale, new Date().getFullYear())} />
        </>
      ) : (
        <p className="mt-4 max-w-3xl text-slate-700">{t("invalid")}</p>
      )}
      <p className="mt-6 print:hidden">
        <a href={buildPath("/favourites", locale)} className="underline">
          {t("back")}
        </a>
      </p>
    </>
  );
}
