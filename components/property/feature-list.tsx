import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { withDepositTerms } from "@/lib/property/deposit";
import { featureGroups, groupFacts, withViagerOccupancy } from "@/lib/property/facts";
import type { PropertyDetail } from "@/lib/types/property";
import { FactGroups } from "./facts";

/** The property's features (spec §3) in their groups; left out of the printed brochure. */
export async function FeatureList({ property, locale }: { property: PropertyDetail; locale: Locale }) {
  const t = await getTranslations("Facts");
  return (
    <section aria-labelledby="features" className="mt-10 print:hidden">
      <h2 id="features" className="text-xl font-semibold text-brand-900">
        {t("title")}
      </h2>
      <div className="grid gap-x-6 tablet:grid-cols-2 print:grid-cols-2">
        <FactGroups
          groups={withDepositTerms(groupFacts(withViagerOccupancy(property), featureGroups), property)}
          locale={locale}
        />
      </div>
    </section>
  );
}
