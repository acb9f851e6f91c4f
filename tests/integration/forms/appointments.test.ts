import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { hasOpenBooking, listSlots, takePlace } from "@/lib/db/appointments";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// Visit slots: a full slot refuses, two visitors asking for the last place at once get one booking
// and one "full", and one e-mail holds one open booking per property, on this run's database.

describe(`appointments (${databaseKind})`, () => {
  let db: Connection;
  let propertyId: number;
  const person = (n: number) => ({
    firstName: "Visitor",
    lastName: String(n),
    email: `v${n}@example.be`,
    phone: "0475123456",
    locale: "fr" as const,
  });
  const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000);

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.prisma.category.create({ data: { id: 13, name: "Apartment", webId: 1 } });
    const property = await db.prisma.property.create({
      data: { reference: "ATR-9001", goal: 0, categoryId: 13, zip: "1050", city: "Ixelles", citySlug: "ixelles" },
    });
    propertyId = property.id;
  });
  afterAll(async () => {
    await db.close();
  });

  it("gives one of two simultaneous bookings the last place, and the other 'full'", async () => {
    const slot = await db.prisma.appointmentSlot.create({
      data: { propertyId, startsAt: soon(24), endsAt: soon(25), capacity: 2, booked: 1 },
    });
    const attempts = await Promise.all(
      [1, 2].map((n) => db.prisma.$transaction((tx) => takePlace(slot.id, person(n), null, tx))),
    );
    expect(attempts.filter((a) => a === "booked")).toHaveLength(1);
    expect(attempts.filter((a) => a === "full")).toHaveLength(1);
    const after = await db.prisma.appointmentSlot.findUniqueOrThrow({
      where: { id: slot.id },
      include: { bookings: true },
    });
    expect(after.booked).toBe(2);
    expect(after.bookings).toHaveLength(1);
    expect(after.bookings[0]!.status).toBe("CONFIRMED");
  });

  it("never books more places than a slot has, under many simultaneous requests", async () => {
    const slot = await db.prisma.appointmentSlot.create({
      data: { propertyId, startsAt: soon(48), endsAt: soon(49), capacity: 3 },
    });
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        db.prisma.$transaction((tx) => takePlace(slot.id, person(100 + n), null, tx)),
      ),
    );
    expect(attempts.filter((a) => a === "booked")).toHaveLength(3);
    expect(await db.prisma.appointmentBooking.count({ where: { slotId: slot.id } })).toBe(3);
  });

  it("refuses a slot in the past and lists only future ones, with their free places", async () => {
    const past = await db.prisma.appointmentSlot.create({
      data: { propertyId, startsAt: soon(-2), endsAt: soon(-1), capacity: 2 },
    });
    expect(await db.prisma.$transaction((tx) => takePlace(past.id, person(300), null, tx))).toBe("full");
    const slots = await listSlots(propertyId, db.prisma);
    expect(slots.map((s) => s.free)).toEqual([0, 0]);
    expect(slots.every((s) => new Date(s.startsAt) > new Date())).toBe(true);
  });

  it("keeps one open booking per e-mail and property, even when both are asked for at once", async () => {
    const [first, second] = await Promise.all(
      [72, 73].map((hours) =>
        db.prisma.appointmentSlot.create({
          data: { propertyId, startsAt: soon(hours), endsAt: soon(hours + 1), capacity: 5 },
        }),
      ),
    );
    const twice = { ...person(400), email: "Twice@Example.be" };
    const attempts = await Promise.all(
      [first!, second!].map((slot, n) =>
        db.prisma.$transaction((tx) =>
          takePlace(slot.id, { ...twice, email: n ? "twice@example.BE" : twice.email }, null, tx),
        ),
      ),
    );
    expect(attempts.sort()).toEqual(["alreadyBooked", "booked"]);
    expect(
      await db.prisma.appointmentBooking.count({
        where: { email: { equals: "twice@example.be", mode: "insensitive" } },
      }),
    ).toBe(1);
    expect(await hasOpenBooking("TWICE@example.be", propertyId, db.prisma)).toBe(true);
  });

  it("lets the same e-mail book again once its booking is cancelled or past, and elsewhere meanwhile", async () => {
    const other = await db.prisma.property.create({
      data: { reference: "ATR-9002", goal: 0, categoryId: 13, zip: "1050", city: "Ixelles", citySlug: "ixelles" },
    });
    const slot = (id: number, hours: number) =>
      db.prisma.appointmentSlot.create({
        data: { propertyId: id, startsAt: soon(hours), endsAt: soon(hours + 1), capacity: 5 },
      });
    const book = (slotId: number) => db.prisma.$transaction((tx) => takePlace(slotId, person(500), null, tx));
    const [here, there, later] = [await slot(propertyId, 96), await slot(other.id, 96), await slot(propertyId, 120)];
    expect(await book(here.id)).toBe("booked");
    expect(await book(there.id)).toBe("booked");
    expect(await book(later.id)).toBe("alreadyBooked");
    await db.prisma.appointmentBooking.updateMany({ where: { slotId: here.id }, data: { status: "CANCELLED" } });
    expect(await hasOpenBooking(person(500).email, propertyId, db.prisma)).toBe(false);
    expect(await book(later.id)).toBe("booked");
    await db.prisma.appointmentSlot.update({ where: { id: later.id }, data: { startsAt: soon(-3), endsAt: soon(-2) } });
    expect(await hasOpenBooking(person(500).email, propertyId, db.prisma)).toBe(false);
  });
});
