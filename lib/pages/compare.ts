import "server-only";
import { getTranslations } from "next-intl/server";
import { getPropertyDetail } from "@/lib/db/properties";
import { isForSale } from "@/lib/domain";
import { bestOf } from "@/lib/favourites/compare";
import { buildPath } from "@/lib/i18n/build-path";
import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import { marketContextOf, type MarketContext } from "@/lib/market/context";
import { epcDisplay, epcRegion, labelText } from "@/lib/property/energy";
import {
  comparablePrice,
  displayPrice,
  formatEuro,
  formatNumber,
  formatPricePerM2,
  MARQUEE_IGNORE,
  pricePerM2,
} from "@/lib/rules";
import {
  deliveryYear,
  energyScalesDiffer,
  estimatedTotal,
  isHome,
  mixedGoals,
  purchaseCostsOf,
  rankedConstructionYears,
  rankedEnergy,
  rankedLivingAreas,
  rankedPrices,
  rankedPricesPerM2,
  rankedTotals,
} from "@/lib/rules/compare";
import type { PropertyDetail } from "@/lib/types/property";
import type messages from "@/messages/en.json";

// The compare page's table: one column per property, one row per figure, a row's best value marked only
// where its values can be ranked (lib/rules/compare.ts), each mark explained under the table.

export interface CompareColumn {
  id: number;
  title: string;
  href: string | null;
  reference: string;
}

export interface CompareRow {
  label: string;
  /** What "best" means in this row, for the legend and for screen readers; null when nothing is marked. */
  why: string | null;
  cells: { text: string; best: boolean }[];
}

type Better = "low" | "high";
type RankedKey = keyof typeof messages.Favourites.compare.why;

/** The properties in the order asked; null when one is unknown. */
export async function loadCompared(ids: readonly number[], locale: Locale): Promise<PropertyDetail[] | null> {
  const found = await Promise.all(ids.map((id) => getPropertyDetail(id, locale)));
  return found.every((p) => p !== null) ? (found as PropertyDetail[]) : null;
}

/** Sales and rentals chosen together: a link to compare each kind apart (or to its page when it is alone). */
export function separateComparisons(properties: PropertyDetail[], locale: Locale) {
  const mix = mixedGoals(properties);
  if (!mix) return null;
  const link = (positions: number[]) => {
    const chosen = positions.map((i) => properties[i]!);
    const href =
      chosen.length === 1
        ? propertyPath(chosen[0]!, locale)
        : `${buildPath("/compare", locale)}?${new URLSearchParams({ ids: chosen.map((p) => p.id).join(",") })}`;
    return { count: chosen.length, href };
  };
  return { sales: link(mix.sales), rentals: link(mix.rentals) };
}

