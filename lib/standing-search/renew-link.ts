import "server-only";
import { newLinkToken } from "@/lib/db/mailed-links";
import type { Database } from "@/lib/db/database";
import { recordManageLink, searchOfExpiredLink } from "@/lib/db/standing-searches";
import { queued } from "@/lib/mail/outbox";
import { searchLinkMail } from "@/lib/mail/templates/search-link";

/**
 * An expired change-or-stop link asks for a fresh one: it is mailed to the search's own address, never
 * shown, so the link's holder learns nothing. A stopped search, or a link that is not expired, gets none.
 */
export async function renewManageLink(token: string, db?: Database, now = new Date()): Promise<boolean> {
  const search = await searchOfExpiredLink(token, now, db);
  if (!search) return false;
  const fresh = newLinkToken();
  await recordManageLink(search.id, queued(searchLinkMail(search.email, search.locale, fresh)), fresh, now, db);
  return true;
}
