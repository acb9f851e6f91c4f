import "server-only";
import { randomBytes } from "node:crypto";
import { getTranslations } from "next-intl/server";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import { getPrisma } from "@/lib/db/prisma";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/resolve";
import type { OutgoingMail } from "@/lib/mail/outbox";
import { renderMail } from "@/lib/mail/template";

// The newsletter's double opt-in (issue 5): an address is subscribed only once its owner follows the
// link mailed to it, and every mail carries a link to leave.

const newsletterUrl = (locale: Locale, query: string) =>
  `${config.siteUrl}${buildPath("/newsletter", locale)}?${query}`;

export interface OptIn {
  token: string;
  /** The confirmation mail, or null when the address is already confirmed. */
  mail: Omit<OutgoingMail, "submissionId"> | null;
}

/** Prepares the opt-in of `email`: a token and, unless already confirmed, the mail asking to confirm. */
export async function prepareOptIn(email: string, locale: Locale, prisma: PrismaClient = getPrisma()): Promise<OptIn> {
  const existing = await prisma.newsletterSubscription.findUnique({ where: { email: email.toLowerCase() } });
  const token = existing?.token ?? randomBytes(24).toString("base64url");
  if (existing?.confirmedAt && !existing.unsubscribedAt) return { token, mail: null };
  const [n, m] = await Promise.all([
    getTranslations({ locale, namespace: "Newsletter" }),
    getTranslations({ locale, namespace: "Mail" }),
  ]);
  const { html, text } = renderMail({
    paragraphs: [
      n("mailIntro", { agency: agency.name }),
      n("unsubscribeLine", { url: newsletterUrl(locale, `unsubscribe=${token}`) }),
    ],
    link: { href: newsletterUrl(locale, `confirm=${token}`), label: n("confirmLink") },
    signature: m("signature", { agency: agency.name }),
    footer: m("footer", { site: new URL(config.siteUrl).host }),
  });
  return { token, mail: { to: email, locale, subject: n("mailSubject"), html, text } };
}

/** Records the (still unconfirmed) subscription, inside the submission's transaction. */
export async function recordOptIn(tx: Prisma.TransactionClient, email: string, locale: Locale, token: string) {
  await tx.newsletterSubscription.upsert({
    where: { email: email.toLowerCase() },
    create: { email: email.toLowerCase(), locale, token },
    update: { locale, unsubscribedAt: null },
  });
}

export async function confirmSubscription(token: string, prisma: PrismaClient = getPrisma()): Promise<boolean> {
  const { count } = await prisma.newsletterSubscription.updateMany({
    where: { token },
    data: { confirmedAt: new Date(), unsubscribedAt: null },
  });
  return count > 0;
}

export async function subscriptionByToken(token: string, prisma: PrismaClient = getPrisma()) {
  return token ? prisma.newsletterSubscription.findUnique({ where: { token } }) : null;
}

export async function unsubscribe(token: string, prisma: PrismaClient = getPrisma()): Promise<boolean> {
  const { count } = await prisma.newsletterSubscription.updateMany({
    where: { token },
    data: { unsubscribedAt: new Date() },
  });
  return count > 0;
}
