import type { Database } from "@/lib/db/database";
import { newLinkToken } from "@/lib/db/mailed-links";
import { dueDigests, recordDigest } from "@/lib/db/standing-search-alerts";
import { isLocale } from "@/lib/i18n/locales";
import { queued } from "@/lib/mail/outbox";
import { searchDigestMail } from "@/lib/mail/templates/search-digest";
import { routing } from "@/lib/i18n/routing";

// Standing searches that really send alerts. When a property is published or its price drops,
// queueAlerts() notes it for every confirmed search it matches; sendDueDigests() then mails each
// subscriber at most once a day, in their language, with all the properties noted since.

export { queueAlerts } from "@/lib/db/standing-search-alerts";

/** Mails every subscriber whose alerts wait and who had no alert in the last 24 hours. */
export async function sendDueDigests(db?: Database, now = new Date()): Promise<number> {
  const due = await dueDigests(now, db);
  for (const digest of due) {
    const locale = isLocale(digest.locale) ? digest.locale : routing.defaultLocale;
    const manageToken = newLinkToken();
    const mail = searchDigestMail(digest, locale, manageToken);
    await recordDigest(digest.searchId, mail && queued(mail), manageToken, now, db);
  }
  return due.length;
}
