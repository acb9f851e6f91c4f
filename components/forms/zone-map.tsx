"use client";

import { useTranslations } from "next-intl";
import type { Province } from "@/lib/rules/province";
import { Message, useField } from "./use-field";

// The demand register's zones (spec §1: regions chosen on a map of Belgium): the provinces laid out as
// on the map, each a tile that is a checkbox, coloured by region, with the three regions above. A long name
// ("Wallonisch-Brabant") breaks inside its tile on a phone rather than widening the page.

type Tile = { key: Province; region: "flanders" | "wallonia" | "brussels"; col: string; row: string };

const tiles: Tile[] = [
  { key: "west_flanders", region: "flanders", col: "1", row: "1" },
  { key: "east_flanders", region: "flanders", col: "2", row: "1" },
  { key: "antwerp", region: "flanders", col: "3", row: "1" },
  { key: "limburg", region: "flanders", col: "4", row: "1 / span 2" },
  { key: "brussels", region: "brussels", col: "2", row: "2" },
  { key: "flemish_brabant", region: "flanders", col: "3", row: "2" },
  { key: "hainaut", region: "wallonia", col: "1 / span 2", row: "3" },
  { key: "walloon_brabant", region: "wallonia", col: "3", row: "3" },
  { key: "liege", region: "wallonia", col: "4", row: "3" },
  { key: "namur", region: "wallonia", col: "2 / span 2", row: "4" },
  { key: "luxembourg", region: "wallonia", col: "4", row: "4" },
];

const colour = {
  flanders: "bg-amber-100 border-amber-700",
  wallonia: "bg-rose-100 border-rose-800",
  brussels: "bg-sky-100 border-sky-800",
} as const;

export function ZoneMap() {
  const t = useTranslations("StandingSearch");
  const { register, id, message, errorId } = useField("regions", t("zones"));
  return (
    <div>
      <p className="text-sm text-slate-700">{t("mapHint")}</p>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {(["flanders", "wallonia", "brussels"] as const).map((region, i) => (
          <label key={region} className="flex items-center gap-2 font-medium">
            {/* The first box carries the field's id: the summary of errors links to it. */}
            <input
              type="checkbox"
              value={region}
              id={i === 0 ? id : undefined}
              className="h-5 w-5"
              {...register("regions")}
            />
            {t(`regionNames.${region}`)}
          </label>
        ))}
      </div>
      <div role="group" aria-label={t("mapLabel")} className="mt-3 grid max-w-xl grid-cols-4 gap-1.5">
        {tiles.map((tile) => (
          <label
            key={tile.key}
            style={{ gridColumn: tile.col, gridRow: tile.row }}
            className={`flex min-h-16 min-w-0 cursor-pointer items-start gap-2 rounded border-2 p-2 text-sm font-medium hyphens-auto wrap-anywhere has-[:checked]:ring-4 has-[:checked]:ring-brand-700 ${colour[tile.region]}`}
          >
            <input type="checkbox" value={tile.key} className="mt-0.5 h-4 w-4" {...register("regions")} />
            {t(`provinces.${tile.key}`)}
          </label>
        ))}
      </div>
      <Message id={errorId} message={message} />
    </div>
  );
}
