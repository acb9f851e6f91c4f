import { getTranslations } from "next-intl/server";
import { contactPersonLabels } from "@/components/forms/contact-person-labels";
import { formTexts } from "@/components/forms/form-texts";
import { PropertyFormPage, propertyFormMetadata } from "@/components/forms/property-form-page";
import { PurchaseOfferForm } from "@/components/forms/purchase-offer-form";
import type { Locale } from "@/lib/i18n/locales";
import type { QueryPageProps } from "@/lib/i18n/page-props";
import type { PropertyDetail } from "@/lib/types/property";

// The purchase offer (spec §1, §3) for a property for sale that is still on offer: rendered per request.

export async function generateMetadata({ params }: QueryPageProps) {
  return propertyFormMetadata(params, "PurchaseOffer");
}

export default async function PurchaseOfferPage(props: QueryPageProps) {
  return (
    <PropertyFormPage
      props={props}
      route="/purchase-offer"
      namespace="PurchaseOffer"
      accepts={(p) => p.goal === 0 && (p.status === "AVAILABLE" || p.status === "UNDER_OPTION")}
      list={{ route: "/for-sale", label: "backToList" }}
    >
      {(property, locale) => <Offer property={property} locale={locale} />}
    </PropertyFormPage>
  );
}

async function Offer({ property, locale }: { property: PropertyDetail; locale: Locale }) {
  const [t, f, texts, person] = await Promise.all([
    getTranslations("PurchaseOffer"),
    getTranslations("Forms"),
    formTexts(),
    contactPersonLabels(locale),
  ]);
  return (
    <>
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
  );
}
