import "server-only";
import { normaliseIdentifier } from "@/lib/rules/identifier";
import type { Database, Transaction } from "./database";
import { getPrisma } from "./infra/prisma";

// The agency's visit slots per property (spec §4: appointments, "confirmed", "full"). Read live, not
// cached: the page's calendar asks for them when it opens, and a booking takes a place atomically.

export interface Slot {
  id: number;
  startsAt: string;
  endsAt: string;
  free: number;
}

const DAYS_AHEAD = 21;

export async function listSlots(propertyId: number, db: Database = getPrisma()): Promise<Slot[]> {
  const now = new Date();
  const rows = await db.appointmentSlot.findMany({
    where: {
      propertyId,
      startsAt: { gt: now, lt: new Date(now.getTime() + DAYS_AHEAD * 86_400_000) },
      property: { status: "AVAILABLE" },
    },
    orderBy: { startsAt: "asc" },
  });
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    free: Math.max(0, row.capacity - row.booked),
  }));
}

/** One slot, as a booking checks it: its property, its time and the places it has left. */
export async function getSlot(id: number, db: Database = getPrisma()) {
  const row = await db.appointmentSlot.findUnique({ where: { id } });
  if (!row) return null;
  return {
    id: row.id,
    propertyId: row.propertyId,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    free: Math.max(0, row.capacity - row.booked),
  };
}

export interface BookingPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  locale: "en" | "nl" | "fr" | "de";
}

/** Whether this e-mail (by its key) has an open booking (confirmed, still to come) for the property. */
export async function hasOpenBooking(email: string, propertyId: number, db: Database = getPrisma()) {
  const booking = await db.appointmentBooking.findFirst({
    where: {
      emailKey: normaliseIdentifier(email),
      status: "CONFIRMED",
      slot: { propertyId, startsAt: { gt: new Date() } },
    },
    select: { id: true },
  });
  return booking !== null;
}

export type PlaceOutcome = "booked" | "full" | "alreadyBooked";

/**
 * Takes one place of a slot and records the booking, inside the caller's transaction, unless the slot
 * is full or the person already has an open booking for the same property. The place is taken by one
 * conditional UPDATE, so two visitors asking for the last place get one booking and one "full"; a lock
 * per e-mail, held to the end of the transaction, lets two bookings with one e-mail run only one after
 * the other, so the second sees the first (checked in tests/integration/forms/appointments.test.ts).
 */
export async function takePlace(
  slotId: number,
  person: BookingPerson,
  submissionId: number | null,
  tx: Transaction,
): Promise<PlaceOutcome> {
  const emailKey = normaliseIdentifier(person.email);
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtextextended(${`booking:${emailKey}`}, 0))`;
  const [open] = await tx.$queryRaw<Array<{ id: number }>>`
    SELECT b.id FROM "AppointmentBooking" b JOIN "AppointmentSlot" s ON s.id = b."slotId"
    WHERE b."emailKey" = ${emailKey} AND b.status = 'CONFIRMED' AND s."startsAt" > now()
      AND s."propertyId" = (SELECT "propertyId" FROM "AppointmentSlot" WHERE id = ${slotId})
    LIMIT 1`;
  if (open) return "alreadyBooked";
  const [slot] = await tx.$queryRaw<Array<{ id: number }>>`
    UPDATE "AppointmentSlot" SET booked = booked + 1
    WHERE id = ${slotId} AND booked < capacity AND "startsAt" > now()
    RETURNING id`;
  if (!slot) return "full";
  await tx.appointmentBooking.create({ data: { slotId, submissionId, ...person, emailKey } });
  return "booked";
}
