import type { PrismaClient } from "@/lib/generated/prisma/client";
import { isForSale } from "@/lib/domain/goal";
import type { Locale } from "@/lib/i18n/locales";
import { addDays, brusselsDay, dayToDate } from "@/lib/portal/calendar";
import { normaliseIdentifier } from "@/lib/rules/identifier";
import { agencyNotes, media, visitFeedback, visitors } from "./demo-owner-texts";
import { createRandom } from "./random";

type Random = ReturnType<typeof createRandom>;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/**
 * 90 days of history for each of the owners' properties: page visits, the requests visitors sent through
 * the site's forms, the agency's notes, the online media, a price change, and calendar visits (done,
 * cancelled, coming) with the agency's feedback. The agency's words are in the owner's language.
 */
export async function seedOwnerActivity(prisma: PrismaClient, now: Date): Promise<void> {
  const random = createRandom(90);
  const owned = await prisma.property.findMany({
    where: { ownerId: { not: null } },
    select: {
      id: true,
      reference: true,
      goal: true,
      price: true,
      publishedAt: true,
      owner: { select: { locale: true } },
    },
    orderBy: { id: "asc" },
  });
  const today = brusselsDay(now);
  await prisma.propertyPageView.createMany({
    data: owned.flatMap(({ id }) =>
      Array.from({ length: 90 }, (_, d) => ({
        propertyId: id,
        day: dayToDate(addDays(today, -d)),
        views: Math.max(0, Math.round(25 - d / 6 + random.int(-6, 12))),
      })),
    ),
  });
  for (const [index, property] of owned.entries()) {
    const locale = (property.owner?.locale ?? "fr") as Locale;
    const forSale = isForSale(property.goal);
    // Published on the portals from the day the history starts, or from the site's date when later.
    const published = new Date(Math.max(property.publishedAt.getTime(), daysAgo(now, 88).getTime()));
    const kinds = [
      "VISIT_REQUEST",
      "MORE_INFO",
      "DOCUMENT_REQUEST",
      "SEND_TO_FRIEND",
      "VISIT_REQUEST",
      "MORE_INFO",
    ] as const;
    await prisma.formSubmission.createMany({
      data: [
        ...kinds.map((kind, i) => {
          const [firstName, lastName] = random.pick(visitors);
          const email = `${firstName.toLowerCase()}.demo@example.be`;
          return {
            kind,
            locale: random.pick(["fr", "nl", "en", "de"] as const),
            email,
            emailKey: normaliseIdentifier(email),
            payload: { firstName, lastName },
            propertyId: property.id,
            createdAt: new Date(daysAgo(now, i * 14 + random.int(0, 10)).getTime() + random.int(8, 20) * HOUR),
          };
        }),
        {
          kind: forSale ? "PURCHASE_OFFER" : "RENTAL_APPLICATION",
          locale: "fr",
          email: "julien.demo@example.be",
          emailKey: normaliseIdentifier("julien.demo@example.be"),
          payload: forSale
            ? {
                firstName: "Julien",
                lastName: "Renard",
                amount: Math.round((Number(property.price) || 300_000) * 0.94),
              }
            : { firstName: "Julien", lastName: "Renard" },
          propertyId: property.id,
          createdAt: new Date(daysAgo(now, 4).getTime() + 11 * HOUR),
        },
      ],
    });
    await prisma.ownerPortalEvent.createMany({
      data: [
        ...agencyNotes.map((note, i) => ({
          propertyId: property.id,
          occurredAt: new Date(daysAgo(now, 75 - i * 30 + random.int(0, 5)).getTime() + 10 * HOUR),
          type: "COMMUNICATION" as const,
          contact: note.contact,
          subject: note.subject[locale],
          comment: note.comment[locale],
          status: null,
          source: note.source[locale],
        })),
        ...media
          .map((m) => ({
            propertyId: property.id,
            occurredAt: new Date(published.getTime() + m.daysAfterPublishing * 24 * HOUR),
            type: "ONLINE_MEDIA" as const,
            subject: m.medium,
            status: m.status[locale],
          }))
          .filter((m) => m.occurredAt <= now),
        ...visitFeedback.map((f, i) => ({
          propertyId: property.id,
          occurredAt: new Date(daysAgo(now, 60 - i * 25).getTime() + 17 * HOUR),
          type: "CALENDAR_VISIT" as const,
          contact: `${visitors[i]![0]} ${visitors[i]![1][0]}.`,
          subject: f.subject[locale],
          comment: f.comment[locale],
        })),
      ],
    });
    if (forSale && property.price !== null && index % 2 === 0) {
      const price = Number(property.price);
      await prisma.staffAudit.create({
        data: {
          at: daysAgo(now, 30),
          action: "property.change",
          reference: property.reference,
          before: { price: Math.round(price * 1.05) },
          after: { price },
        },
      });
    }
    await seedCalendarVisits(prisma, property.id, now, random);
  }
}

/** Booked visits in the calendar: three done, one cancelled, one coming. */
async function seedCalendarVisits(prisma: PrismaClient, propertyId: number, now: Date, random: Random) {
  const plan = [
    { days: -60, status: "CONFIRMED" },
    { days: -35, status: "CONFIRMED" },
    { days: -20, status: "CANCELLED" },
    { days: -10, status: "CONFIRMED" },
    { days: 3, status: "CONFIRMED" },
  ] as const;
  for (const [i, visit] of plan.entries()) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + visit.days));
    const startsAt = new Date(day.getTime() + (17 + (i % 2)) * HOUR + 30 * 60 * 1000);
    const [firstName, lastName] = visitors[(i + random.int(0, 3)) % visitors.length]!;
    await prisma.appointmentSlot.create({
      data: {
        propertyId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60 * 1000),
        booked: visit.status === "CONFIRMED" ? 1 : 0,
        bookings: {
          create: {
            firstName,
            lastName,
            email: `${firstName.toLowerCase()}.demo@example.be`,
            emailKey: normaliseIdentifier(`${firstName.toLowerCase()}.demo@example.be`),
            phone: "+32475000000",
            locale: "fr",
            status: visit.status,
          },
        },
      },
    });
  }
}

/** Visit slots on weekdays for the next two weeks, for every available property. */
export async function seedVisitSlots(prisma: PrismaClient, now: Date): Promise<void> {
  const available = await prisma.property.findMany({ where: { status: "AVAILABLE" }, select: { id: true } });
  const slots = [];
  for (const { id } of available) {
    for (let d = 1; d <= 14; d++) {
      const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + d));
      if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
      for (const hour of [9, 11, 14, 16]) {
        const startsAt = new Date(day.getTime() + (hour - 1) * 60 * 60 * 1000);
        slots.push({ propertyId: id, startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60 * 1000), capacity: 2 });
      }
    }
  }
  await prisma.appointmentSlot.createMany({ data: slots });
}
