import "server-only";
import { isToken } from "@/lib/domain/id";
import type { Locale } from "@/lib/i18n/locales";
import type { Database, Transaction } from "./database";
import { getPrisma } from "./prisma";

// The newsletter's subscriptions (double opt-in): kept unconfirmed until the mailed link is followed.

export interface Subscription {
  email: string;
  locale: Locale;
  token: string;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

const fields = { email: true, locale: true, token: true, confirmedAt: true, unsubscribedAt: true } as const;

export async function findSubscription(email: string, db: Database = getPrisma()): Promise<Subscription | null> {
  return db.newsletterSubscription.findUnique({ where: { email: email.toLowerCase() }, select: fields });
}

export async function subscriptionByToken(token: string, db: Database = getPrisma()): Promise<Subscription | null> {
  return isToken(token) ? db.newsletterSubscription.findUnique({ where: { token }, select: fields }) : null;
}

/** Records the (still unconfirmed) subscription, inside the submission's transaction. */
export async function recordOptIn(tx: Transaction, email: string, locale: Locale, token: string): Promise<void> {
  await tx.newsletterSubscription.upsert({
    where: { email: email.toLowerCase() },
    create: { email: email.toLowerCase(), locale, token },
    update: { locale, unsubscribedAt: null },
  });
}

export async function confirmSubscription(token: string, db: Database = getPrisma()): Promise<boolean> {
  if (!isToken(token)) return false;
  const { count } = await db.newsletterSubscription.updateMany({
    where: { token },
    data: { confirmedAt: new Date(), unsubscribedAt: null },
  });
  return count > 0;
}

export async function unsubscribe(token: string, db: Database = getPrisma()): Promise<boolean> {
  if (!isToken(token)) return false;
  const { count } = await db.newsletterSubscription.updateMany({
    where: { token },
    data: { unsubscribedAt: new Date() },
  });
  return count > 0;
}
