import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ContactForm } from "@/components/forms/contact-form";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { agency, agencyAddress } from "@/lib/agency";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { locales, type Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import { formatPhone, telHref } from "@/lib/rules";

// The general contact page (spec §2 /contact/): prerendered per language; the form posts to a server action.
type Props = { params: Promise<{ locale: Locale }> };

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Contact" });
  return { title: t("title"), description: t("description"), alternates: alternates("/contact", locale) };
}

export default async function ContactPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Contact");
  return (
    <>
      <Breadcrumb route="/contact" locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("intro")}</p>
      <div className="mt-8 grid gap-10 desktop:grid-cols-3">
        <section aria-labelledby="contact-form" className="desktop:col-span-2">
          <h2 id="contact-form" className="mb-4 text-xl font-semibold text-brand-900">
            {t("formTitle")}
          </h2>
          <ClientMessages namespaces={["Forms", "Contact"]}>
            <ContactForm />
          </ClientMessages>
        </section>
        <aside aria-labelledby="visit-us">
          <h2 id="visit-us" className="text-xl font-semibold text-brand-900">
            {t("visitUs")}
          </h2>
          <address className="mt-3 not-italic leading-relaxed">
            <strong>{agency.name}</strong>
            <br />
            {agencyAddress(locale).street}
            <br />
            {agency.zip} {agencyAddress(locale).city}
            <br />
            <a className="text-brand-700 underline" href={telHref(agency.phone)}>
              {formatPhone(agency.phone)}
            </a>
            <br />
            <a className="text-brand-700 underline" href={`mailto:${agency.email}`}>
              {agency.email}
            </a>
          </address>
          <p className="mt-3 text-slate-700">{t("hours")}</p>
        </aside>
      </div>
    </>
  );
}
