import "server-only";
import { createHash } from "node:crypto";
import { parseStatbelCsv, type StatbelFigure } from "@/lib/rules/statbel-csv";
import { marketDwellings, type MarketDwelling, type MarketYear, type MunicipalityMarket } from "@/lib/types/market";
import { cached, tags } from "./cache";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";

/** A municipality's Statbel figures, every kind of dwelling and year; null when none were imported for it. */
export const readMunicipalityMarket = cached(
  async (nisCode: string): Promise<MunicipalityMarket | null> => {
    const db = getPrisma();
    const [rows, newest] = await Promise.all([
      db.marketFigure.findMany({ where: { nisCode }, orderBy: { year: "asc" } }),
      db.marketFigure.aggregate({ _max: { year: true } }),
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

/** A Statbel file refused before anything was written: the first problems, each with its line and column. */
export class MarketFileRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`The file was refused, nothing was loaded:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "MarketFileRefused";
  }
}

export interface MarketImportResult {
  rows: number;
  municipalities: number;
  firstYear: number;
  lastYear: number;
  /** Rows of the file whose figures were new or differed from the database's. */
  rowsWritten: number;
  /** Municipalities new to the database. */
  municipalitiesAdded: number;
  /** Municipalities whose names the file spells differently from the database. */
  municipalitiesRenamed: number;
}

const sameFigure = (a: StatbelFigure, b: StatbelFigure) =>
  a.sales === b.sales && a.median === b.median && a.q1 === b.q1 && a.q3 === b.q3;

/**
 * Loads a Statbel file (data/statbel/README.md) in one transaction, writing only what differs: the same file
 * again changes nothing, next year's adds its year and any revised figures, and figures the file lacks stay.
 * Only the municipalities, their figures and the import's record are touched.
 */
export async function importMarketFile(
  { fileName, text }: { fileName: string; text: string },
  db: Database = getPrisma(),
): Promise<MarketImportResult> {
  const parsed = parseStatbelCsv(text);
  if (!parsed.ok) throw new MarketFileRefused(parsed.problems);
  const { rows, municipalities, firstYear, lastYear } = parsed.file;
  const sha256 = createHash("sha256").update(text).digest("hex");

  return db.$transaction(
    async (tx) => {
      // Two imports at once would each see the other's rows as missing: one waits for the other.
      await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtextextended('market-import', 0))) AS l`;
      const known = new Map((await tx.municipality.findMany()).map((m) => [m.nisCode, m]));
      const stored = new Map(
        (await tx.marketFigure.findMany({ where: { year: { gte: firstYear, lte: lastYear } } })).map((f) => [
          `${f.nisCode}/${f.dwelling}/${f.year}`,
          f,
        ]),
      );

      const newPlaces = new Map<string, { nisCode: string; nameFr: string; nameNl: string }>();
      const renamed = new Map<string, { nameFr: string; nameNl: string }>();
      const written: Array<StatbelFigure & { nisCode: string; dwelling: MarketDwelling; year: number }> = [];
      let rowsWritten = 0;
      for (const { nisCode, nameFr, nameNl, year, figures } of rows) {
        const place = known.get(nisCode);
        if (!place) newPlaces.set(nisCode, { nisCode, nameFr, nameNl });
        else if (place.nameFr !== nameFr || place.nameNl !== nameNl) renamed.set(nisCode, { nameFr, nameNl });
        let changed = false;
        for (const dwelling of marketDwellings) {
          const figure = { nisCode, dwelling, year, ...figures[dwelling] };
          const before = stored.get(`${nisCode}/${dwelling}/${year}`);
          if (before && sameFigure(before, figure)) continue;
          written.push(figure);
          changed = true;
        }
        if (changed) rowsWritten++;
      }

      if (newPlaces.size) await tx.municipality.createMany({ data: [...newPlaces.values()] });
      for (const [nisCode, names] of renamed) await tx.municipality.update({ where: { nisCode }, data: names });
      // One statement over arrays: a first import writes 34 000 figures, which row by row takes seconds.
      if (written.length)
        await tx.$executeRaw`
          INSERT INTO "MarketFigure" ("nisCode", "dwelling", "year", "sales", "median", "q1", "q3")
          SELECT * FROM unnest(
            ${written.map((f) => f.nisCode)}::varchar[], ${written.map((f) => f.dwelling)}::text[]::"MarketDwelling"[],
            ${written.map((f) => f.year)}::smallint[], ${written.map((f) => f.sales)}::int[],
            ${written.map((f) => f.median)}::int[], ${written.map((f) => f.q1)}::int[], ${written.map((f) => f.q3)}::int[])
          ON CONFLICT ("nisCode", "dwelling", "year") DO UPDATE SET
            "sales" = EXCLUDED."sales", "median" = EXCLUDED."median", "q1" = EXCLUDED."q1", "q3" = EXCLUDED."q3"`;

      const [municipalitiesAdded, municipalitiesRenamed] = [newPlaces.size, renamed.size];
      if (rowsWritten || municipalitiesAdded || municipalitiesRenamed)
        await tx.marketImport.create({
          data: { fileName, sha256, rows: rows.length, firstYear, lastYear, changed: rowsWritten },
        });
      const counts = { rowsWritten, municipalitiesAdded, municipalitiesRenamed };
      return { rows: rows.length, municipalities, firstYear, lastYear, ...counts };
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
}
