import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { normaliseIdentifier } from "@/lib/rules/identifier";
import { validConfirmation } from "./confirmed-addresses";
import type { Database, Transaction } from "./database";
import { storeLinks } from "./mailed-links";
import { getPrisma } from "./infra/prisma";

// The newsletter's subscriptions (double opt-in): kept unconfirmed until the mailed link's button is
// pressed. Its links (lib/db/mailed-links.ts) confirm it and end it. The address is stored as its key
// (lib/rules/identifier.ts), so one address is one subscription however it is typed.

export interface Subscription {
  email: string;
  locale: Locale;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

const fields = { email: true, locale: true, confirmedAt: true, unsubscribedAt: true } as const;

export async function findSubscription(email: string, db: Database = getPrisma()): Promise<Subscription | null> {
  return db.newsletterSubscription.findUnique({ where: { email: normaliseIdentifier(email) }, select: fields });
}

/**
 * Where this address stands with the newsletter: "subscribed" (confirmed, not left), "pending" (a
 * confirmation mailed earlier still works), or "none"; in the first two no new mail is sent.
 */
export async function optInState(
  email: string,
  now = new Date(),
  db: Database = getPrisma(),
): Promise<"subscribed" | "pending" | "none"> {
  const subscription = await db.newsletterSubscription.findUnique({
    where: { email: normaliseIdentifier(email) },
    select: { confirmedAt: true, unsubscribedAt: true, links: validConfirmation("CONFIRM_NEWSLETTER", now) },
  });
  if (!subscription || subscription.unsubscribedAt) return "none";
  return subscription.confirmedAt ? "subscribed" : subscription.links.length > 0 ? "pending" : "none";
}

/** The tokens of one opt-in mail: the confirmation and the way out. */
export interface OptInTokens {
  confirm: string;
  leave: string;
}

/**
 * Records an opt-in whose mail is being sent, inside the submission's transaction: the subscription is
 * (again) unconfirmed until the new mail's link is followed, even for an address that had confirmed
 * and then left, and the mail's links are stored hashed.
 */
export async function recordOptIn(email: string, locale: Locale, tokens: OptInTokens, tx: Transaction): Promise<void> {
  const { id } = await tx.newsletterSubscription.upsert({
    where: { email: normaliseIdentifier(email) },
    create: { email: normaliseIdentifier(email), locale },
    update: { locale, confirmedAt: null, unsubscribedAt: null },
    select: { id: true },
  });
  await storeLinks(
    { subscriptionId: id },
    { CONFIRM_NEWSLETTER: tokens.confirm, LEAVE_NEWSLETTER: tokens.leave },
    new Date(),
    tx,
  );
}
