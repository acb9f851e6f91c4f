import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { SearchCriteria } from "@/lib/standing-search/match";
import type { Database, Transaction } from "./database";
import { getPrisma } from "./prisma";

// The demand register's searches: created unconfirmed (double opt-in), confirmed from the mailed link,
// and changed or stopped from the link every alert carries.

export interface StandingSearch extends SearchCriteria {
  id: number;
  token: string;
  email: string;
  locale: Locale;
  firstName: string | null;
  lastName: string | null;
  confirmedAt: Date | null;
  stoppedAt: Date | null;
}

export interface NewSearch extends SearchCriteria {
  token: string;
  email: string;
  locale: Locale;
  firstName: string;
  lastName: string;
}

/** A stored search as the domain speaks of it (money as numbers). */
export function reshapeSearch<R extends Omit<StandingSearch, "minPrice" | "maxPrice">>(
  row: R & { minPrice: unknown; maxPrice: unknown },
): R & { minPrice: number | null; maxPrice: number | null } {
  return {
    ...row,
    minPrice: row.minPrice === null ? null : Number(row.minPrice),
    maxPrice: row.maxPrice === null ? null : Number(row.maxPrice),
  };
}

export async function createSearch(tx: Transaction, search: NewSearch): Promise<void> {
  await tx.standingSearch.create({ data: search });
}

export async function findSearch(token: string, db: Database = getPrisma()): Promise<StandingSearch | null> {
  const row = token ? await db.standingSearch.findUnique({ where: { token } }) : null;
  return row ? reshapeSearch(row) : null;
}

export async function confirmSearch(token: string, db: Database = getPrisma()): Promise<boolean> {
  const { count } = await db.standingSearch.updateMany({
    where: { token, stoppedAt: null },
    data: { confirmedAt: new Date() },
  });
  return count > 0;
}

/** Changes a running search's name and criteria; false when the link is unknown or the search stopped. */
export async function updateSearch(
  token: string,
  search: Pick<NewSearch, "firstName" | "lastName"> & SearchCriteria,
  db: Database = getPrisma(),
): Promise<boolean> {
  const { count } = await db.standingSearch.updateMany({ where: { token, stoppedAt: null }, data: search });
  return count > 0;
}

export async function stopSearch(token: string, db: Database = getPrisma()): Promise<boolean> {
  const { count } = await db.standingSearch.updateMany({
    where: { token, stoppedAt: null },
    data: { stoppedAt: new Date() },
  });
  return count > 0;
}
