import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { contactPersonLabels } from "@/components/forms/contact-person-labels";
import { formTexts } from "@/components/forms/form-texts";
import { RentalApplicationForm } from "@/components/forms/rental-application-form";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { getPropertyDetail } from "@/lib/db/properties";
import { rentalThresholds } from "@/lib/forms/schemas";
import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import { buildPath } from "@/lib/i18n/resolve";
import { displayPrice, MARQUEE_IGNORE } from "@/lib/rules";

// The rental application (spec §1, §3, §5) for the property named in ?property=<id>: rendered per request.
type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Rental" });
  return { title: t("title"), description: t("description"), robots: { index: false, follow: true } };
}

export default async function RentalApplicationPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const id = (await searchParams).property;
  const property = typeof id === "string" && /^\d{1,9}$/.test(id) ? await getPropertyDetail(Number(id), locale) : null;
  const open = property && property.goal !== 0 && property.status === "AVAILABLE";
  const [t, p, texts, person] = await Promise.all([
    getTranslations("Rental"),
    getTranslations("Property"),
    formTexts(),
    contactPersonLabels(locale),
  ]);
  if (!open) {
    return (
      <>
        <Breadcrumb route="/rental-application" locale={locale} />
        <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
        <p className="mt-4">
          {t("choose")}{" "}
          <a href={buildPath("/for-rent", locale)} className="text-brand-700 underline">
            {p("backToRentList")}
          </a>
        </p>
      </>
    );
  }
  const limits = rentalThresholds(property.fields.monthlyRent ?? property.price, property.fields.bedrooms);
  return (
    <>
      <Breadcrumb route="/rental-application" locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-2 text-lg">
        <a href={propertyPath(property, locale)} className="text-brand-700 underline">
          {t("for", {
            title: property.title,
            reference: property.reference,
            price: displayPrice(property, locale, MARQUEE_IGNORE),
          })}
        </a>
      </p>
      <div className="mt-6 max-w-3xl">
        <RentalApplicationForm
          locale={locale}
          propertyId={property.id}
          texts={texts}
          person={person}
          labels={{
            title: t("title"),
            steps: [t("stepHousehold"), t("stepIncome"), t("stepYou"), t("stepConfirm")],
            adults: t("adults"),
            children: t("children"),
            childrenAges: t("childrenAges"),
            pets: t("pets"),
            movingDate: t("movingDate"),
            movingReason: t("movingReason"),
            income1: t("income1"),
            income2: t("income2"),
            cv: t("cv"),
            confirmIncome: t("confirmIncome", { 0: String(limits.minimumIncome ?? "") }),
            confirmPersons: t("confirmPersons", { 0: String(limits.maximumPersons) }),
            confirmDescription: t("confirmDescription"),
            confirmPayment: t("confirmPayment"),
            send: t("send"),
          }}
        />
      </div>
    </>
  );
}
