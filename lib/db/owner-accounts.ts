import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { normaliseIdentifier } from "@/lib/rules/identifier";
import type { QueuedMail } from "@/lib/types/mail";
import type { Database } from "./database";
import { enqueueMails } from "./outbox";
import { startSession } from "./owner-sessions";
import { getPrisma } from "./infra/prisma";

// Owner accounts as signing in sees them: found by the key of their username or e-mail (compared with `=`),
// and what a successful sign-in writes in one transaction: the time, an upgraded hash, the session, the
// manager's notice.

/** The manager hears of an owner's sign-in at most this often (spec §6). */
export const LOGIN_NOTICE_EVERY_MS = 60 * 60 * 1000;

export interface OwnerAccount {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  /** Null for an owner the content sync invited who has not chosen a password yet. */
  passwordHash: string | null;
  managerEmail: string | null;
}

/** The owner whose username or e-mail this is; null when there is none. */
export async function findOwnerAccount(identifier: string, db: Database = getPrisma()): Promise<OwnerAccount | null> {
  const key = normaliseIdentifier(identifier);
  // A control character or a lone surrogate names nobody, and PostgreSQL refuses some of them with an error.
  if (!/^[^\p{Cc}\p{Cs}]{1,254}$/u.test(key)) return null;
  const row = await db.owner.findFirst({
    // One owner's username may be another's e-mail: the older owner answers, as the migration decided.
    // An owner the source no longer lists (disabled) is nobody's account any more.
    where: { OR: [{ usernameKey: key }, { emailKey: key }], disabledAt: null },
    include: { manager: { select: { email: true } } },
    orderBy: { id: "asc" },
  });
  if (!row) return null;
  const { manager, ...owner } = row;
  return {
    id: owner.id,
    username: owner.username,
    email: owner.email,
    firstName: owner.firstName,
    lastName: owner.lastName,
    locale: owner.locale,
    passwordHash: owner.passwordHash,
    managerEmail: manager?.email ?? null,
  };
}

/**
 * A successful sign-in: the owner's last login, the new hash when the stored one was made with older
 * parameters, a new session (the browser's previous one ends) and, at most once an hour, the notice to
 * the manager. Answers the new session's id.
 */
export async function recordSignIn(
  options: {
    ownerId: number;
    newHash: string | null;
    previousSessionId: string | null;
    notice: QueuedMail | null;
    now?: Date;
  },
  db: Database = getPrisma(),
): Promise<string> {
  const now = options.now ?? new Date();
  return db.$transaction(async (tx) => {
    await tx.owner.update({
      where: { id: options.ownerId },
      data: { lastLoginAt: now, ...(options.newHash ? { passwordHash: options.newHash } : {}) },
    });
    if (options.notice) {
      // Claimed with one conditional update, so two sign-ins at once still send one notice.
      const since = new Date(now.getTime() - LOGIN_NOTICE_EVERY_MS);
      const claimed = await tx.owner.updateMany({
        where: { id: options.ownerId, OR: [{ loginNotifiedAt: null }, { loginNotifiedAt: { lte: since } }] },
        data: { loginNotifiedAt: now },
      });
      if (claimed.count === 1) {
        await enqueueMails([options.notice], tx);
      }
    }
    return startSession(options.ownerId, options.previousSessionId, now, tx);
  });
}
