import type { PrismaClient } from "@/lib/generated/prisma/client";
import { isForSale } from "@/lib/domain/goal";
import type { Locale } from "@/lib/i18n/locales";
import { addDays, brusselsDay, dayToDate } from "@/lib/rules/calendar";
import { normaliseIdentifier } from "@/lib/rules/identifier";
import { afterPriceChange, isShown, notLowered } from "@/lib/rules/price-drop";
import { demoHistory, type DemoHistory } from "./demo-history";
import { agencyNotes, media, visitFeedback, visitors } from "./demo-owner-texts";
import { createRandom, type Random } from "./random";

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** When each of agencyNotes happens, as a fraction of the property's history. */
const noteTimes = [0.3, 0.5, 0.95];

const contactOf = ([firstName, lastName]: readonly [string, string]) => `${firstName} ${lastName[0]}.`;

/**
 * Up to 90 days of history for each of the owners' properties, never before the property was published
 * (content/properties/*.yaml, Site.publishedAt) nor after `now`: page views, the requests visitors sent
 * through the site's forms, the agency's notes, the online media, a price change, and calendar viewings
 * (done, cancelled, coming) with the agency's feedback after them. The agency's words are in the owner's
 * language; a property published today has only today's views and its coming viewing.
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
  // Counts the properties for sale online three weeks or more: one in two, from the first, has a drop.
  let eligibleForDrop = 0;
  for (const property of owned) {
    const history = demoHistory(property.publishedAt, now);
    if (!history) continue;
    const locale = (property.owner?.locale ?? "fr") as Locale;
    const forSale = isForSale(property.goal);
    await prisma.propertyPageView.createMany({
      data: history.days.map((day, d) => {
        const daysAgo = history.days.length - 1 - d;
        // A new listing draws most of its views in its first days on the market.
        const launch = Math.max(0, 15 - 2 * (d + history.daysBeforeFirst));
        return {
          propertyId: property.id,
          day: dayToDate(day),
          views: Math.max(0, Math.round(25 - daysAgo / 6 + launch + random.int(-6, 12))),
        };
      }),
    });
    const kinds = [
      "VISIT_REQUEST",
      "MORE_INFO",
      "DOCUMENT_REQUEST",
      "SEND_TO_FRIEND",
      "VISIT_REQUEST",
      "MORE_INFO",
    ] as const;
    // In the evening after the second viewing of the same visitor (calendarPlan below).
    const offerAt = history.at(0.85, 20, 10);
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
            createdAt: history.at((i + 0.5) / kinds.length, random.int(7, 19), random.int(0, 59)),
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
          createdAt: offerAt,
        },
      ],
    });
    const notes = agencyNotes.flatMap((note, i) => {
      const occurredAt = history.at(noteTimes[i] ?? 0.95, 9, random.int(0, 59));
      // A buyer's notary calls after an offer: a rental, or a listing too new for that, has no such note.
      if (note.forSaleOnly && (!forSale || occurredAt <= offerAt)) return [];
      return [{ note, occurredAt }];
    });
    await prisma.ownerPortalEvent.createMany({
      data: [
        ...notes.map(({ note, occurredAt }) => ({
          propertyId: property.id,
          occurredAt,
          type: "COMMUNICATION" as const,
          contact: note.contact,
          subject: note.subject[locale],
          comment: note.comment[locale],
          status: null,
          source: note.source,
        })),
        ...media
          .map((m) => ({
            propertyId: property.id,
            occurredAt: new Date(property.publishedAt.getTime() + m.daysAfterPublishing * 24 * HOUR + 8 * HOUR),
            type: "ONLINE_MEDIA" as const,
            subject: m.medium,
            status: m.status,
            comment: m.comment?.[locale] ?? null,
          }))
          .filter((m) => m.occurredAt <= now),
      ],
    });
    // A price lowered in the history's last weeks, for every other property for sale on the market a while:
    // in the audit trail and the listing's history (which then starts at the higher price), and shown as
    // "price lowered" while its 30 days last.
    if (forSale && property.price !== null && history.days.length >= 21 && eligibleForDrop++ % 2 === 0) {
      const price = Number(property.price);
      const before = Math.round(price * 1.05);
      const at = history.at(0.8, 8, 15);
      await prisma.staffAudit.create({
        data: {
          at,
          action: "property.change",
          reference: property.reference,
          before: { price: before },
          after: { price },
        },
      });
      await prisma.propertyHistory.updateMany({
        where: { propertyId: property.id, field: "price", before: null },
        data: { after: String(before) },
      });
      await prisma.propertyHistory.create({
        data: {
          propertyId: property.id,
          at,
          field: "price",
          before: String(before),
          after: String(price),
          source: "staff",
        },
      });
      const lowered = afterPriceChange(notLowered, before, price, at);
      if (isShown(lowered, now)) await prisma.property.update({ where: { id: property.id }, data: lowered });
    }
    await seedCalendarVisits(prisma, property.id, locale, history, now, random);
  }
}

/**
 * Viewings booked in the calendar: three done (the first visitor twice), one cancelled, one coming in three
 * days; the agency's feedback the evening of each one done. `feedback` indexes visitFeedback.
 */
const calendarPlan = [
  { at: 0.25, status: "CONFIRMED", visitor: 1, feedback: 0 },
  { at: 0.45, status: "CONFIRMED", visitor: 2, feedback: 2 },
  { at: 0.6, status: "CANCELLED", visitor: 3 },
  { at: 0.8, status: "CONFIRMED", visitor: 1, feedback: 1 },
] as const;

async function seedCalendarVisits(
  prisma: PrismaClient,
  propertyId: number,
  locale: Locale,
  history: DemoHistory,
  now: Date,
  random: Random,
) {
  // Past viewings fall on the days before today, so that each one is over when the portal is opened.
  const past = calendarPlan.flatMap((visit, i) => {
    const day = history.pastDay(visit.at);
    return day ? [{ ...visit, startsAt: new Date(dayToDate(day).getTime() + (15 + i) * HOUR + 30 * MINUTE) }] : [];
  });
  const coming = {
    status: "CONFIRMED",
    visitor: 4 + random.int(0, 3),
    startsAt: new Date(dayToDate(addDays(brusselsDay(now), 3)).getTime() + 16 * HOUR + 30 * MINUTE),
  } as const;
  for (const visit of [...past, coming]) {
    const [firstName, lastName] = visitors[visit.visitor]!;
    const email = `${firstName.toLowerCase()}.demo@example.be`;
    await prisma.appointmentSlot.create({
      data: {
        propertyId,
        startsAt: visit.startsAt,
        endsAt: new Date(visit.startsAt.getTime() + 45 * MINUTE),
        booked: visit.status === "CONFIRMED" ? 1 : 0,
        bookings: {
          create: {
            firstName,
            lastName,
            email,
            emailKey: normaliseIdentifier(email),
            phone: "+32475000000",
            locale: "fr",
            status: visit.status,
          },
        },
      },
    });
  }
  await prisma.ownerPortalEvent.createMany({
    data: past.flatMap((visit) => {
      const feedback = "feedback" in visit ? visitFeedback[visit.feedback] : undefined;
      if (!feedback) return [];
      return [
        {
          propertyId,
          occurredAt: new Date(visit.startsAt.getTime() + 2 * HOUR),
          type: "CALENDAR_VISIT" as const,
          contact: contactOf(visitors[visit.visitor]!),
          subject: feedback.subject[locale],
          comment: feedback.comment[locale],
        },
      ];
    }),
  });
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
