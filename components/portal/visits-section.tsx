import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { DayCount } from "@/lib/rules/calendar";
import { formatDate, formatShortDate } from "@/lib/rules/date";
import { VisitsChart } from "./visits-chart";

/** The 30-day chart (a picture, hidden from screen readers) and the same figures as a table, for everyone. */
export async function VisitsSection({
  series,
  locale,
  exportHref,
}: {
  series: DayCount[];
  locale: Locale;
  exportHref: string;
}) {
  const t = await getTranslations({ locale, namespace: "OwnerPortal" });
  const points = series.map((d) => ({ label: formatShortDate(d.day), views: d.views }));
  return (
    <section aria-labelledby="chart-title" className="mt-10">
      <h2 id="chart-title" className="text-xl font-semibold text-brand-900">
        {t("chartTitle")}
      </h2>
      <div className="mt-4 rounded-lg border border-brand-100 bg-white p-4">
        <VisitsChart points={points} seriesName={t("views")} />
        {/* Focusable, so the scrolled table can be read with the keyboard too. */}
        <div
          className="mt-4 max-h-64 overflow-y-auto"
          tabIndex={0}
          role="region"
          aria-labelledby="visits-table-caption"
        >
          <table className="w-full text-left text-sm" data-visits-table>
            <caption id="visits-table-caption" className="mb-2 text-left font-semibold text-brand-900">
              {t("chartTable")}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="py-1">
                  {t("day")}
                </th>
                <th scope="col" className="py-1">
                  {t("views")}
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((d) => (
                <tr key={d.day} className="border-t border-brand-100">
                  <th scope="row" className="py-1 font-normal">
                    <time dateTime={d.day}>{formatDate(d.day)}</time>
                  </th>
                  <td>{d.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <p className="mt-3">
        <a href={exportHref} className="font-semibold text-brand-700 underline" download>
          {t("export")}
        </a>
      </p>
    </section>
  );
}
