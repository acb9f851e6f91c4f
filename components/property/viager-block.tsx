import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { formatEuro } from "@/lib/rules";
import type { PropertyDetail } from "@/lib/types/property";
import { Figures } from "./facts";

/** The annuity (viager) terms (spec §3): type, the two heads, bouquet, annuities, indexation, duration. */
export async function ViagerBlock({ property: p, locale }: { property: PropertyDetail; locale: Locale }) {
  const f = p.fields;
  if (!f.viagerType) return null;
  const [t, facts] = await Promise.all([getTranslations("Property"), getTranslations("Facts")]);
  const heads = [
    [f.viagerHead1Age, f.viagerHead1Sex],
    [f.viagerHead2Age, f.viagerHead2Sex],
  ] as const;
  const rows: Array<[string, string]> = [
    [t("viagerType"), t(`viagerTypes.${f.viagerType}`)],
    ...heads.flatMap(([age, sex], i): Array<[string, string]> =>
      age && sex ? [[t("viagerHead", { n: i + 1 }), t("viagerHeadValue", { age, sex })]] : [],
    ),
    ...(f.viagerBouquet !== null
      ? [[t("viagerBouquet"), formatEuro(f.viagerBouquet, locale)] as [string, string]]
      : []),
    ...(f.viagerMonthlyRent !== null
      ? [[t("viagerMonthlyRent"), formatEuro(f.viagerMonthlyRent, locale)] as [string, string]]
      : []),
    ...(f.viagerSurvivorRent !== null
      ? [[t("viagerSurvivorRent"), formatEuro(f.viagerSurvivorRent, locale)] as [string, string]]
      : []),
    ...(f.viagerIndexed !== null
      ? [[t("viagerIndexed"), f.viagerIndexed ? facts("yes") : facts("no")] as [string, string]]
      : []),
    ...(f.viagerMaxDurationYears
      ? [[t("viagerMaxDuration"), t("years", { count: f.viagerMaxDurationYears })] as [string, string]]
      : []),
  ];
  return (
    <section aria-labelledby="viager" className="mt-10 break-inside-avoid">
      <h2 id="viager" className="text-xl font-semibold text-brand-900">
        {t("viagerTitle")}
      </h2>
      <Figures rows={rows} group="viager" />
    </section>
  );
}
