import { useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { belgianLocale } from "@/lib/rules/locale";
import { formatEuro } from "@/lib/rules/price";
import type { MarketDwelling, MarketYear } from "@/lib/types/market";
import { MarketChart } from "./market-chart";

/**
 * A municipality's yearly sale prices of one kind of dwelling: the median as a line (a picture, hidden from
 * screen readers) beside a table of every year's sales, quartiles and median, which everyone can read.
 */
export function MarketHistory({
  municipality,
  dwelling,
  years,
  locale,
}: {
  municipality: string;
  dwelling: MarketDwelling;
  years: MarketYear[];
  locale: Locale;
}) {
  const t = useTranslations("OwnerPortal.market");
  if (!years.length) return null;
  const range = { from: String(years[0]!.year), to: String(years.at(-1)!.year) };
  const words = { municipality, dwelling, ...range };
  const count = new Intl.NumberFormat(belgianLocale(locale));
  const gaps = years.some((y) => y.median === null || y.q1 === null || y.q3 === null || y.sales === null);
  const cell = (value: number | null, format: (n: number) => string) =>
    value === null ? (
      <>
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t("notPublished")}</span>
      </>
    ) : (
      format(value)
    );
  const euro = (n: number) => formatEuro(n, locale);
  return (
    <div className="mt-6" data-market-history>
      <h3 id="market-history-title" className="text-lg font-semibold text-brand-900">
        {t("historyTitle", words)}
      </h3>
      <div className="mt-3 grid items-start gap-4 desktop:grid-cols-2">
        <div className="min-w-0 rounded-lg border border-brand-100 bg-white p-4">
          <MarketChart
            points={years.map(({ year, median }) => ({ year, median }))}
            seriesName={t("median")}
            locale={locale}
          />
        </div>
        {/* Focusable, so a table wider than a phone can be scrolled with the keyboard too. */}
        <div
          className="min-w-0 overflow-x-auto rounded-lg border border-brand-100 bg-white p-3 tablet:p-4"
          tabIndex={0}
          role="region"
          aria-labelledby="market-table-caption"
        >
          <table className="w-full text-right text-xs tabular-nums tablet:text-sm" data-market-table>
            <caption id="market-table-caption" className="mb-2 text-left font-semibold text-brand-900">
              {t("tableCaption", words)}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-1 text-left tablet:pr-2">
                  {t("year")}
                </th>
                <th scope="col" className="px-1 py-1 tablet:px-2">
                  {t("sales")}
                </th>
                <th scope="col" className="px-1 py-1 tablet:px-2">
                  {t("q1")}
                </th>
                <th scope="col" className="px-1 py-1 tablet:px-2">
                  {t("medianColumn")}
                </th>
                <th scope="col" className="py-1 pl-1 tablet:pl-2">
                  {t("q3")}
                </th>
              </tr>
            </thead>
            <tbody>
              {years.map((y) => (
                <tr key={y.year} className="border-t border-brand-100" data-year={y.year}>
                  <th scope="row" className="py-1 pr-1 text-left tablet:pr-2 font-normal">
                    {y.year}
                  </th>
                  <td className="px-1 py-1 tablet:px-2 whitespace-nowrap">{cell(y.sales, (n) => count.format(n))}</td>
                  <td className="px-1 py-1 tablet:px-2 whitespace-nowrap">{cell(y.q1, euro)}</td>
                  <td className="px-1 py-1 tablet:px-2 font-semibold whitespace-nowrap">{cell(y.median, euro)}</td>
                  <td className="py-1 pl-1 tablet:pl-2 whitespace-nowrap">{cell(y.q3, euro)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {gaps && <p className="mt-2 text-left text-sm text-slate-700">{t("gapsNote")}</p>}
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-700">{t("source", range)}</p>
    </div>
  );
}
