import "server-only";
import { getTranslations } from "next-intl/server";
import { getPropertyDetail } from "@/lib/db/properties";
import { COUNTRY_BELGIUM, isForSale } from "@/lib/domain";
import { bestOf } from "@/lib/favourites/compare";
import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import { epcDisplay, labelText } from "@/lib/property/energy";
import {
  comparablePrice,
  displayPrice,
  formatEuro,
  formatNumber,
  formatPricePerM2,
  MARQUEE_IGNORE,
  pricePerM2,
  regionOfZip,
} from "@/lib/rules";
import { purchaseCosts } from "@/lib/rules/purchase-costs";
import type { PropertyDetail } from "@/lib/types/property";

// The compare page's table: one column per property, one row per figure, each row's best value marked.

export interface CompareColumn {
  id: number;
  title: string;
  href: string | null;
  reference: string;
}

export interface CompareRow {
  label: string;
  cells: { text: string; best: boolean }[];
}

type Better = "low" | "high";

/** The properties in the order asked; null when one is unknown. */
export async function loadCompared(ids: readonly number[], locale: Locale): Promise<PropertyDetail[] | null> {
  const found = await Promise.all(ids.map((id) => getPropertyDetail(id, locale)));
  return found.every((p) => p !== null) ? (found as PropertyDetail[]) : null;
}

export async function compareTable(properties: PropertyDetail[], locale: Locale) {
  const t = await getTranslations({ locale, namespace: "Favourites.compare" });
  const none = "—";
  const euro = (n: number) => formatEuro(n, locale);
  const area = (n: number) => t("area", { value: formatNumber(Math.round(n), locale) });
  // What is paid, as one amount: none for a viager, whose price is an estimated value (lib/rules/asking-price.ts).
  const price = (p: PropertyDetail) => comparablePrice(p);
  // Prices are compared between properties of one goal only: a rent is not cheaper than a sale.
  const oneGoal = properties.every((p) => isForSale(p.goal) === isForSale(properties[0]!.goal));
  const sales = properties.filter((p) => isForSale(p.goal));
  const rentals = properties.filter((p) => !isForSale(p.goal));

  const row = (
    label: string,
    value: (p: PropertyDetail) => number | null,
    show: (n: number, p: PropertyDetail) => string,
    better: Better | null,
  ): CompareRow => {
    const values = properties.map(value);
    const best = better ? bestOf(values, better) : values.map(() => false);
    return {
      label,
      cells: properties.map((p, i) => ({ text: values[i] === null ? none : show(values[i]!, p), best: best[i]! })),
    };
  };
  const outdoor = (has: boolean | null, size: number | null) =>
    size ? area(size) : has === true ? t("yes") : has === false ? t("no") : none;
  const costs = (p: PropertyDetail) => {
    const region = p.address.countryId === COUNTRY_BELGIUM ? regionOfZip(p.zip) : null;
    const amount = price(p);
    if (!isForSale(p.goal) || !region || !amount) return null;
    const newBuild = p.construction.isNewBuild ? { landShare: 0.3 } : undefined;
    return Math.round(purchaseCosts({ price: amount, region, onlyOwnHome: true, newBuild }).total);
  };

  const priceBest = bestOf(properties.map(price), "low");
  const rows: CompareRow[] = [
    {
      label: t("price"),
      cells: properties.map((p, i) => ({
        text: displayPrice({ ...p, marquee: null }, locale, MARQUEE_IGNORE),
        best: oneGoal && priceBest[i]!,
      })),
    },
    row(
      t("pricePerM2"),
      (p) => (oneGoal ? pricePerM2(price(p), p.surfaces.livingArea) : null),
      (n, p) => formatPricePerM2(n, p.goal, locale),
      "low",
    ),
    row(
      t("epc"),
      (p) => p.energy.epcTotal,
      (n, p) => {
        const epc = epcDisplay(p);
        const label = epc?.kind === "scale" ? labelText(epc.label) : (epc?.text ?? null);
        const kwh = t("kwh", { value: formatNumber(n, locale) });
        return label ? `${label} · ${kwh}` : kwh;
      },
      "low",
    ),
    row(t("livingArea"), (p) => p.surfaces.livingArea, area, "high"),
    row(t("plot"), (p) => p.surfaces.plotArea ?? p.surfaces.groundArea, area, "high"),
    row(
      t("bedrooms"),
      (p) => p.rooms.bedrooms,
      (n) => String(n),
      "high",
    ),
    row(
      t("bathrooms"),
      (p) => p.rooms.bathrooms,
      (n) => String(n),
      "high",
    ),
    row(
      t("garden"),
      (p) => p.surfaces.gardenArea ?? (p.equipment.hasGarden === null ? null : 0),
      (_, p) => outdoor(p.equipment.hasGarden, p.surfaces.gardenArea),
      "high",
    ),
    row(
      t("terrace"),
      (p) => p.surfaces.terraceArea ?? (p.equipment.hasTerrace === null ? null : 0),
      (_, p) => outdoor(p.equipment.hasTerrace, p.surfaces.terraceArea),
      "high",
    ),
    row(
      t("constructionYear"),
      (p) => p.construction.constructionYear,
      (n) => String(n),
      "high",
    ),
    ...(sales.length > 0 ? [row(t("purchaseCosts"), costs, euro, "low")] : []),
    ...(rentals.length > 0
      ? [
          row(t("monthlyRent"), (p) => (isForSale(p.goal) ? null : (p.prices.monthlyRent ?? price(p))), euro, "low"),
          row(t("charges"), (p) => (isForSale(p.goal) ? null : p.prices.chargesRenter), euro, "low"),
        ]
      : []),
  ];
  const columns: CompareColumn[] = properties.map((p) => ({
    id: p.id,
    title: p.title,
    reference: p.reference,
    href: p.status === "WITHDRAWN" ? null : propertyPath(p, locale),
  }));
  return { columns, rows, hasSales: sales.length > 0 };
}
