import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { formatEuro } from "@/lib/rules";
import type { PropertyDetail } from "@/lib/types/property";
import { Figures } from "./facts";

/** The annuity (viager) terms (spec §3): type, the two heads, bouquet, annuities, indexation, duration. */
export async function ViagerBlock({ property: p, locale }: { property: PropertyDetail; locale: Locale }) {
  const v = p.viager;
  if (!v) return null;
  const [t, facts] = await Promise.all([getTranslations("Property"), getTranslations("Facts")]);
  const heads = [
    [v.head1Age, v.head1Sex],
    [v.head2Age, v.head2Sex],
  ] as const;
  const rows: Array<[string, string]> = [
    [t("viagerType"), t(`viagerTypes.${v.type}`)],
    ...heads.flatMap(([age, sex], i): Array<[string, string]> =>
      age && sex ? [[t("viagerHead", { n: i + 1 }), t("viagerHeadValue", { age, sex })]] : [],
    ),
    ...(v.bouquet !== null ? [[t("viagerBouquet"), formatEuro(v.bouquet, locale)] as [string, string]] : []),
    ...(v.monthlyRent !== null
      ? [[t("viagerMonthlyRent"), formatEuro(v.monthlyRent, locale)] as [string, string]]
      : []),
    ...(v.survivorRent !== null
      ? [[t("viagerSurvivorRent"), formatEuro(v.survivorRent, locale)] as [string, string]]
      : []),
    ...(v.indexed !== null ? [[t("viagerIndexed"), v.indexed ? facts("yes") : facts("no")] as [string, string]] : []),
    ...(v.maxDurationYears
      ? [[t("viagerMaxDuration"), t("years", { count: v.maxDurationYears })] as [string, string]]
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
