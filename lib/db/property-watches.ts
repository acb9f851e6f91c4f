import "server-only";
import { isForSale } from "@/lib/domain/goal";
import type { Locale } from "@/lib/i18n/locales";
import { normaliseIdentifier } from "@/lib/rules/identifier";
import { mayMailToday, watchEventOf, type ChangeRow, type WatchEvent } from "@/lib/rules/watch";
import type { WatchAlert, WatchMailer } from "@/lib/types/watch";
import { validConfirmation } from "./confirmed-addresses";
import type { Database, Transaction } from "./database";
import { findLinkRow, newLinkToken, storeLinks } from "./mailed-links";
import { enqueueMails } from "./outbox";
import { getPrisma } from "./infra/prisma";
import { priceTermsOf } from "./properties";

// Properties watched by e-mail, without an account (double opt-in, links in lib/db/mailed-links.ts). A
// change of price or status (lib/db/property-history.ts, in the change's transaction) queues one mail to
// each confirmed watcher, in the language they watched in, at most once per property and day: the watch's
// lastMailedAt is set with the mail, and a watch mailed earlier that Brussels day is skipped.

/** The tokens of a watch's confirmation mail: the confirmation and the way out. */
export interface WatchTokens {
  confirm: string;
  stop: string;
}

export interface NewWatch {
  email: string;
  locale: Locale;
  propertyId: number;
}

/**
 * Where this address stands with this property: "watching" (confirmed and running), "pending" (a
 * confirmation mailed earlier still works), or "none"; in the first two no new mail is sent.
 */
export async function watchState(
  email: string,
  propertyId: number,
  now = new Date(),
  db: Database = getPrisma(),
): Promise<"watching" | "pending" | "none"> {
  const watch = await db.propertyWatch.findUnique({
    where: { email_propertyId: { email: normaliseIdentifier(email), propertyId } },
    select: { confirmedAt: true, stoppedAt: true, links: validConfirmation("CONFIRM_WATCH", now) },
  });
  if (!watch || watch.stoppedAt) return "none";
  return watch.confirmedAt ? "watching" : watch.links.length > 0 ? "pending" : "none";
}

/**
 * Records a watch whose confirmation mail is being sent: unconfirmed (again) until that mail's link is
 * followed. Stopped and unconfirmed watches go with the retention job (RETENTION_WATCH_DAYS).
 */
export async function recordWatch(watch: NewWatch, tokens: WatchTokens, tx: Transaction) {
  const email = normaliseIdentifier(watch.email);
  const { id } = await tx.propertyWatch.upsert({
    where: { email_propertyId: { email, propertyId: watch.propertyId } },
    create: { email, locale: watch.locale, propertyId: watch.propertyId },
    update: { locale: watch.locale, confirmedAt: null, stoppedAt: null },
    select: { id: true },
  });
  await storeLinks({ watchId: id }, { CONFIRM_WATCH: tokens.confirm, STOP_WATCH: tokens.stop }, new Date(), tx);
}

/** Rows that might be worth a mail, before any query: a status change, or a price going down. */
const mayNotify = (row: ChangeRow) =>
  row.field === "status" ||
  (row.field === "price" && row.before !== null && row.after !== null && Number(row.after) < Number(row.before));

type HistoryRow = ChangeRow & { propertyId: number };

/** Queues the watchers' mails for the changes just written (history rows), in their transaction; `mailer` draws each. */
export async function notifyWatchers(
  rows: readonly HistoryRow[],
  now: Date,
  mailer: WatchMailer,
  tx: Transaction,
): Promise<number> {
  const ids = [...new Set(rows.filter(mayNotify).map((row) => row.propertyId))];
  if (ids.length === 0) return 0;
  // Read after the change's update of the property row, whose lock holds a concurrent change of the same
  // property until this one commits: that one then reads the lastMailedAt written here.
  const watches = await tx.propertyWatch.findMany({
    where: { propertyId: { in: ids }, confirmedAt: { not: null }, stoppedAt: null },
  });
  const due = watches.filter((w) => mayMailToday(w.lastMailedAt, now));
  if (due.length === 0) return 0;
  const properties = await tx.property.findMany({
    where: { id: { in: [...new Set(due.map((w) => w.propertyId))] } },
    include: { translations: { select: { locale: true, slug: true, title: true } } },
  });
  let sent = 0;
  for (const property of properties) {
    const published = property.publishPrice && !property.priceOnDemand;
    const changes = rows.filter((row) => row.propertyId === property.id);
    // A viager's price is its estimated value: a lower estimate is no drop of what the buyer pays.
    const event = watchEventOf(changes, published && property.contractType !== "LIFE_ANNUITY");
    if (!event) continue;
    for (const watch of due.filter((w) => w.propertyId === property.id)) {
      await mailWatcher(watch, alertOf(property, event, changes, published), { now, mailer }, tx);
      sent++;
    }
  }
  return sent;
}

