import type { PrismaClient } from "@/lib/generated/prisma/client";

// What a database holds, by kind, so that no command empties or overwrites it unawares: the listings
// staff put in, and everything visitors and owners made. Statbel's figures are not counted: public data that
// `npm run market:import` (and the seed) loads again at any time, which must not stop a seed.

export async function heldData(prisma: PrismaClient): Promise<Array<[what: string, count: number]>> {
  const counts: Array<[string, Promise<number>]> = [
    ["properties", prisma.property.count()],
    ["projects", prisma.project.count()],
    ["categories", prisma.category.count()],
    ["team members", prisma.teamMember.count()],
    ["pages and posts", prisma.content.count()],
    ["owner accounts", prisma.owner.count()],
    ["form submissions", prisma.formSubmission.count()],
    ["consent records", prisma.consentRecord.count()],
    ["standing searches", prisma.standingSearch.count()],
    ["newsletter subscriptions", prisma.newsletterSubscription.count()],
    ["visit bookings", prisma.appointmentBooking.count()],
    ["days of page views", prisma.propertyPageView.count()],
    ["mails in the outbox", prisma.outboxMail.count()],
    ["audit rows", prisma.staffAudit.count()],
    ["stored files (photos, uploads, documents)", prisma.storedFile.count()],
  ];
  const held = await Promise.all(counts.map(async ([what, count]) => [what, await count] as [string, number]));
  return held.filter(([, count]) => count > 0);
}

export function describeHeld(held: Array<[string, number]>): string {
  return held.map(([what, count]) => `${count} ${what}`).join(", ");
}
