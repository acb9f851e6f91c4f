import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { addDays, brusselsDay, dateToDay, dayToDate, monthEnd } from "@/lib/rules/calendar";
import type { OwnerReportData } from "@/lib/types/portal";
import type { QueuedMail } from "@/lib/types/mail";
import type { Database } from "./database";
import { enqueueMails } from "./outbox";
import { getPrisma } from "./infra/prisma";
import { countMatchingSearches } from "./standing-search-alerts";

// The owners' monthly reports: who is due one for a month, with that month's figures, and the record
// that a report was queued. The record (OwnerReport, keyed by owner and month) is written in the same
// transaction as the mail, and only when it was not there yet: with several servers, one report per
// owner and month.

/**
 * Owners who want the report, have properties and had none for `month` ("2026-10") yet, with its figures:
 * the month's, and the matching searches as they stand at `now`, the day the report is made.
 */
export async function ownersDueReport(
  month: string,
  now = new Date(),
  db: Database = getPrisma(),
): Promise<OwnerReportData[]> {
  const owners = await db.owner.findMany({
    where: { monthlyReport: true, properties: { some: {} }, reports: { none: { month } } },
    select: { id: true, firstName: true, email: true, locale: true },
    orderBy: { id: "asc" },
  });
  const first = `${month}-01`;
  const next = addDays(monthEnd(month), 1);
  const reports: OwnerReportData[] = [];
  for (const owner of owners) {
    const properties = await db.property.findMany({
      where: { ownerId: owner.id },
      include: { category: true, translations: { select: { locale: true, title: true } } },
      orderBy: { reference: "asc" },
    });
    const ids = properties.map((p) => p.id);
    const [views, forms, bookings] = await Promise.all([
      db.propertyPageView.findMany({
        where: { propertyId: { in: ids }, day: { lt: dayToDate(next) } },
        select: { propertyId: true, day: true, views: true },
      }),
      // A day's margin either side; the Brussels day of each row decides.
      db.formSubmission.findMany({
        where: {
          propertyId: { in: ids },
          createdAt: { gte: dayToDate(addDays(first, -1)), lt: dayToDate(addDays(next, 1)) },
        },
        select: { propertyId: true, createdAt: true },
      }),
      db.appointmentBooking.findMany({
        where: {
          status: "CONFIRMED",
          slot: {
            propertyId: { in: ids },
            startsAt: { gte: dayToDate(addDays(first, -1)), lt: dayToDate(addDays(next, 1)) },
          },
        },
        select: { slot: { select: { propertyId: true, startsAt: true } } },
      }),
    ]);
    const inMonth = (at: Date) => brusselsDay(at).startsWith(month);
    reports.push({
      ownerId: owner.id,
      firstName: owner.firstName,
      email: owner.email,
      locale: owner.locale as Locale,
      month,
      madeOn: brusselsDay(now),
      properties: await Promise.all(
        properties.map(async (p) => {
          const own = views.filter((v) => v.propertyId === p.id);
          return {
            reference: p.reference,
            title: (p.translations.find((t) => t.locale === owner.locale) ?? p.translations[0])?.title ?? p.reference,
            monthViews: own.filter((v) => dateToDay(v.day).startsWith(month)).reduce((n, v) => n + v.views, 0),
            totalViews: own.reduce((n, v) => n + v.views, 0),
            requests: forms.filter((f) => f.propertyId === p.id && inMonth(f.createdAt)).length,
            visits: bookings.filter((b) => b.slot.propertyId === p.id && inMonth(b.slot.startsAt)).length,
            matchingSearches: await countMatchingSearches(p, db),
          };
        }),
      ),
    });
  }
  return reports;
}

/** Queues `mail` and records the owner's report for `month`, unless another server did first. */
export async function recordOwnerReport(
  ownerId: number,
  month: string,
  mail: QueuedMail,
  db: Database = getPrisma(),
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`
      INSERT INTO "OwnerReport" ("ownerId", month) VALUES (${ownerId}, ${month}) ON CONFLICT DO NOTHING`;
    if (inserted !== 1) return false;
    await enqueueMails([mail], tx);
    return true;
  });
}
