import { getTranslations } from "next-intl/server";
import { contactPersonLabels } from "@/components/forms/contact-person-labels";
import { formTexts } from "@/components/forms/form-texts";
import { PropertyFormPage, propertyFormMetadata } from "@/components/forms/property-form-page";
import { RentalApplicationForm } from "@/components/forms/rental-application-form";
import { rentalThresholds } from "@/lib/forms/schemas";
import type { Locale } from "@/lib/i18n/locales";
import type { QueryPageProps } from "@/lib/i18n/page-props";
import type { PropertyDetail } from "@/lib/types/property";

// The rental application (spec §1, §3, §5) for a property for rent that is still free: rendered per request.

export async function generateMetadata({ params }: QueryPageProps) {
  return propertyFormMetadata(params, "Rental");
}

export default async function RentalApplicationPage(props: QueryPageProps) {
  return (
    <PropertyFormPage
      props={props}
      route="/rental-application"
      namespace="Rental"
      accepts={(p) => p.goal !== 0 && p.status === "AVAILABLE"}
      list={{ route: "/for-rent", label: "backToRentList" }}
    >
      {(property, locale) => <Application property={property} locale={locale} />}
    </PropertyFormPage>
  );
}

async function Application({ property, locale }: { property: PropertyDetail; locale: Locale }) {
  const [t, texts, person] = await Promise.all([getTranslations("Rental"), formTexts(), contactPersonLabels(locale)]);
  // The confirmations name this property's figures (spec §5): income from its rent, persons from its rooms.
  const limits = rentalThresholds(property.prices.monthlyRent ?? property.price, property.rooms.bedrooms);
  return (
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
  );
}
