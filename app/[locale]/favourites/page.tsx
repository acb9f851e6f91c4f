import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { FavouritesList } from "@/components/favourites/favourites-list";
import { buildPath } from "@/lib/i18n/build-path";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { locales, type Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";

// The visitor's favourites: a static shell per language; the list lives in the browser (local storage,
// or ?ids= for a shared one), and its cards come from /api/favourites.
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

type Props = { params: Promise<{ locale: Locale }> };

/** One visitor's list: followed by search engines, not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Favourites" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: alternates("/favourites", locale),
    robots: { index: false, follow: true },
  };
}

export default async function Favourites({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "Favourites" });
  return (
    <>
      <Breadcrumb route="/favourites" locale={locale} />
      <noscript>
        <p className="mt-6 font-semibold text-brand-900">{t("withoutScript")}</p>
      </noscript>
      <ClientMessages namespaces={["Favourites"]}>
        <FavouritesList locale={locale} comparePath={buildPath("/compare", locale)} />
      </ClientMessages>
    </>
  );
}
