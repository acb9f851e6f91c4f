import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { PixelEvent } from "@/components/consent/pixel-event";
import { BackToProperty } from "@/components/forms/back-to-property";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { locales, type Locale } from "@/lib/i18n/locales";
import { routes, type RouteKey } from "@/lib/i18n/paths";
import { buildPath } from "@/lib/i18n/build-path";

// The thank-you pages of spec §2 (/feedback/…, breadcrumb "Thank you"), one per form, prerendered.
const kinds = (Object.keys(routes) as RouteKey[])
  .filter((key) => key.startsWith("/feedback/"))
  .map((key) => key.slice("/feedback/".length));

type Kind = "contact-me";
type Props = { params: Promise<{ locale: Locale; kind: string }> };

export const dynamicParams = false;

const backLine = "mt-6 min-h-6";

export function generateStaticParams() {
  return locales.flatMap((locale) => kinds.map((kind) => ({ locale, kind })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Feedback" });
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

export default async function FeedbackPage({ params }: Props) {
  const { locale, kind } = await params;
  if (!kinds.includes(kind)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Feedback");
  return (
    <>
      <Breadcrumb route={`/feedback/${kind}` as RouteKey} locale={locale} />
      {/* A form was sent: the pixel's Lead event, sent only if marketing cookies were accepted. */}
      <PixelEvent event="Lead" />
      <section className="mx-auto max-w-2xl py-8 text-center">
        <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
        <p role="status" className="mt-4 text-lg">
          {t(`texts.${kind as Kind}`)}
        </p>
        {/* The way back to the property the form was sent from (?from=, read in the browser: the page stays
            static); its line keeps its height before it is drawn, so that nothing moves when it is. */}
        <Suspense fallback={<p className={backLine} />}>
          <BackToProperty
            className={backLine}
            sections={[buildPath("/for-sale", locale), buildPath("/for-rent", locale)]}
            label={t("backToProperty")}
          />
        </Suspense>
        <p className="mt-6 flex flex-wrap justify-center gap-4">
          <a
            href={buildPath("/for-sale", locale)}
            className="rounded bg-accent-700 px-5 py-2.5 font-semibold text-white"
          >
            {t("search")}
          </a>
          <a
            href={buildPath("/", locale)}
            className="rounded border border-brand-700 px-5 py-2.5 font-semibold text-brand-700"
          >
            {t("home")}
          </a>
        </p>
      </section>
    </>
  );
}