export async function compareTable(properties: PropertyDetail[], locale: Locale, currentYear: number) {
  const [t, tp, markets] = await Promise.all([
    getTranslations({ locale, namespace: "Favourites.compare" }),
    getTranslations({ locale, namespace: "Property" }),
    Promise.all(properties.map((p) => marketContextOf(p, locale))),
  ]);
  const none = "—";
  const viagerText = t("viagerNotApplicable");
  const euro = (n: number) => formatEuro(n, locale);
  const area = (n: number) => t("area", { value: formatNumber(Math.round(n), locale) });
  const forSale = properties.some((p) => isForSale(p.goal));

  const cells = (shown: (p: PropertyDetail) => string | null, best: boolean[]) =>
    properties.map((p, i) => ({ text: shown(p) ?? none, best: best[i]! }));
  /** A row showing `shown`, its best marked among `ranked` (null values do not compete). */
  const row = (
    key: RankedKey,
    shown: (p: PropertyDetail) => string | null,
    ranked: (number | null)[],
    better: Better,
  ): CompareRow => {
    const best = bestOf(ranked, better);
    const why = best.some(Boolean) ? t(`why.${key}`, { kind: forSale ? "sale" : "rent" }) : null;
    return { label: t(`rows.${key}`), why, cells: cells(shown, best) };
  };
  const count = (n: number | null) => (n === null ? null : String(n));
  const outdoor = (has: boolean | null, size: number | null) =>
    size ? area(size) : has === true ? t("yes") : has === false ? t("no") : null;
  const outdoorSize = (has: boolean | null, size: number | null) => size ?? (has === null ? null : 0);
  const viagerOr = (p: PropertyDetail, text: () => string | null) => (p.priceTerms.viager ? viagerText : text());

  const energy = (p: PropertyDetail) => {
    const value = p.energy.epcTotal;
    if (value === null) return null;
    const epc = epcDisplay(p);
    const label =
      epc?.kind === "scale"
        ? tp("epc", { label: labelText(epc.label), region: epc.region })
        : epc?.kind === "text"
          ? epc.text
          : null;
    const kwh = t("kwh", { value: formatNumber(value, locale) });
    if (!label) return kwh;
    return t("energy", { label, kwh, region: epc?.kind === "scale" ? epcRegion(p.zip) : "other" });
  };
  const surface = (p: PropertyDetail) => {
    const size = p.surfaces.livingArea;
    if (size === null) return null;
    return isHome(p.typeWebId) ? area(size) : t("floorArea", { area: area(size), type: p.typeName });
  };
  const year = (p: PropertyDetail) => {
    const built = p.construction.constructionYear;
    const delivery = deliveryYear(built, currentYear);
    return delivery !== null ? t("delivery", { year: String(delivery) }) : count(built);
  };

  const rows: CompareRow[] = [
    row("price", (p) => displayPrice({ ...p, marquee: null }, locale, MARQUEE_IGNORE), rankedPrices(properties), "low"),
    row(
      "pricePerM2",
      (p) =>
        viagerOr(p, () => {
          const perM2 = isHome(p.typeWebId) ? pricePerM2(comparablePrice(p), p.surfaces.livingArea) : null;
          return perM2 === null ? null : formatPricePerM2(perM2, p.goal, locale);
        }),
      rankedPricesPerM2(properties),
      "low",
    ),
    ...(forSale
      ? [
          {
            label: t("rows.purchaseCosts"),
            why: null,
            cells: cells(
              (p) => viagerOr(p, () => map(purchaseCostsOf(p), euro)),
              properties.map(() => false),
            ),
          },
          row("totalCost", (p) => viagerOr(p, () => map(estimatedTotal(p), euro)), rankedTotals(properties), "low"),
          // Where each price stands in its own municipality: a position, never a ranking between the properties.
          { label: t("market.row"), why: null, cells: markets.map((m) => ({ text: marketCell(m, t), best: false })) },
        ]
      : [
          row(
            "charges",
            (p) => map(p.prices.chargesRenter, euro),
            properties.map((p) => p.prices.chargesRenter),
            "low",
          ),
        ]),
    row("epc", energy, rankedEnergy(properties), "low"),
    row("livingArea", surface, rankedLivingAreas(properties), "high"),
    row(
      "plot",
      (p) => map(p.surfaces.plotArea ?? p.surfaces.groundArea, area),
      properties.map((p) => p.surfaces.plotArea ?? p.surfaces.groundArea),
      "high",
    ),
    row(
      "bedrooms",
      (p) => count(p.rooms.bedrooms),
      properties.map((p) => p.rooms.bedrooms),
      "high",
    ),
    row(
      "bathrooms",
      (p) => count(p.rooms.bathrooms),
      properties.map((p) => p.rooms.bathrooms),
      "high",
    ),
    row(
      "garden",
      (p) => outdoor(p.equipment.hasGarden, p.surfaces.gardenArea),
      properties.map((p) => outdoorSize(p.equipment.hasGarden, p.surfaces.gardenArea)),
      "high",
    ),
    row(
      "terrace",
      (p) => outdoor(p.equipment.hasTerrace, p.surfaces.terraceArea),
      properties.map((p) => outdoorSize(p.equipment.hasTerrace, p.surfaces.terraceArea)),
      "high",
    ),
    row("constructionYear", year, rankedConstructionYears(properties, currentYear), "high"),
  ];
  const columns: CompareColumn[] = properties.map((p) => ({
    id: p.id,
    title: p.title,
    reference: p.reference,
    href: p.status === "WITHDRAWN" ? null : propertyPath(p, locale),
  }));
  const notes = [
    ...(energyScalesDiffer(properties) ? [t("energyScalesDiffer")] : []),
    ...(properties.some((p) => p.priceTerms.viager) ? [t("viagerNote")] : []),
    ...(forSale ? [t("costsNote")] : []),
    ...(markets.some((m) => m.shown) ? [t("market.note")] : []),
  ];
  return { columns, rows, notes };
}

/** "Between the median and the 3rd quartile (Ixelles, 2024)", or a dash and why no figures apply. */
function marketCell(m: MarketContext, t: Awaited<ReturnType<typeof getTranslations<"Favourites.compare">>>) {
  if (!m.shown) return t(`market.none.${m.reason}`);
  const where = { municipality: m.municipality, year: String(m.figures.year) };
  return "band" in m.price
    ? t("market.cell", { ...where, band: t(`market.band.${m.price.band}`) })
    : t("market.unplaced", where);
}

const map = <T>(value: T | null, show: (v: T) => string) => (value === null ? null : show(value));
