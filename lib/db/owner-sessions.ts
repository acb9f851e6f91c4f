import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { Locale } from "@/lib/i18n/locales";
import type { Client, Database, Transaction } from "./database";
import { getPrisma } from "./infra/prisma";

// Owners' sessions, kept server-side so that they can end: the cookie (next-auth's JWT) names a random
// id, and only its SHA-256 is stored. A session is alive while its row is and it has been used within
// the idle limit; its cookie cannot outlive the absolute limit either.

const HOUR_MS = 60 * 60 * 1000;
/** Sessions end after 8 hours without a request (spec, issue 11), and after 24 hours in any case. */
export const SESSION_IDLE_MS = 8 * HOUR_MS;
export const SESSION_MAX_MS = 24 * HOUR_MS;
/** lastSeenAt is written at most this often, so a page view is not a write. */
const TOUCH_EVERY_MS = 60 * 1000;

export const hashSessionId = (id: string) => createHash("sha256").update(id, "utf8").digest("hex");

/** 256 random bits, base64url: what the cookie carries. */
export const newSessionId = () => randomBytes(32).toString("base64url");

/** Starts a session for the owner; a session the browser still had (`previousId`) ends with it. */
export async function startSession(
  ownerId: number,
  previousId: string | null,
  now: Date,
  tx: Transaction,
): Promise<string> {
  const id = newSessionId();
  const ended = [
    { lastSeenAt: { lt: new Date(now.getTime() - SESSION_IDLE_MS) } },
    { createdAt: { lt: new Date(now.getTime() - SESSION_MAX_MS) } },
    ...(previousId ? [{ idHash: hashSessionId(previousId) }] : []),
  ];
  await tx.ownerSession.deleteMany({ where: { OR: ended } });
  await tx.ownerSession.create({ data: { idHash: hashSessionId(id), ownerId, createdAt: now, lastSeenAt: now } });
  return id;
}

/** The owner of a live session, and the session marked as used now; null when it has ended. */
export async function ownerOfSession(
  id: string,
  now = new Date(),
  db: Database = getPrisma(),
): Promise<{ id: number; locale: Locale; firstName: string; lastName: string } | null> {
  const idHash = hashSessionId(id);
  const row = await db.ownerSession.findUnique({
    where: { idHash },
    include: { owner: { select: { id: true, locale: true, firstName: true, lastName: true } } },
  });
  if (!row) return null;
  const age = now.getTime() - row.createdAt.getTime();
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle >= SESSION_IDLE_MS || age >= SESSION_MAX_MS) {
    await db.ownerSession.deleteMany({ where: { idHash } });
    return null;
  }
  if (idle >= TOUCH_EVERY_MS) await db.ownerSession.updateMany({ where: { idHash }, data: { lastSeenAt: now } });
  return row.owner;
}

/** Ends one session (sign-out). */
export async function endSession(id: string, db: Database = getPrisma()): Promise<void> {
  await db.ownerSession.deleteMany({ where: { idHash: hashSessionId(id) } });
}

/** Ends every session of an owner (a new password). */
export async function endOwnerSessions(ownerId: number, db: Client = getPrisma()): Promise<void> {
  await db.ownerSession.deleteMany({ where: { ownerId } });
}
