import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { QueuedMail } from "@/lib/types/mail";
import type { Database, Transaction } from "./database";
import { enqueueMails } from "./outbox";
import { endOwnerSessions, startSession } from "./owner-sessions";
import { getPrisma } from "./infra/prisma";

// Setting an owner's password, the one way every flow does it (a reset link, a change in the portal):
// the new hash, every session ended, and the mail that tells the owner, in one transaction.

/** What a new password is checked against (lib/auth/password-strength.ts) and mailed with. */
export interface PasswordOwner {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  locale: Locale;
}

/** The same, with the hash the current password is verified by (null: an invited owner has none yet). */
export interface PasswordHolder extends PasswordOwner {
  passwordHash: string | null;
}

export const passwordOwnerSelect = {
  id: true,
  firstName: true,
  lastName: true,
  username: true,
  email: true,
  locale: true,
} as const;

export async function findPasswordHolder(ownerId: number, db: Database = getPrisma()): Promise<PasswordHolder | null> {
  return db.owner.findUnique({ where: { id: ownerId }, select: { ...passwordOwnerSelect, passwordHash: true } });
}

/** In the caller's transaction: the owner's new hash, every session of theirs ended, the mail queued. */
export async function replacePassword(
  ownerId: number,
  passwordHash: string,
  mail: QueuedMail,
  tx: Transaction,
): Promise<void> {
  await tx.owner.update({ where: { id: ownerId }, data: { passwordHash } });
  await endOwnerSessions(ownerId, tx);
  await enqueueMails([mail], tx);
}

/** A signed-in owner's new password: every session ends, and the browser that changed it gets a new one (its id). */
export async function changePassword(
  ownerId: number,
  passwordHash: string,
  mail: QueuedMail,
  now = new Date(),
  db: Database = getPrisma(),
): Promise<string> {
  return db.$transaction(async (tx) => {
    await replacePassword(ownerId, passwordHash, mail, tx);
    return startSession(ownerId, null, now, tx);
  });
}