type PropertyRow = Awaited<ReturnType<Transaction["property"]["findMany"]>>[number] & {
  translations: Array<{ locale: string; slug: string; title: string }>;
};

function alertOf(
  property: PropertyRow,
  event: WatchEvent,
  changes: readonly HistoryRow[],
  published: boolean,
): WatchAlert {
  const price = changes.find((row) => row.field === "price");
  const asking = isForSale(property.goal) ? property.price : (property.monthlyRent ?? property.price);
  const current = published ? Number(asking) || null : null;
  return {
    event,
    property: {
      id: property.id,
      goal: property.goal,
      reference: property.reference,
      citySlug: property.citySlug,
      texts: property.translations,
    },
    price: event === "drop" ? Number(price?.after) : current,
    before: event === "drop" ? Number(price?.before) : null,
    priceTerms: priceTermsOf(property),
  };
}

async function mailWatcher(
  watch: { id: number; email: string; locale: Locale },
  alert: WatchAlert,
  { now, mailer }: { now: Date; mailer: WatchMailer },
  tx: Transaction,
): Promise<void> {
  const tokens = { stop: newLinkToken(), all: newLinkToken() };
  await storeLinks({ watchId: watch.id }, { STOP_WATCH: tokens.stop, STOP_WATCHES: tokens.all }, now, tx);
  await tx.propertyWatch.update({ where: { id: watch.id }, data: { lastMailedAt: now } });
  await enqueueMails([mailer(watch, alert, tokens)], tx);
}

/** A property an address watches, as the watches page names and links it. */
export interface WatchedProperty {
  id: number;
  goal: number;
  citySlug: string;
  reference: string;
  title: string;
  slug: string;
}

const watchedColumns = {
  id: true,
  goal: true,
  citySlug: true,
  reference: true,
  translations: { select: { locale: true, title: true, slug: true } },
} as const;

function watchedProperty(
  property: {
    id: number;
    goal: number;
    citySlug: string;
    reference: string;
    translations: Array<{ locale: Locale; title: string; slug: string }>;
  },
  locale: Locale,
): WatchedProperty {
  const text = property.translations.find((t) => t.locale === locale) ?? property.translations[0];
  const { id, goal, citySlug, reference } = property;
  return {
    id,
    goal,
    citySlug,
    reference,
    title: text?.title ?? reference,
    slug: text?.slug ?? reference.toLowerCase(),
  };
}

/** The running watches of an address (confirmed or not), with the property's title in `locale`. */
export async function listWatches(
  email: string,
  locale: Locale,
  db: Database = getPrisma(),
): Promise<WatchedProperty[]> {
  const rows = await db.propertyWatch.findMany({
    where: { email: normaliseIdentifier(email), stoppedAt: null },
    orderBy: { createdAt: "asc" },
    include: { property: { select: watchedColumns } },
  });
  return rows.map(({ property }) => watchedProperty(property, locale));
}

/** The property a watch's confirm or stop link is about, in `locale`; null for a token that names no watch. */
export async function propertyOfWatchLink(
  purpose: "CONFIRM_WATCH" | "STOP_WATCH",
  token: string,
  locale: Locale,
  db: Database = getPrisma(),
): Promise<WatchedProperty | null> {
  const row = await findLinkRow(purpose, token, db);
  if (!row?.watch) return null;
  const property = await db.property.findUnique({ where: { id: row.watch.propertyId }, select: watchedColumns });
  return property && watchedProperty(property, locale);
}

/** How many confirmed, running watches a property has (the owner portal). */
export function countWatchers(propertyId: number, db: Database = getPrisma()): Promise<number> {
  return db.propertyWatch.count({ where: { propertyId, confirmedAt: { not: null }, stoppedAt: null } });
}

/** The language a watch's stop link was mailed in; null for a token that names no watch. */
export async function watchLocale(token: string, db: Database = getPrisma()): Promise<Locale | null> {
  const row = await findLinkRow("STOP_WATCH", token, db);
  return row?.watch?.locale ?? null;
}
