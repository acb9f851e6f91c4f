import { getTranslations } from "next-intl/server";
import { CompareBar } from "@/components/favourites/compare-bar";
import { PageSection } from "@/components/layout/page-parts";
import { getSimilarProperties } from "@/lib/db/properties";
import type { Locale } from "@/lib/i18n/locales";
import { PropertyCard } from "./property-card";

/** Similar offers, shown under a property and on the page of a withdrawn one. */
export async function SimilarProperties({ id, locale, intro }: { id: number; locale: Locale; intro?: string }) {
  const similar = await getSimilarProperties(id, locale);
  if (similar.length === 0) return null;
  const t = await getTranslations("Property");
  // The bar beside the section, not in it: it stays in view over the whole property page.
  return (
    <>
      <PageSection id="similar" title={t("similar")} className="mt-12 print:hidden">
        {intro && <p className="mt-1 text-slate-700">{intro}</p>}
        <ul className="mt-4 grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
          {similar.map((card) => (
            <li key={card.id}>
              <PropertyCard property={card} />
            </li>
          ))}
        </ul>
      </PageSection>
      <CompareBar locale={locale} />
    </>
  );
}
