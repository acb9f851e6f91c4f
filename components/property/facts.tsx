import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { Fact, FactGroup, FactValue } from "@/lib/property/facts";
import { formatDate, formatEuro, formatNumber, type DepositTerm } from "@/lib/rules";

type Translator = Awaited<ReturnType<typeof getTranslations<"Facts">>>;

/** How a fact reads in the page's language, with the units of spec §9. */
export function formatFact(value: FactValue, t: Translator, locale: Locale): string {
  switch (value.kind) {
    case "money":
      return formatEuro(value.amount, locale);
    case "area":
      return t("area", { value: formatNumber(value.m2, locale) });
    case "metres":
      return t("metres", { value: formatNumber(value.m, locale) });
    case "count":
      return formatNumber(value.n, locale);
    case "floor":
      return value.n === 0 ? t("groundFloor") : formatNumber(value.n, locale);
    case "year":
      return String(value.year);
    case "bool":
      return value.value ? t("yes") : t("no");
    case "choice": {
      const key = `choices.${value.set}.${value.key}` as Parameters<Translator>[0];
      return t.has(key) ? t(key) : value.key;
    }
    case "date":
      return formatDate(value.iso);
    case "text":
      return value.text;
    case "list":
      return value.items.join(", ");
    case "energy":
      return t("energy", { value: formatNumber(value.kwh, locale) });
    case "co2":
      return t("co2", { value: formatNumber(value.kg, locale) });
    case "score":
      return t("score", { value: formatNumber(Math.round(value.value * 10) / 10, locale) });
    case "deposit":
      return formatDeposit(value.terms, t, locale);
  }
}

/** One amount whatever the form of guarantee, or the amount on a blocked account and by bank guarantee. */
function formatDeposit(terms: DepositTerm[], t: Translator, locale: Locale): string {
  const blocked = terms.find((term) => term.forms.includes("blockedAccount"));
  const guarantee = terms.find((term) => term.forms.includes("bankGuarantee"));
  if (!blocked || !guarantee) return "";
  if (blocked === guarantee) {
    return t("deposit.anyForm", { amount: formatEuro(blocked.amount, locale), months: blocked.months });
  }
  return t("deposit.byForm", {
    blocked: formatEuro(blocked.amount, locale),
    blockedMonths: blocked.months,
    guarantee: formatEuro(guarantee.amount, locale),
    guaranteeMonths: guarantee.months,
  });
}

function Row({ fact, t, locale }: { fact: Fact; t: Translator; locale: Locale }) {
  const label = t(`labels.${fact.field}` as Parameters<Translator>[0]);
  if (fact.value.kind === "score") {
    return (
      <div className="px-4 py-2">
        <dt className="flex justify-between text-slate-700">
          <span>{label}</span>
          <span className="font-medium text-slate-900">{formatFact(fact.value, t, locale)}</span>
        </dt>
        <dd className="mt-1 h-2 overflow-hidden rounded bg-brand-100" aria-hidden="true">
          <span className="block h-full rounded bg-brand-700" style={{ width: `${fact.value.value * 10}%` }} />
        </dd>
      </div>
    );
  }
  return (
    <div className="flex justify-between gap-4 px-4 py-2">
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-right font-medium">{formatFact(fact.value, t, locale)}</dd>
    </div>
  );
}

/** Groups of facts, each a titled definition list. */
export async function FactGroups({
  groups,
  locale,
  headingLevel = 3,
}: {
  groups: FactGroup[];
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations("Facts");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return groups.map((group) => (
    <section key={group.key} aria-labelledby={`facts-${group.key}`} className="break-inside-avoid">
      <Heading id={`facts-${group.key}`} className="mt-6 text-lg font-semibold text-brand-900">
        {t(`groups.${group.key}`)}
      </Heading>
      <dl className="mt-2 divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white" data-group={group.key}>
        {group.facts.map((fact) => (
          <Row key={fact.field} fact={fact} t={t} locale={locale} />
        ))}
      </dl>
    </section>
  ));
}

/** Label and value pairs already in the page's language, as a definition list. */
export function Figures({ rows, group }: { rows: Array<[label: string, value: string]>; group?: string }) {
  return (
    <dl className="mt-3 divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white" data-group={group}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 px-4 py-2">
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-right font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
