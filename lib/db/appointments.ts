import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "./prisma";

// The agency's visit slots per property (spec §4: appointments, "confirmed", "full"). Read live, not
// cached: the page's calendar asks for them when it opens, and a booking takes a place atomically.

export interface Slot {
  id: number;
  startsAt: string;
  endsAt: string;
  free: number;
}

const DAYS_AHEAD = 21;

export async function listSlots(propertyId: number, prisma: PrismaClient = getPrisma()): Promise<Slot[]> {
  const now = new Date();
  const rows = await prisma.appointmentSlot.findMany({
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
export async function getSlot(id: number, prisma: PrismaClient = getPrisma()) {
  const row = await prisma.appointmentSlot.findUnique({ where: { id } });
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

/**
 * Takes one place of a slot and records the booking, inside the caller's transaction. The place is
 * taken by one conditional UPDATE, so two visitors asking for the last place get one booking and one
 * "full", whatever the database (checked in tests/integration/appointments.test.ts).
 */
export async function takePlace(
  tx: Pick<PrismaClient, "$queryRaw" | "appointmentBooking">,
  slotId: number,
  person: BookingPerson,
  submissionId: number | null,
): Promise<{ startsAt: Date; endsAt: Date; propertyId: number } | null> {
  const [slot] = await tx.$queryRaw<Array<{ startsAt: Date; endsAt: Date; propertyId: number }>>`
    UPDATE "AppointmentSlot" SET booked = booked + 1
    WHERE id = ${slotId} AND booked < capacity AND "startsAt" > now()
    RETURNING "startsAt", "endsAt", "propertyId"`;
  if (!slot) return null;
  await tx.appointmentBooking.create({ data: { slotId, submissionId, ...person } });
  return slot;
}
