import { z } from "zod";
import type { PropertyCriteria } from "@/lib/domain/criteria";
import type { QueryParams } from "@/lib/i18n/page-props";
import { epcClasses } from "@/lib/rules/energy";
import type { BBox } from "./area";
import { canonicalPolygon } from "@/lib/rules/polygon";

// What a search can ask for (spec §1), read from the URL. Every value that makes no sense falls back
// to its default, so a bookmarked or hand-edited address never shows an error page.

/** A map area in the URL (bbox=) or the map API (area=): south, west, north, east. */
export const bboxSchema = z
  .string()
  .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/)
  .transform((s) => s.split(",").map(Number) as BBox)
  .refine(
    ([south, west, north, east]) => south < north && west < east && Math.abs(south) <= 90 && Math.abs(north) <= 90,
  );

export const sorts = ["date", "price-asc", "price-desc", "type", "city", "m2-price-asc"] as const;
export const regions = ["brussels", "flanders", "wallonia"] as const;
export const PAGE_SIZE = 24;
/** The most communes one search can choose. */
export const MAX_TOWNS = 30;
/** Parameters a form may send more than once (a checkbox list): their values are joined by commas. */
const listParams = new Set(["towns"]);

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => s || undefined)
    .optional()
    .catch(undefined);
const whole = (max: number) => z.coerce.number().int().min(0).max(max).optional().catch(undefined);
const flag = z
  .enum(["1", "true", "on"])
  .transform(() => true as const)
  .optional()
  .catch(undefined);

export const searchSchema = z.object({
  q: text(80),
  type: z.coerce.number().int().positive().max(100_000).optional().catch(undefined),
  minPrice: whole(100_000_000),
  maxPrice: whole(100_000_000),
  minBedrooms: whole(20),
  minBathrooms: whole(20),
  minLivingArea: whole(100_000),
  minPlotArea: whole(10_000_000),
  parking: flag,
  terrace: flag,
  garden: flag,
  lift: flag,
  furnished: flag,
  newBuild: flag,
  viager: flag,
  // An EPC range from its best to its worst class (by letter alone, lib/rules/energy.ts); epcMax=c alone is
  // the former "C or better" filter, so old addresses keep their meaning.
  epcMin: z.enum(epcClasses).optional().catch(undefined),
  epcMax: z.enum(epcClasses).optional().catch(undefined),
  minPricePerM2: whole(1_000_000),
  maxPricePerM2: whole(1_000_000),
  region: z.enum(regions).optional().catch(undefined),
  bbox: bboxSchema.optional().catch(undefined),
  // An area drawn on the map (lib/rules/polygon.ts), kept in its one normalised text.
  polygon: z
    .string()
    .transform((s, ctx) => canonicalPolygon(s) ?? (ctx.addIssue({ code: "custom", message: "no area" }), z.NEVER))
    .optional()
    .catch(undefined),
  // Communes chosen from the list (town slugs), sorted and without repeats: "anderlecht,ixelles".
  towns: z
    .string()
    .transform((s) => [...new Set(s.split(",").filter((slug) => /^[a-z0-9-]{1,60}$/.test(slug)))].sort())
    .refine((slugs) => slugs.length > 0 && slugs.length <= MAX_TOWNS)
    .transform((slugs) => slugs.join(","))
    .optional()
    .catch(undefined),
  sort: z.enum(sorts).catch("date").default("date"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  view: z.enum(["list", "map"]).catch("list").default("list"),
  // The filters the alerts share keep their names and meaning (the goal comes from the route).
}) satisfies z.ZodType<Omit<PropertyCriteria, "goal">>;

export type SearchParams = z.infer<typeof searchSchema>;

/** Reads the URL's search parameters; the first value wins when one is repeated. */
export function parseSearchParams(raw: QueryParams): SearchParams {
  // A plain GET form sends its empty fields too: an empty value means "not set" (not 0).
  const first = Object.fromEntries(
    Object.entries(raw)
      .map(([k, v]) => [k, Array.isArray(v) ? (listParams.has(k) ? v.join(",") : v[0]) : v])
      .filter(([, v]) => v !== undefined && v !== ""),
  );
  return searchSchema.parse(first);
}

const defaults = searchSchema.parse({});

/** The query string of a search, without defaults, in a stable order (for links and cache keys). */
export function searchQueryString(params: Partial<SearchParams>): string {
  const out = new URLSearchParams();
  for (const key of Object.keys(searchSchema.shape) as (keyof SearchParams)[]) {
    const value = params[key];
    if (value === undefined || value === defaults[key]) continue;
    out.set(
      key,
      value === true ? "1" : Array.isArray(value) ? value.map((n) => +n.toFixed(5)).join(",") : String(value),
    );
  }
  const s = out.toString();
  return s ? `?${s}` : "";
}

/** How a search is shown (its order, page and view): not a filter. */
export const presentation = new Set<keyof SearchParams>(["sort", "page", "view"]);

/** How many filters a search sets (a price range's two ends count as two; a map area as one). */
export function countActiveFilters(p: SearchParams): number {
  return (Object.keys(searchSchema.shape) as (keyof SearchParams)[]).filter(
    (key) => !presentation.has(key) && p[key] !== undefined,
  ).length;
}

/** A search for a property's reference (ATR-2001, atr2001), which leads straight to that property. */
export const looksLikeReference = (q: string | undefined): q is string =>
  Boolean(q && /^[a-z]{2,6}-?\d{1,7}$/i.test(q));

/** Whether any of the advanced filters is set (the advanced panel then opens by itself). */
export function hasAdvancedFilters(p: SearchParams): boolean {
  return [
    p.minBedrooms,
    p.minBathrooms,
    p.minLivingArea,
    p.minPlotArea,
    p.parking,
    p.terrace,
    p.garden,
    p.lift,
    p.furnished,
    p.newBuild,
    p.viager,
    p.epcMin,
    p.epcMax,
    p.minPricePerM2,
    p.maxPricePerM2,
    p.region,
  ].some((v) => v !== undefined);
}
