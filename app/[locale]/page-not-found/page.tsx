import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { locales, type Locale } from "@/lib/i18n/locales";

// The proxy rewrites every path that matches no route here with status 404. Unlike notFound(),
// whose 404 body Next 16 leaves to client-side rendering, this page is prerendered HTML.
type Props = { params: Promise<{ locale: Locale }> };

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "NotFound" });
  return { title: t("title"), robots: { index: false } };
}

export default async function PageNotFound({ params }: Props) {
  setRequestLocale((await params).locale);
  return <NotFoundContent />;
}
