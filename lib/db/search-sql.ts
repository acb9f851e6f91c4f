import { Prisma } from "@/lib/generated/prisma/client";
import { epcLabelsInRange, regionZipRanges, slugify } from "@/lib/rules";
import { GOAL_CODE, type Goal } from "@/lib/domain/goal";
import type { BBox } from "@/lib/domain/area";
import type { SearchParams } from "@/lib/domain/search-params";
import { decodePolygon, ringBounds, ringToSqlPolygon } from "@/lib/rules/polygon";

// The WHERE and ORDER BY of a property search as SQL fragments over "Property" p. Each supported
// sort matches an index that starts with (goal, listingRank), so a page is read in order, never sorted.

const sqlJoin = (parts: Prisma.Sql[], separator: string) => Prisma.join(parts, separator, "(", ")");

export function zipRangesOf(region: SearchParams["region"]): [string, string][] {
  return regionZipRanges.filter(([, , r]) => r === region).map(([from, to]) => [String(from), String(to)]);
}

export interface WhereOptions {
  goal: Goal;
  /** The chosen type and its sub-types (a category of the tree includes its children). */
  categoryIds?: number[];
  /** Show sold and rented properties (last in order), the default. */
  showClosed: boolean;
  bbox?: BBox;
}

export function buildWhere(params: SearchParams, options: WhereOptions): Prisma.Sql {
  const c: Prisma.Sql[] = [
    Prisma.sql`p."goal" = ${GOAL_CODE[options.goal]}`,
    // listingRank: 0 shown first, 1 sold or rented (last), 2 withdrawn (never); kept by a trigger.
    options.showClosed ? Prisma.sql`p."listingRank" <= 1` : Prisma.sql`p."listingRank" = 0`,
  ];
  const q = params.q;
  const places: Prisma.Sql[] = [];
  if (q && /^\d{4}$/.test(q)) places.push(Prisma.sql`p."zip" = ${q}`);
  else if (q) {
    // A range over the slug, never a pattern: "%" or "_" is no wildcard, and text with no letter or
    // digit names no place, so it finds nothing rather than everything.
    const slug = slugify(q);
    places.push(slug ? Prisma.sql`p."citySlug" >= ${slug} AND p."citySlug" < ${`${slug}~`}` : Prisma.sql`FALSE`);
  }
  // Communes chosen from the list add to the place typed: either one matches.
  if (params.towns) places.push(Prisma.sql`p."citySlug" IN (${Prisma.join(params.towns.split(","))})`);
  if (places.length) c.push(sqlJoin(places, " OR "));
  if (options.categoryIds?.length) c.push(Prisma.sql`p."categoryId" IN (${Prisma.join(options.categoryIds)})`);
  if (params.minPrice !== undefined) c.push(Prisma.sql`p."price" >= ${params.minPrice}`);
  if (params.maxPrice !== undefined) c.push(Prisma.sql`p."price" <= ${params.maxPrice}`);
  if (params.minBedrooms) c.push(Prisma.sql`p."bedrooms" >= ${params.minBedrooms}`);
  if (params.minBathrooms) c.push(Prisma.sql`p."bathrooms" >= ${params.minBathrooms}`);
  if (params.minLivingArea) c.push(Prisma.sql`p."livingArea" >= ${params.minLivingArea}`);
  if (params.minPlotArea) c.push(Prisma.sql`p."plotArea" >= ${params.minPlotArea}`);
  // The same meaning as hasParkingSpace in lib/domain/criteria.ts, which the alerts use.
  if (params.parking) c.push(Prisma.sql`(p."hasGarage" OR p."hasParking" OR p."garages" > 0 OR p."parkings" > 0)`);
  if (params.terrace) c.push(Prisma.sql`p."hasTerrace" = true`);
  if (params.garden) c.push(Prisma.sql`p."hasGarden" = true`);
  if (params.lift) c.push(Prisma.sql`p."hasLift" = true`);
  if (params.furnished && options.goal === "rent") c.push(Prisma.sql`p."isFurnished" = true`);
  if (params.newBuild) c.push(Prisma.sql`p."isNewBuild" = true`);
  if (params.viager) c.push(Prisma.sql`p."viagerType" IS NOT NULL`);
  // By the letter alone, as the alerts' epcInRange: the band keys of the three scales that fall in the range.
  if (params.epcMin || params.epcMax) {
    c.push(Prisma.sql`p."epcLabel" IN (${Prisma.join(epcLabelsInRange(params.epcMin, params.epcMax))})`);
  }
  // pricePerM2 is null unless the price is published (a trigger keeps it), so no hidden price leaks through it.
  if (params.minPricePerM2 !== undefined) c.push(Prisma.sql`p."pricePerM2" >= ${params.minPricePerM2}`);
  if (params.maxPricePerM2 !== undefined) c.push(Prisma.sql`p."pricePerM2" <= ${params.maxPricePerM2}`);
  if (params.region) {
    const ranges = zipRangesOf(params.region).map(([from, to]) => Prisma.sql`p."zip" BETWEEN ${from} AND ${to}`);
    c.push(sqlJoin(ranges, " OR "));
  }
  const box = options.bbox ?? params.bbox;
  if (box) {
    const [south, west, north, east] = box;
    c.push(Prisma.sql`p."latitude" BETWEEN ${south} AND ${north} AND p."longitude" BETWEEN ${west} AND ${east}`);
  }
  const ring = params.polygon ? decodePolygon(params.polygon) : null;
  if (ring) {
    // The area's rectangle reads the map's index; the exact test (PostgreSQL's geometric types, which the
    // embedded database has too) then runs only on what lies in it. lib/rules/polygon.ts ringContains agrees.
    const [south, west, north, east] = ringBounds(ring);
    c.push(
      Prisma.sql`p."latitude" BETWEEN ${south} AND ${north} AND p."longitude" BETWEEN ${west} AND ${east}`,
      Prisma.sql`${ringToSqlPolygon(ring)}::polygon @> point(p."longitude", p."latitude")`,
    );
  }
  return Prisma.join(c, " AND ");
}

export function buildOrder(sort: SearchParams["sort"]): Prisma.Sql {
  switch (sort) {
    case "price-asc":
      return Prisma.sql`p."goal", p."listingRank", p."price" ASC NULLS LAST, p."id" ASC`;
    case "price-desc":
      // Price on request (no price) comes first here, as PostgreSQL sorts nulls in a descending index.
      return Prisma.sql`p."goal", p."listingRank", p."price" DESC, p."id" DESC`;
    case "m2-price-asc":
      return Prisma.sql`p."goal", p."listingRank", p."pricePerM2" ASC NULLS LAST, p."id" ASC`;
    case "type":
      return Prisma.sql`p."goal", p."listingRank", p."categoryId", p."price", p."id"`;
    case "city":
      return Prisma.sql`p."goal", p."listingRank", p."citySlug", p."id"`;
    default:
      return Prisma.sql`p."goal", p."listingRank", p."publishedAt" DESC, p."id" DESC`;
  }
}
