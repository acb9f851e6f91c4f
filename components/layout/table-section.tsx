import type { ReactNode } from "react";

/** A titled section with a table of rows (scrolling in its own box when wider than the screen), or its empty-state message. */
export function TableSection({
  id,
  title,
  columns,
  rows,
  empty,
  intro,
}: {
  id: string;
  title: string;
  columns: string[];
  rows: ReactNode[][];
  empty: string;
  intro?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10" data-section={id}>
      <h2 id={id} className="text-xl font-semibold text-brand-900">
        {title}
      </h2>
      {intro}
      {rows.length === 0 ? (
        <p className="mt-3 text-slate-700" data-empty>
          {empty}
        </p>
      ) : (
        <div
          className="mt-3 overflow-x-auto rounded-lg border border-brand-100 bg-white"
          tabIndex={0}
          role="region"
          aria-labelledby={id}
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-brand-50">
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, i) => (
                <tr key={i} className="border-t border-brand-100 align-top">
                  {cells.map((cell, j) => (
                    <td key={j} className="px-3 py-2">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
