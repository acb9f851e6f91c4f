import "server-only";
import { randomBytes } from "node:crypto";
import { findSubscription } from "@/lib/db/newsletter";
import type { Locale } from "@/lib/i18n/locales";
import type { MailDraft } from "@/lib/mail/templates/frame";
import { newsletterOptInMail } from "@/lib/mail/templates/newsletter-opt-in";

// The newsletter's double opt-in: an address is subscribed only once its owner follows the link
// mailed to it, and every mail carries a link to leave.

export { confirmSubscription, subscriptionByToken } from "@/lib/db/newsletter";

export interface OptIn {
  token: string;
  /** The confirmation mail, or null when the address is already confirmed. */
  mail: MailDraft | null;
}

/** Prepares the opt-in of `email`: a token and, unless already confirmed, the mail asking to confirm. */
export async function prepareOptIn(email: string, locale: Locale): Promise<OptIn> {
  const existing = await findSubscription(email);
  const token = existing?.token ?? randomBytes(24).toString("base64url");
  if (existing?.confirmedAt && !existing.unsubscribedAt) return { token, mail: null };
  return { token, mail: await newsletterOptInMail(email, locale, token) };
}
