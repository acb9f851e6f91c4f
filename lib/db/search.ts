import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import type { Goal } from "@/lib/domain/goal";
import { PAGE_SIZE, type SearchParams } from "@/lib/domain/search-params";
import { buildOrder, buildWhere, type WhereOptions } from "@/lib/db/search-sql";
import type { PropertyCard } from "@/lib/types/property";
import { cached, tags } from "./cache";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";
import { cardInclude, toCard } from "./properties";

// Counting every match on every request would read the whole result: up to this many rows the count
// is exact, beyond it the planner's estimate is shown as "about".
export const EXACT_COUNT_LIMIT = 1000;

export interface SearchResult {
  cards: PropertyCard[];
  total: number;
  exact: boolean;
  page: number;
  pages: number;
}

async function countMatches(where: Prisma.Sql, db: Database): Promise<{ total: number; exact: boolean }> {
  const [plan] = await db.$queryRaw<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }[]>`
    EXPLAIN (FORMAT JSON) SELECT 1 FROM "Property" p WHERE ${where}`;
  const estimate = Math.round(plan!["QUERY PLAN"][0].Plan["Plan Rows"]);
  // Well above the limit the estimate is all that is shown; near it, count up to the limit.
  if (estimate > 2 * EXACT_COUNT_LIMIT) return { total: estimate, exact: false };
  const [capped] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM "Property" p WHERE ${where} LIMIT ${EXACT_COUNT_LIMIT + 1}) t`;
  if (capped!.n <= EXACT_COUNT_LIMIT) return { total: capped!.n, exact: true };
  return { total: Math.max(estimate, EXACT_COUNT_LIMIT + 1), exact: false };
}

async function pageIds(where: Prisma.Sql, params: SearchParams, page: number, db: Database): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT p."id" FROM "Property" p WHERE ${where}
    ORDER BY ${buildOrder(params.sort)} LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`;
  return rows.map((r) => r.id);
}

export async function cardsByIds(ids: number[], locale: Locale, db: Database = getPrisma()): Promise<PropertyCard[]> {
  const rows = await db.property.findMany({ where: { id: { in: ids } }, include: cardInclude(locale) });
  const byId = new Map(rows.map((row) => [row.id, toCard(row, locale)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The categories a type filter means: the chosen one and, for a branch of the tree, its children. */
export async function categoryFamily(
  id: number | undefined,
  db: Database = getPrisma(),
): Promise<number[] | undefined> {
  if (id === undefined) return undefined;
  const children = await db.category.findMany({ where: { parentId: id }, select: { id: true } });
  return [id, ...children.map((c) => c.id)];
}

/** One page of a search. A page past the last shows the last page. Uncached: see searchProperties. */
export async function runSearch(
  goal: Goal,
  params: SearchParams,
  locale: Locale,
  options: Pick<WhereOptions, "showClosed">,
  db: Database = getPrisma(),
): Promise<SearchResult> {
  const where = buildWhere(params, {
    goal,
    showClosed: options.showClosed,
    categoryIds: await categoryFamily(params.type, db),
  });
  let { total, exact } = await countMatches(where, db);
  let pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  let page = Math.min(params.page, pages);
  let ids = await pageIds(where, params, page, db);
  if (ids.length === 0 && page > 1 && !exact) {
    // The estimate promised more pages than there are: count exactly, once, and show the real last page.
    const [row] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Property" p WHERE ${where}`;
    total = row!.n;
    exact = true;
    pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    page = Math.min(page, pages);
    ids = await pageIds(where, params, page, db);
  }
  if (ids.length > 0 && ids.length < PAGE_SIZE) {
    // A short page is the last one: the total is known exactly, whatever the estimate said.
    total = (page - 1) * PAGE_SIZE + ids.length;
    exact = true;
    pages = page;
  }
  return { cards: await cardsByIds(ids, locale, db), total, exact, page, pages };
}

export const searchProperties = cached(
  (goal: Goal, params: SearchParams, locale: Locale, showClosed: boolean) =>
    runSearch(goal, params, locale, { showClosed }),
  "search",
  () => [tags.properties],
);

/** The property a reference names (searching "ATR-2001" jumps to it). */
export const findByReference = cached(
  async (reference: string) =>
    getPrisma().property.findFirst({
      // References are stored upper-case: an equality reads the unique index.
      where: { reference: reference.trim().toUpperCase(), status: { not: "WITHDRAWN" } },
      select: { id: true },
    }),
  "reference",
  () => [tags.properties],
);
