import type { Database } from "@/lib/db/database";
import { invitedOwner } from "@/lib/db/synced-owners";
import { createResetLink, INVITATION_LINK_MS } from "@/lib/db/password-resets";
import { queued } from "@/lib/mail/outbox";
import { invitationMail } from "@/lib/mail/templates/owner-mails";

// An owner the sync added has no password: they get a mail in their language with a single-use link that
// works for a week, to choose one on the reset page (its rules: length, strength, not their own name).
// A link that lapsed is no dead end: the reminder page sends a new one.

export async function inviteOwner(db: Database, ownerId: number, now: Date): Promise<void> {
  const owner = await invitedOwner(ownerId, db);
  await createResetLink(
    ownerId,
    async (token) => queued(await invitationMail(owner, token)),
    now,
    INVITATION_LINK_MS,
    db,
  );
}
