import "server-only";
import { marketDwellings, type MarketDwelling, type MarketYear, type MunicipalityMarket } from "@/lib/types/market";
import { cached, tags } from "./cache";
import { getPrisma } from "./prisma";

/** A municipality's Statbel figures, every kind of dwelling and year; null when none were imported for it. */
export const readMunicipalityMarket = cached(
  async (nisCode: string): Promise<MunicipalityMarket | null> => {
    const prisma = getPrisma();
    const [rows, newest] = await Promise.all([
      prisma.marketFigure.findMany({ where: { nisCode }, orderBy: { year: "asc" } }),
      prisma.marketFigure.aggregate({ _max: { year: true } }),
    ]);
    const lastYear = newest._max.year;
    if (!rows.length || lastYear === null) return null;
    const byDwelling = Object.fromEntries(marketDwellings.map((d) => [d, [] as MarketYear[]])) as Record<
      MarketDwelling,
      MarketYear[]
    >;
    for (const { dwelling, year, sales, median, q1, q3 } of rows)
      byDwelling[dwelling].push({ year, sales, median, q1, q3 });
    return { nisCode, lastYear, byDwelling };
  },
  "market",
  () => [tags.market],
);
