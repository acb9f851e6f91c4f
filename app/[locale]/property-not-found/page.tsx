import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { locales, type Locale } from "@/lib/i18n/locales";

// The proxy rewrites the address of a property that does not exist here, with status 404 (spec §8:
// "Property Not Found"). Prerendered, so the answer is real HTML and costs no database query.
type Props = { params: Promise<{ locale: Locale }> };

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Property" });
  return { title: t("notFoundTitle"), robots: { index: false } };
}

export default async function PropertyNotFound({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Property");
  return <NotFoundContent heading={t("notFoundTitle")} text={t("notFoundText")} />;
}
