import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { VisitFigures as Figures } from "@/lib/rules/calendar";
import { formatLongDate } from "@/lib/rules/date";
import { belgianLocale } from "@/lib/rules/locale";

const order = ["today", "last7Days", "last30Days", "total"] as const;

/**
 * Views of the listing (its page on the site) today, in the last 7 and 30 days and since counting began,
 * each label naming its period, so that no figure can look smaller than one it holds.
 */
export async function VisitFigures({
  figures,
  locale,
  compact = false,
}: {
  figures: Figures;
  locale: Locale;
  compact?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: "OwnerPortal" });
  const number = new Intl.NumberFormat(belgianLocale(locale));
  const since = formatLongDate(figures.countedSince, locale);
  return (
    <>
      <dl className={`grid grid-cols-2 gap-3 ${compact ? "" : "tablet:grid-cols-4"}`}>
        {order.map((key) => (
          <div key={key} className="rounded-md bg-brand-50 px-3 py-2" data-figure={key}>
            <dt className="text-sm text-slate-700">{t(`figures.${key}`, { date: since })}</dt>
            <dd className={`${compact ? "text-xl" : "text-3xl"} font-bold text-brand-900`}>
              {number.format(figures[key])}
            </dd>
          </div>
        ))}
      </dl>
      {!compact && <p className="mt-2 text-sm text-slate-700">{t("figuresNote")}</p>}
    </>
  );
}
