import { getTranslations } from "next-intl/server";
import type { compareTable, CompareRow } from "@/lib/pages/compare";

/**
 * The comparison as a table: a column per property, its best values marked in words, each mark explained
 * under the table and, for screen readers, in its cell. On a phone it scrolls sideways in its own box
 * (reachable by keyboard) with the row names kept in view.
 */
export async function CompareTable({ table }: { table: Awaited<ReturnType<typeof compareTable>> }) {
  const t = await getTranslations("Favourites.compare");
  const ranked = table.rows.filter((row): row is CompareRow & { why: string } => row.why !== null);
  return (
    <>
      <div
        role="region"
        aria-labelledby="compare-caption"
        tabIndex={0}
        className="mt-6 max-w-full overflow-x-auto rounded border border-brand-100 print:overflow-visible"
        data-compare
      >
        <table className="compare-table">
          <caption id="compare-caption" className="sr-only">
            {t("caption")}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("property")}</th>
              {table.columns.map((column) => (
                <th scope="col" key={column.id}>
                  {column.href ? (
                    <a href={column.href} className="underline">
                      {column.title}
                    </a>
                  ) : (
                    column.title
                  )}
                  <span className="block text-sm font-normal text-slate-700">{column.reference}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, i) => (
                  <td key={table.columns[i]!.id} data-best={cell.best || undefined}>
                    {cell.text}
                    {cell.best && (
                      <strong className="compare-best">
                        {t("best")}
                        <span className="sr-only"> ({row.why})</span>
                      </strong>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ranked.length > 0 && (
        <section aria-labelledby="compare-legend" className="mt-3 max-w-3xl text-sm text-slate-700">
          <h2 id="compare-legend" className="font-semibold">
            {t("legend")}
          </h2>
          <ul className="list-disc pl-5">
            {ranked.map((row) => (
              <li key={row.label}>{t("legendItem", { row: row.label, why: row.why })}</li>
            ))}
          </ul>
        </section>
      )}
      {table.notes.map((note) => (
        <p key={note} className="mt-3 max-w-3xl text-sm text-slate-700">
          {note}
        </p>
      ))}
    </>
  );
}
