import "server-only";
import { findSubscription, type OptInTokens } from "@/lib/db/newsletter";
import { newLinkToken } from "@/lib/db/mailed-links";
import type { Locale } from "@/lib/i18n/locales";
import type { MailDraft } from "@/lib/mail/templates/frame";
import { newsletterOptInMail } from "@/lib/mail/templates/newsletter-opt-in";

// The newsletter's double opt-in: an address is subscribed only once its owner presses the button
// behind the link mailed to it, and every mail carries a link to leave.

export interface OptIn {
  tokens: OptInTokens;
  mail: MailDraft;
}

/** Prepares the opt-in of `email`: new links and the mail asking to confirm; null when already subscribed. */
export async function prepareOptIn(email: string, locale: Locale): Promise<OptIn | null> {
  const existing = await findSubscription(email);
  if (existing?.confirmedAt && !existing.unsubscribedAt) return null;
  const tokens = { confirm: newLinkToken(), leave: newLinkToken() };
  return { tokens, mail: await newsletterOptInMail(email, locale, tokens) };
}
