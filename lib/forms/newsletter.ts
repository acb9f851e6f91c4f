import "server-only";
import { optInState, type OptInTokens } from "@/lib/db/newsletter";
import { newLinkToken } from "@/lib/db/mailed-links";
import type { Locale } from "@/lib/i18n/locales";
import type { MailDraft } from "@/lib/mail/templates/frame";
import { newsletterOptInMail } from "@/lib/mail/templates/newsletter-opt-in";
import { confirmationKind } from "./confirmation-mail";

// The newsletter's double opt-in: an address is subscribed only once its owner presses the button
// behind the link mailed to it, and every mail carries a link to leave.

/**
 * An opt-in to send ("mail"), or why none is: the address is subscribed, a confirmation mailed earlier
 * still works ("pending"), or the address had its mails for today ("capped").
 */
export type OptIn =
  { status: "mail"; tokens: OptInTokens; mail: MailDraft } | { status: "subscribed" | "pending" | "capped" };

/** Prepares the opt-in of `email`: new links and the mail asking to confirm, when one is to be sent. */
export async function prepareOptIn(email: string, locale: Locale): Promise<OptIn> {
  const state = await optInState(email);
  if (state !== "none") return { status: state };
  const kind = await confirmationKind(email);
  if (!kind) return { status: "capped" };
  const tokens = { confirm: newLinkToken(), leave: newLinkToken() };
  return { status: "mail", tokens, mail: { ...(await newsletterOptInMail(email, locale, tokens)), kind } };
}
