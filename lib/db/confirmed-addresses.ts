import "server-only";
import { normaliseIdentifier } from "@/lib/rules/identifier";
import type { Database } from "./database";
import { keyed } from "./privacy";
import { getPrisma } from "./infra/prisma";

// Whether an address has confirmed anything it still receives: the newsletter, a standing search, a watch.
// Mails to an address that has not are capped per recipient, since anybody may have typed it.

export async function hasConfirmedAddress(email: string, db: Database = getPrisma()): Promise<boolean> {
  const key = normaliseIdentifier(email);
  const confirmed = { confirmedAt: { not: null } } as const;
  const [subscriptions, [searches], watches] = await Promise.all([
    db.newsletterSubscription.count({ where: { email: key, unsubscribedAt: null, ...confirmed } }),
    // A search keeps its address as typed: compared by its key, as a request about personal data finds it.
    db.$queryRaw<[{ n: number }]>`
      SELECT count(*)::int AS n FROM "StandingSearch"
      WHERE ${keyed("email")} = ${key} AND "confirmedAt" IS NOT NULL AND "stoppedAt" IS NULL`,
    db.propertyWatch.count({ where: { email: key, stoppedAt: null, ...confirmed } }),
  ]);
  return subscriptions + searches!.n + watches > 0;
}

/** Whether a subject's confirmation mailed earlier still works (unconfirmed, not ended, not expired). */
export const validConfirmation = (purpose: "CONFIRM_NEWSLETTER" | "CONFIRM_WATCH", now: Date) => ({
  where: { purpose, expiresAt: { gt: now } },
  select: { expiresAt: true },
  take: 1,
});
