"use client";

import { useTranslations } from "next-intl";
import { Fragment } from "react";
import { ScriptButton } from "@/components/layout/script-button";
import type { ProjectUnitRow } from "@/lib/types/project";

/** A figure the unit's listing does not give: a dash to the eye, words to a screen reader. */
export function NotGiven({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </>
  );
}

export interface UnitLine {
  unit: ProjectUnitRow;
  price: string | null;
  link: string | null;
}

/**
 * The price list on a phone: each lot a short stacked row (code, floor, bedrooms, area; price and state), the
 * whole row leading to the lot's own listing when it has one. Below the tablet breakpoint only.
 */
export function UnitRows({
  project,
  rows,
  onPlans,
}: {
  project: string;
  rows: UnitLine[];
  onPlans: (unit: ProjectUnitRow) => void;
}) {
  const t = useTranslations("Projects");
  return (
    <ul
      aria-label={`${t("priceList")}: ${project}`}
      className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white tablet:hidden"
    >
      {rows.map(({ unit, price, link }) => {
        const sold = unit.status === "SOLD";
        const figures = [
          unit.floor === null ? null : unit.floor === 0 ? t("groundFloor") : `${t("floor")} ${unit.floor}`,
          unit.bedrooms === null ? null : t("lotBedrooms", { count: unit.bedrooms }),
          unit.surface === null ? null : `${unit.surface} m²`,
        ].filter((figure) => figure !== null);
        return (
          <li
            key={unit.id}
            data-status={unit.status}
            className={`relative flex items-start justify-between gap-3 px-3 py-2 text-sm ${sold ? "bg-slate-100 text-slate-600" : ""}`}
          >
            <div className="min-w-0">
              <div className="flex items-baseline gap-3">
                <p data-lot className="font-semibold whitespace-nowrap">
                  {link ? (
                    // The link covers its row, so a thumb may tap anywhere on the lot.
                    <a href={link} className="text-brand-700 underline after:absolute after:inset-0">
                      {unit.reference}
                    </a>
                  ) : (
                    unit.reference
                  )}
                </p>
                {unit.plans.length > 0 && (
                  <ScriptButton
                    className="relative z-10 text-brand-700 underline"
                    onClick={() => onPlans(unit)}
                    aria-label={t("viewPlans", { unit: unit.reference })}
                  >
                    {t("plans")}
                  </ScriptButton>
                )}
              </div>
              {figures.length > 0 && (
                <p>
                  {figures.map((figure, i) => (
                    // A figure and its unit stay together; the line breaks between figures only.
                    <Fragment key={figure}>
                      {i > 0 && " · "}
                      <span className="whitespace-nowrap">{figure}</span>
                    </Fragment>
                  ))}
                </p>
              )}
            </div>
            {/* A sold lot shows its state, not its price (spec §9), as a sold listing does. */}
            <div className="shrink-0 text-right">
              {!sold && <p className="font-semibold">{price ?? <NotGiven label={t("notGiven")} />}</p>}
              <p>{t(`unitStatus.${unit.status}`)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
