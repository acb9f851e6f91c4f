import "server-only";
import { GOAL_CODE, goalOf } from "@/lib/domain/goal";
import type { Locale } from "@/lib/i18n/locales";
import { epcClasses } from "@/lib/rules/energy";
import type { SearchCriteria } from "@/lib/rules/standing-search";
import type { QueuedMail } from "@/lib/types/mail";
import type { Database, Transaction } from "./database";
import { findLinkRow, stateOf, storeLinks } from "./mailed-links";
import { enqueueMails } from "./outbox";
import { getPrisma } from "./infra/prisma";

// The demand register's searches: created unconfirmed (double opt-in), confirmed from the mailed link,
// and changed or stopped from the link every alert carries (links: lib/db/mailed-links.ts).

export interface StandingSearch extends SearchCriteria {
  id: number;
  email: string;
  locale: Locale;
  firstName: string | null;
  lastName: string | null;
  confirmedAt: Date | null;
  stoppedAt: Date | null;
}

export interface NewSearch extends SearchCriteria {
  email: string;
  locale: Locale;
  firstName: string;
  lastName: string;
}

type Row = Awaited<ReturnType<ReturnType<typeof getPrisma>["standingSearch"]["findUniqueOrThrow"]>>;

const given = (value: unknown) => (value === null || value === undefined ? undefined : Number(value));
const epcClassOrUndefined = (value: string | null) => epcClasses.find((c) => c === value);

/** A stored search as the domain speaks of it: the shared criteria, money as numbers, no nulls for "any". */
export function reshapeSearch(row: Row): StandingSearch {
  return {
    id: row.id,
    email: row.email,
    locale: row.locale,
    firstName: row.firstName,
    lastName: row.lastName,
    confirmedAt: row.confirmedAt,
    stoppedAt: row.stoppedAt,
    goal: goalOf(row.goal),
    categoryIds: row.categoryIds,
    regions: row.regions,
    zips: row.zips,
    cities: row.cities,
    area: row.area ?? undefined,
    minPrice: given(row.minPrice),
    maxPrice: given(row.maxPrice),
    minBedrooms: given(row.minBedrooms),
    maxBedrooms: given(row.maxBedrooms),
    minBathrooms: given(row.minBathrooms),
    minGarages: given(row.minGarages),
    parking: row.needsParking,
    terrace: row.needsTerrace,
    garden: row.needsGarden,
    epcMin: epcClassOrUndefined(row.epcMin),
    epcMax: epcClassOrUndefined(row.epcMax),
    minPricePerM2: given(row.minPricePerM2),
    maxPricePerM2: given(row.maxPricePerM2),
  };
}

/** The criteria as the table stores them (goal as its code, null for "any", needs* flags). */
function columnsOf(c: SearchCriteria) {
  return {
    goal: GOAL_CODE[c.goal],
    categoryIds: c.categoryIds,
    regions: c.regions,
    zips: c.zips,
    cities: c.cities,
    area: c.area ?? null,
    minPrice: c.minPrice ?? null,
    maxPrice: c.maxPrice ?? null,
    minBedrooms: c.minBedrooms ?? null,
    maxBedrooms: c.maxBedrooms ?? null,
    minBathrooms: c.minBathrooms ?? null,
    minGarages: c.minGarages ?? null,
    needsParking: c.parking === true,
    needsTerrace: c.terrace === true,
    needsGarden: c.garden === true,
    epcMin: c.epcMin ?? null,
    epcMax: c.epcMax ?? null,
    minPricePerM2: c.minPricePerM2 ?? null,
    maxPricePerM2: c.maxPricePerM2 ?? null,
  };
}

/** The tokens of a search's confirmation mail: the confirmation, and the link that changes or stops it. */
export interface SearchTokens {
  confirm: string;
  manage: string;
}

export async function createSearch(search: NewSearch, tokens: SearchTokens, tx: Transaction): Promise<void> {
  const { email, locale, firstName, lastName, ...criteria } = search;
  const { id } = await tx.standingSearch.create({
    data: { email, locale, firstName, lastName, ...columnsOf(criteria) },
    select: { id: true },
  });
  await storeLinks({ searchId: id }, { CONFIRM_SEARCH: tokens.confirm, MANAGE_SEARCH: tokens.manage }, new Date(), tx);
}

/** The search a change-or-stop link names; null when the link is unknown. Reads only. */
export async function searchByLink(token: string, db: Database = getPrisma()): Promise<StandingSearch | null> {
  const row = await findLinkRow("MANAGE_SEARCH", token, db);
  return row?.search ? reshapeSearch(row.search) : null;
}

/** Changes a running search's name and criteria from its link; false when the link is unknown, expired or the search stopped. */
export async function updateSearch(
  token: string,
  search: Pick<NewSearch, "firstName" | "lastName"> & SearchCriteria,
  now = new Date(),
  db: Database = getPrisma(),
): Promise<boolean> {
  const row = await findLinkRow("MANAGE_SEARCH", token, db);
  if (!row?.searchId || stateOf("MANAGE_SEARCH", row, now) !== "open") return false;
  const { firstName, lastName, ...criteria } = search;
  const { count } = await db.standingSearch.updateMany({
    where: { id: row.searchId, stoppedAt: null },
    data: { firstName, lastName, ...columnsOf(criteria) },
  });
  return count > 0;
}

/** The running search an expired change-or-stop link names; null for any other link. Reads only. */
export async function searchOfExpiredLink(
  token: string,
  now = new Date(),
  db: Database = getPrisma(),
): Promise<StandingSearch | null> {
  const row = await findLinkRow("MANAGE_SEARCH", token, db);
  if (!row?.search || row.search.stoppedAt || stateOf("MANAGE_SEARCH", row, now) !== "expired") return null;
  return reshapeSearch(row.search);
}

/** Queues a mail carrying a fresh change-or-stop link with the hash of its token, together. */
export async function recordManageLink(
  searchId: number,
  mail: QueuedMail,
  manageToken: string,
  now: Date,
  db: Database = getPrisma(),
): Promise<void> {
  await db.$transaction(async (tx) => {
    await enqueueMails([mail], tx);
    await storeLinks({ searchId }, { MANAGE_SEARCH: manageToken }, now, tx);
  });
}
