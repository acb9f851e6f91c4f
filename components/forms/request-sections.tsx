import { getTranslations } from "next-intl/server";
import { PageSection } from "@/components/layout/page-parts";
import { propertyTypes } from "@/lib/forms/fields";
import type { Locale } from "@/lib/i18n/locales";
import { contactPersonLabels } from "./contact-person-labels";
import { formTexts } from "./form-texts";
import { InsuranceForm, ManagedPropertyForm, OnlineValuationForm, type PropertyLabels } from "./request-forms";

async function propertyLabels(): Promise<PropertyLabels> {
  const [v, f, facts, r] = await Promise.all([
    getTranslations("Valuation"),
    getTranslations("Forms"),
    getTranslations("Facts"),
    getTranslations("Requests"),
  ]);
  return {
    propertyType: v("propertyType"),
    types: propertyTypes.map((type) => [type, v(`types.${type}`)]),
    street: v("street"),
    houseNumber: f("labels.houseNumber"),
    zip: f("labels.zip"),
    city: f("labels.city"),
    livingArea: v("livingArea"),
    bedrooms: v("bedrooms"),
    condition: r("condition"),
    conditions: (["NEW", "EXCELLENT", "GOOD", "TO_REFRESH", "TO_RENOVATE"] as const).map((c) => [
      c,
      facts(`choices.condition.${c}`),
    ]),
  };
}

/** The form under the online-valuation page's text. */
export async function OnlineValuationSection(locale: Locale) {
  const [r, texts, labels, property] = await Promise.all([
    getTranslations("Requests"),
    formTexts(),
    contactPersonLabels(locale),
    propertyLabels(),
  ]);
  return (
    <PageSection id="online-valuation-form" title={r("onlineTitle")}>
      <div className="mt-4">
        <OnlineValuationForm
          locale={locale}
          texts={texts}
          labels={labels}
          property={property}
          title={r("onlineTitle")}
        />
      </div>
    </PageSection>
  );
}

/** The forms under the property-management page's text: management, then an insurance proposal. */
export async function ManagedPropertySection(locale: Locale) {
  const [r, ins, texts, labels, property] = await Promise.all([
    getTranslations("Requests"),
    getTranslations("Insurance"),
    formTexts(),
    contactPersonLabels(locale),
    propertyLabels(),
  ]);
  return (
    <>
      <PageSection id="management-form" title={r("managedTitle")}>
        <div className="mt-4">
          <ManagedPropertyForm
            locale={locale}
            texts={texts}
            labels={labels}
            property={property}
            title={r("managedTitle")}
          />
        </div>
      </PageSection>
      <PageSection id="insurance-form" title={ins("title")}>
        <p className="mt-1 text-slate-700">{ins("intro")}</p>
        <div className="mt-4">
          <InsuranceForm
            locale={locale}
            texts={texts}
            labels={labels}
            property={property}
            title={ins("title")}
            insurance={{
              cover: ins("cover"),
              covers: (["FIRE", "RENT_GUARANTEE", "LIABILITY"] as const).map((c) => [c, ins(`covers.${c}`)]),
              as: ins("as"),
              roles: (["OWNER", "TENANT"] as const).map((role) => [role, ins(`roles.${role}`)]),
            }}
          />
        </div>
      </PageSection>
    </>
  );
}
