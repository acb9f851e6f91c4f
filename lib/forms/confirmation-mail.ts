import "server-only";
import { hasConfirmedAddress } from "@/lib/db/confirmed-addresses";
import type { MailKind } from "@/lib/types/mail";
import { limits, withinLimits } from "./rate-limit";

/**
 * The kind a confirmation mail to `email` goes out as, or null when today's cap refuses it. An address that
 * has confirmed something asked for it itself: the agency sends it first, outside the visitors' hourly caps.
 * Any other address may be a stranger's that anybody typed: it gets a few a day, counted as "send to a
 * friend" counts its recipients.
 */
export async function confirmationKind(email: string): Promise<MailKind | null> {
  if (await hasConfirmedAddress(email)) return "SUBSCRIBER";
  return (await withinLimits([[limits.unconfirmedRecipient, { email }]])) ? "VISITOR" : null;
}
