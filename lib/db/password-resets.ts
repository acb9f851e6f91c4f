import "server-only";
import type { QueuedMail } from "@/lib/types/mail";
import type { Database, Transaction } from "./database";
import { hashToken, newLinkToken } from "./mailed-links";
import { enqueueMails } from "./outbox";
import { passwordOwnerSelect, replacePassword, type PasswordOwner } from "./owner-passwords";
import { getPrisma } from "./infra/prisma";

// The links that let an owner choose a new password: mailed links like the newsletter's (only the
// token's SHA-256 is kept, purpose RESET_PASSWORD), valid one hour, used once. Opening one reads only;
// using it sets the password, ends every session of the owner and mails them that it changed.

export const RESET_LINK_MS = 60 * 60 * 1000;
/** An invitation (lib/content-sync/invitations.ts) is a reset link that works for a week. */
export const INVITATION_LINK_MS = 7 * 24 * 60 * 60 * 1000;

export type ResetLinkState = "open" | "expired" | "unknown";

/**
 * Stores a new link for the owner together with the mail that carries it (drawn for its token), in one
 * transaction: a link is never stored without its mail, nor mailed without being stored.
 */
export async function createResetLink(
  ownerId: number,
  mailFor: (token: string) => Promise<QueuedMail>,
  now = new Date(),
  validMs = RESET_LINK_MS,
  db: Database = getPrisma(),
): Promise<string> {
  const token = newLinkToken();
  const mail = await mailFor(token);
  await db.$transaction(async (tx) => {
    // Links expired a day ago and more are only clutter.
    await tx.mailedLink.deleteMany({
      where: { purpose: "RESET_PASSWORD", expiresAt: { lt: new Date(now.getTime() - 24 * RESET_LINK_MS) } },
    });
    await tx.mailedLink.create({
      data: {
        tokenHash: hashToken(token),
        purpose: "RESET_PASSWORD",
        ownerId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + validMs),
      },
    });
    await enqueueMails([mail], tx);
  });
  return token;
}

async function findLink(token: string, db: Database | Transaction) {
  return db.mailedLink.findUnique({
    where: { tokenHash_purpose: { tokenHash: hashToken(token), purpose: "RESET_PASSWORD" } },
    select: { ownerId: true, expiresAt: true },
  });
}

const stateOf = (row: { ownerId: number | null; expiresAt: Date | null } | null, now: Date): ResetLinkState =>
  !row?.ownerId ? "unknown" : !row.expiresAt || row.expiresAt <= now ? "expired" : "open";

/** Whether a link would work now; changes nothing (mail scanners open links). */
export async function resetLinkState(token: string, now = new Date(), db: Database = getPrisma()) {
  return stateOf(await findLink(token, db), now);
}

/** A link's state and, while it is open, the owner it is for: what the new password is checked and mailed with. */
export async function openResetLink(
  token: string,
  now = new Date(),
  db: Database = getPrisma(),
): Promise<{ state: ResetLinkState; owner: PasswordOwner | null }> {
  const row = await db.mailedLink.findUnique({
    where: { tokenHash_purpose: { tokenHash: hashToken(token), purpose: "RESET_PASSWORD" } },
    select: { ownerId: true, expiresAt: true, owner: { select: passwordOwnerSelect } },
  });
  const state = stateOf(row, now);
  return state === "open" && row?.owner ? { state, owner: row.owner } : { state, owner: null };
}

/**
 * Uses a link: when it is open, the owner's password becomes `passwordHash`, every reset link of the
 * owner stops working, every session ends and `mail` (passwordChangedMail) is queued. Answers the state
 * the link was in, and the owner it was for.
 */
export async function consumeResetLink(
  token: string,
  passwordHash: string,
  mail: QueuedMail,
  now = new Date(),
  db: Database = getPrisma(),
): Promise<{ state: ResetLinkState; ownerId: number | null }> {
  return db.$transaction(async (tx) => {
    const row = await findLink(token, tx);
    const state = stateOf(row, now);
    if (state !== "open" || !row?.ownerId) return { state, ownerId: null };
    // Deleting the row is the claim: of two uses at once, only one deletes it.
    const claimed = await tx.mailedLink.deleteMany({
      where: { tokenHash: hashToken(token), purpose: "RESET_PASSWORD" },
    });
    if (claimed.count !== 1) return { state: "unknown" as const, ownerId: null };
    await tx.mailedLink.deleteMany({ where: { ownerId: row.ownerId, purpose: "RESET_PASSWORD" } });
    await replacePassword(row.ownerId, passwordHash, mail, tx);
    return { state, ownerId: row.ownerId };
  });
}
