import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { MentionValue, ShownMention } from "@/lib/property/mentions";
import { formatNumber, formatPerMonth } from "@/lib/rules";
import type { AdvertRegion } from "@/lib/rules/advert-mentions";

type Translator = Awaited<ReturnType<typeof getTranslations<"Mentions">>>;
type FactsTranslator = Awaited<ReturnType<typeof getTranslations<"Facts">>>;

function formatMention(value: MentionValue, key: string, t: Translator, f: FactsTranslator, locale: Locale): string {
  switch (value.kind) {
    case "epc": {
      const kwh = f("energy", { value: formatNumber(value.kwh, locale) });
      return value.label ? `${value.label} · ${kwh}` : kwh;
    }
    case "text":
      return value.text;
    case "co2":
      return f("co2", { value: formatNumber(value.kg, locale) });
    case "money":
      return formatPerMonth(value.amount, locale);
    case "area":
      return f("area", { value: formatNumber(value.m2, locale) });
    case "wording":
      return t(`values.${key}.${value.wording}` as Parameters<Translator>[0]);
    case "flood":
      return t("flood", { score: value.score, meaning: t(`floodScores.${value.score}` as Parameters<Translator>[0]) });
    case "lease": {
      const choice = `choices.contractType.${value.contract}` as Parameters<FactsTranslator>[0];
      return f.has(choice) ? f(choice) : value.contract;
    }
  }
}

/** The legal mentions of the listing's region that its record holds, in the region's terms. */
export async function AdvertMentions({
  region,
  mentions,
  locale,
}: {
  region: AdvertRegion | null;
  mentions: ShownMention[];
  locale: Locale;
}) {
  if (!region || mentions.length === 0) return null;
  const [t, f] = await Promise.all([getTranslations("Mentions"), getTranslations("Facts")]);
  return (
    <section aria-labelledby="legal-mentions" className="mt-6 break-inside-avoid">
      <h3 id="legal-mentions" className="text-lg font-semibold text-brand-900">
        {t("title")}
      </h3>
      {/* The wordings are long: on a phone each value goes under its label rather than beside it. */}
      <dl className="mt-3 divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white" data-group="mentions">
        {mentions.map((m) => (
          <div key={m.key} className="px-4 py-2 tablet:flex tablet:justify-between tablet:gap-4">
            <dt className="text-slate-700">{t(`labels.${m.key}`, { region })}</dt>
            <dd className="font-medium [overflow-wrap:anywhere] tablet:text-right">
              {formatMention(m.value, m.key, t, f, locale)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
