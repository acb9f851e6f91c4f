import { getTranslations, setRequestLocale } from "next-intl/server";
import { PropertyFormView } from "@/components/forms/property-form-view";
import { PurchaseOfferForm } from "@/components/forms/purchase-offer-form";
import { canReceiveOffer } from "@/lib/domain";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { QueryPageProps } from "@/lib/i18n/page-props";
import { propertyForForm, propertyFormMetadata } from "@/lib/pages/property-form";

// The purchase offer (spec §1, §3) for a property for sale that is still on offer: rendered per request.

export async function generateMetadata({ params }: QueryPageProps) {
  return propertyFormMetadata((await params).locale, "PurchaseOffer");
}

export default async function PurchaseOfferPage({ params, searchParams }: QueryPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [property, t] = await Promise.all([
    propertyForForm(await searchParams, locale, canReceiveOffer),
    getTranslations({ locale, namespace: "PurchaseOffer" }),
  ]);
  return (
    <PropertyFormView
      locale={locale}
      route="/purchase-offer"
      namespace="PurchaseOffer"
      property={property}
      list={{ route: "/for-sale", label: "backToList" }}
    >
      <p className="mt-2 max-w-3xl text-slate-700">{t("intro")}</p>
      <div className="mt-6 max-w-3xl">
        <ClientMessages namespaces={["Forms", "PurchaseOffer"]}>
          {property && <PurchaseOfferForm propertyId={property.id} />}
        </ClientMessages>
      </div>
    </PropertyFormView>
  );
}
