import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ValuationForm } from "@/components/forms/valuation-form";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { locales, type Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";

// The free valuation (spec §2 /contact-demand/): prerendered per language; the form posts to a server action.
type Props = { params: Promise<{ locale: Locale }> };

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Valuation" });
  return { title: t("title"), description: t("description"), alternates: alternates("/free-valuation", locale) };
}

export default async function FreeValuation({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Valuation");
  return (
    <>
      <Breadcrumb route="/free-valuation" locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("intro")}</p>
      <div className="mt-8 grid gap-10 desktop:grid-cols-3">
        <div className="desktop:col-span-2">
          <ClientMessages namespaces={["Forms", "Valuation"]}>
            <ValuationForm />
          </ClientMessages>
        </div>
        <aside aria-labelledby="why" className="rounded-lg border border-brand-100 bg-white p-4">
          <h2 id="why" className="text-lg font-semibold text-brand-900">
            {t("why")}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5">
            {t("points")
              .split("|")
              .map((point) => (
                <li key={point}>{point}</li>
              ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
