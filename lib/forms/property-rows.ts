import "server-only";
import { getTranslations } from "next-intl/server";
import type { Rows } from "@/lib/mail/templates/frame";
import { routing } from "@/lib/i18n/routing";

/** What a valuation or management request says about the property, in the agency's language. */
export async function propertyRows(values: {
  propertyType: string;
  bedrooms?: number;
  livingArea?: number;
  condition?: string;
}): Promise<Rows> {
  const locale = routing.defaultLocale;
  const [v, facts, r] = await Promise.all([
    getTranslations({ locale, namespace: "Valuation" }),
    getTranslations({ locale, namespace: "Facts" }),
    getTranslations({ locale, namespace: "Requests" }),
  ]);
  return [
    [v("propertyType"), v(`types.${values.propertyType as "HOUSE"}`)],
    [v("bedrooms"), values.bedrooms === undefined ? "" : String(values.bedrooms)],
    [v("livingArea"), values.livingArea === undefined ? "" : String(values.livingArea)],
    [r("condition"), values.condition ? facts(`choices.condition.${values.condition as "NEW"}`) : ""],
  ];
}
