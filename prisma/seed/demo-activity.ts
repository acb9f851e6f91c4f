import type { PrismaClient } from "@/lib/generated/prisma/client";
import { daysAgo } from "./demo-common";
import { createRandom } from "./random";

/** 90 days of page visits and portal events for the owners' properties. */
export async function seedOwnerActivity(prisma: PrismaClient, now: Date): Promise<void> {
  const random = createRandom(90);
  const owned = await prisma.property.findMany({ where: { ownerId: { not: null } }, select: { id: true } });
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  await prisma.propertyPageView.createMany({
    data: owned.flatMap(({ id }) =>
      Array.from({ length: 90 }, (_, d) => ({
        propertyId: id,
        day: daysAgo(today, d),
        views: Math.max(0, Math.round(25 - d / 6 + random.int(-6, 12))),
      })),
    ),
  });
  const subjects = ["Visit request", "More information", "Price question", "Document request"];
  await prisma.ownerPortalEvent.createMany({
    data: owned.flatMap(({ id }) =>
      Array.from({ length: 14 }, (_, i) => {
        const type = (["COMMUNICATION", "CALENDAR_VISIT", "ONLINE_MEDIA"] as const)[i % 3]!;
        return {
          propertyId: id,
          occurredAt: daysAgo(now, i * 6 + random.int(0, 4)),
          type,
          contact:
            type === "ONLINE_MEDIA" ? null : random.pick(["L. Martin", "S. De Smet", "K. Wouters", "A. Lambert"]),
          subject:
            type === "ONLINE_MEDIA"
              ? random.pick(["Immoweb", "Zimmo", "Facebook", "Newsletter"])
              : random.pick(subjects),
          status: type === "CALENDAR_VISIT" ? "done" : "handled",
          source: type === "COMMUNICATION" ? "website" : type === "ONLINE_MEDIA" ? "portal" : "agent",
        };
      }),
    ),
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
