import type { Goal } from "@/lib/domain/goal";
import { epcClasses, type EpcClass } from "@/lib/rules/energy";
import type { BBox } from "@/lib/domain/area";
import type { SearchParams } from "@/lib/domain/search-params";

// Each distinct search is a page in the cache: a typed value is rounded to a step the search form offers,
// so anyone typing prices one euro apart asks for the same few pages. A minimum rounds down and a maximum
// up, so the rounded search still holds everything the visitor asked for.

/** The steps of the search form's number fields (components/search/search-form.tsx). */
export const formSteps = {
  price: { sale: 5000, rent: 50 },
  minLivingArea: 5,
  minPlotArea: 50,
  pricePerM2: { sale: 100, rent: 1 },
} as const;

const down = (value: number | undefined, step: number) =>
  value === undefined ? undefined : Math.floor(value / step) * step || undefined;
const up = (value: number | undefined, step: number) =>
  value === undefined ? undefined : Math.ceil(value / step) * step;

// Map areas snap outward to a grid whose cell is about a quarter of the area's larger side, a power of two
// of 0.00001° (the precision of an area in an address, so a snapped area snaps to itself): two nearby views
// at one zoom share a grid and an answer, and nothing in view is left out. The cell stays within the map's
// zoom levels: from about 18 (a street) down to the whole world.
const UNITS = 100_000;
const MIN_CELL_LOG2 = 5;
const MAX_CELL_LOG2 = 22;

/** A map area grown to the grid of its own size (its zoom), so that nearby areas share one cache entry. */
export function snapArea(area: BBox): BBox {
  const [south, west, north, east] = area.map((degrees) => Math.round(degrees * UNITS));
  const span = Math.max(north! - south!, east! - west!, 1);
  const level = Math.min(MAX_CELL_LOG2, Math.max(MIN_CELL_LOG2, Math.floor(Math.log2(span)) - 2));
  const cell = 2 ** level;
  const snap = (units: number, round: (n: number) => number, limit: number) =>
    Math.min(limit, Math.max(-limit, (round(units / cell) * cell) / UNITS));
  return [
    snap(south!, Math.floor, 90),
    snap(west!, Math.floor, 180),
    snap(north!, Math.ceil, 90),
    snap(east!, Math.ceil, 180),
  ];
}

/** An EPC range chosen the wrong way round (from G to B) means the same as from B to G. */
function epcRange(epcMin: EpcClass | undefined, epcMax: EpcClass | undefined) {
  const reversed = epcMin && epcMax && epcClasses.indexOf(epcMin) > epcClasses.indexOf(epcMax);
  return reversed ? { epcMin: epcMax, epcMax: epcMin } : { epcMin, epcMax };
}

/** The search as the form could have asked it: prices and surfaces on the form's steps, the area on its grid. */
export function normalizeSearch(goal: Goal, params: SearchParams): SearchParams {
  const price = formSteps.price[goal];
  return {
    ...params,
    minPrice: down(params.minPrice, price),
    maxPrice: up(params.maxPrice, price),
    minLivingArea: down(params.minLivingArea, formSteps.minLivingArea),
    minPlotArea: down(params.minPlotArea, formSteps.minPlotArea),
    minPricePerM2: down(params.minPricePerM2, formSteps.pricePerM2[goal]),
    maxPricePerM2: up(params.maxPricePerM2, formSteps.pricePerM2[goal]),
    ...epcRange(params.epcMin, params.epcMax),
    bbox: params.bbox && snapArea(params.bbox),
  };
}
