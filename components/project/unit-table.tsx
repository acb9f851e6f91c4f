"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import type { GalleryItem } from "@/components/media/gallery-item";
import { ScriptButton } from "@/components/layout/script-button";
import type { ProjectUnitRow } from "@/lib/types/project";
import { compareUnits, type UnitColumn as Column } from "./unit-order";
import { NotGiven, UnitRows } from "./unit-rows";

const GalleryLightbox = lazy(() => import("@/components/media/lightbox"));

const columns = {
  reference: "unit",
  floor: "floor",
  surface: "surface",
  bedrooms: "bedrooms",
  price: "price",
  status: "unitStatusLabel",
} as const satisfies Record<Column, string>;

const plansOf = (unit: ProjectUnitRow): GalleryItem[] =>
  unit.plans.map((plan) =>
    plan.isPdf ? { kind: "pdf", url: plan.url, alt: plan.title } : { kind: "image", url: plan.url, alt: plan.title },
  );

/**
 * The price list of a project's units, from a tablet up (a phone has UnitRows): sortable by each column, sold units greyed, plans in the lightbox, a
 * unit that is a listing of its own linked to its page. Prices and links come from the server (a price's
 * text is null when there is none to show), so the browser's number formatting cannot differ from it.
 */
export function UnitTable({
  project,
  units,
  prices,
  links,
}: {
  project: string;
  units: ProjectUnitRow[];
  prices: Array<string | null>;
  links: Array<string | null>;
}) {
  const t = useTranslations("Projects");
  const [sort, setSort] = useState<{ column: Column; descending: boolean }>({ column: "floor", descending: false });
  const [plans, setPlans] = useState<GalleryItem[] | null>(null);
  const compare = compareUnits(sort.column, sort.descending);
  const rows = units
    .map((unit, i) => ({ unit, price: prices[i] ?? null, link: links[i] ?? null }))
    .sort((a, b) => compare(a.unit, b.unit));
  return (
    <>
      <UnitRows project={project} rows={rows} onPlans={(unit) => setPlans(plansOf(unit))} />
      {/* Wider than a narrow tablet: the table scrolls in its own box, which the keyboard can scroll too. */}
      <div
        role="region"
        aria-label={`${t("priceList")}: ${project}`}
        tabIndex={0}
        className="hidden overflow-x-auto rounded-lg border border-brand-100 bg-white tablet:block"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{`${t("priceList")}: ${project}`}</caption>
          <thead className="bg-brand-50">
            <tr>
              {(Object.keys(columns) as Column[]).map((column) => (
                <th
                  key={column}
                  scope="col"
                  aria-sort={sort.column === column ? (sort.descending ? "descending" : "ascending") : "none"}
                  className="px-3 py-2"
                >
                  <ScriptButton
                    className="font-semibold text-brand-900 underline-offset-2 hover:underline"
                    aria-label={t("sortBy", { column: t(columns[column]) })}
                    onClick={() =>
                      setSort((s) => ({ column, descending: s.column === column ? !s.descending : false }))
                    }
                  >
                    {t(columns[column])}
                    <span aria-hidden="true">{sort.column === column ? (sort.descending ? " ▼" : " ▲") : ""}</span>
                  </ScriptButton>
                </th>
              ))}
              <th scope="col" className="px-3 py-2 font-semibold text-brand-900">
                {t("plans")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ unit, price, link }) => {
              const sold = unit.status === "SOLD";
              const notGiven = <NotGiven label={t("notGiven")} />;
              return (
                <tr
                  key={unit.id}
                  data-status={unit.status}
                  className={`border-t border-brand-100 ${sold ? "bg-slate-100 text-slate-600" : ""}`}
                >
                  <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                    {link ? (
                      <a href={link} className="text-brand-700 underline">
                        {unit.reference}
                      </a>
                    ) : (
                      unit.reference
                    )}
                  </th>
                  <td className="px-3 py-2">
                    {unit.floor === null ? notGiven : unit.floor === 0 ? t("groundFloor") : unit.floor}
                  </td>
                  <td className="px-3 py-2">{unit.surface === null ? notGiven : `${unit.surface} m²`}</td>
                  <td className="px-3 py-2">{unit.bedrooms ?? notGiven}</td>
                  {/* A sold lot shows its state, not its price (spec §9), as a sold listing does. */}
                  <td className="px-3 py-2 font-semibold whitespace-nowrap">
                    {sold ? <NotGiven label={t(`unitStatus.${unit.status}`)} /> : (price ?? notGiven)}
                  </td>
                  <td className="px-3 py-2">{t(`unitStatus.${unit.status}`)}</td>
                  <td className="px-3 py-2">
                    {unit.plans.length > 0 && (
                      <ScriptButton
                        className="text-brand-700 underline"
                        aria-label={t("viewPlans", { unit: unit.reference })}
                        onClick={() => setPlans(plansOf(unit))}
                      >
                        {t("plans")}
                      </ScriptButton>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {plans && (
        <Suspense fallback={null}>
          <GalleryLightbox items={plans} index={0} onClose={() => setPlans(null)} />
        </Suspense>
      )}
    </>
  );
}
