import { setRequestLocale } from "next-intl/server";
import { PropertyFormView } from "@/components/forms/property-form-view";
import { RentalApplicationForm } from "@/components/forms/rental-application-form";
import { canApplyToRent } from "@/lib/domain";
import { rentalThresholds } from "@/lib/forms/schemas";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { paymentDeposit } from "@/lib/property/deposit";
import type { QueryPageProps } from "@/lib/i18n/page-props";
import { propertyForForm, propertyFormMetadata } from "@/lib/pages/property-form";

// The rental application (spec §1, §3, §5) for a property for rent that is still free: rendered per request.

export async function generateMetadata({ params }: QueryPageProps) {
  return propertyFormMetadata((await params).locale, "Rental");
}

export default async function RentalApplicationPage({ params, searchParams }: QueryPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const property = await propertyForForm(await searchParams, locale, canApplyToRent);
  // The confirmations name this property's figures (spec §5): income from its rent, persons from its rooms.
  const limits = property && rentalThresholds(property.prices.monthlyRent ?? property.price, property.rooms.bedrooms);
  return (
    <PropertyFormView
      locale={locale}
      route="/rental-application"
      namespace="Rental"
      property={property}
      list={{ route: "/for-rent", label: "backToRentList" }}
    >
      <div className="mt-6 max-w-3xl">
        <ClientMessages namespaces={["Forms", "Rental"]}>
          {property && limits && (
            <RentalApplicationForm propertyId={property.id} {...limits} deposit={paymentDeposit(property)} />
          )}
        </ClientMessages>
      </div>
    </PropertyFormView>
  );
}
