import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { contactPersonLabels } from "@/components/forms/contact-person-labels";
import { formTexts } from "@/components/forms/form-texts";
import { PurchaseOfferForm } from "@/components/forms/purchase-offer-form";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { getPropertyDetail } from "@/lib/db/properties";
import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import { buildPath } from "@/lib/i18n/resolve";
import { displayPrice, MARQUEE_IGNORE } from "@/lib/rules";

// The purchase offer (spec §1, §3) for the property named in ?property=<id>: rendered per request.
type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "PurchaseOffer" });
  return { title: t("title"), description: t("description"), robots: { index: false, follow: true } };
}

export default async function PurchaseOfferPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const id = (await searchParams).property;
  const property = typeof id === "string" && /^\d{1,9}$/.test(id) ? await getPropertyDetail(Number(id), locale) : null;
  const offerable =
    property && property.goal === 0 && (property.status === "AVAILABLE" || property.status === "UNDER_OPTION");
  const [t, pt, f, texts, person] = await Promise.all([
    getTranslations("PurchaseOffer"),
    getTranslations("Property"),
    getTranslations("Forms"),
    formTexts(),
    contactPersonLabels(locale),
  ]);
  return (
    <>
      <Breadcrumb route="/purchase-offer" locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      {!offerable ? (
        <p className="mt-4">
          {t("choose")}{" "}
          <a href={buildPath("/for-sale", locale)} className="text-brand-700 underline">
            {pt("backToList")}
          </a>
        </p>
      ) : (
        <>
          <p className="mt-2 text-lg">
            <a href={propertyPath(property, locale)} className="text-brand-700 underline">
              {t("for", {
                title: property.title,
                reference: property.reference,
                price: displayPrice(property, locale, MARQUEE_IGNORE),
              })}
            </a>
          </p>
          <p className="mt-2 max-w-3xl text-slate-700">{t("intro")}</p>
          <div className="mt-6 max-w-3xl">
            <PurchaseOfferForm
              locale={locale}
              propertyId={property.id}
              texts={texts}
              person={person}
              labels={{
                title: t("title"),
                steps: [t("stepOffer"), t("stepBuyers"), t("stepSign")],
                amount: t("amount"),
                amountWords: t("amountWords"),
                amountWordsHint: t("amountWordsHint"),
                euro: t("euro"),
                advance: t.raw("advance") as string,
                startDate: t("startDate"),
                endDate: t("endDate"),
                conditions: t("conditions"),
                place: t("place"),
                signDate: t("signDate"),
                buyer1: t("buyer1"),
                buyer2: t("buyer2"),
                buyer2First: t("buyer2First"),
                buyer2Last: t("buyer2Last"),
                street: f("labels.street"),
                houseNumber: f("labels.houseNumber"),
                zip: f("labels.zip"),
                city: f("labels.city"),
                send: t("send"),
              }}
            />
          </div>
        </>
      )}
    </>
  );
}
