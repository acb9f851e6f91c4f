import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { SyncSource } from "@/lib/types/content-sync";
import type { Database, Transaction } from "./database";
import { getPrisma } from "./infra/prisma";
import { passwordOwnerSelect } from "./owner-passwords";

// The owners a content sync writes, as it hands them over (lib/content-sync/ decides who is added, adopted,
// refused or disabled).

export async function storedOwner(sourceId: number, tx: Transaction) {
  return tx.owner.findUnique({ where: { sourceId } });
}

/** The owner who signs in with `key` (an e-mail or user name, as lib/rules/identifier.ts keys it), or null. */
export async function ownerSigningInWith(
  key: string,
  tx: Transaction,
): Promise<{ id: number; sourceId: number | null } | null> {
  return tx.owner.findFirst({
    where: { OR: [{ emailKey: key }, { usernameKey: key }] },
    select: { id: true, sourceId: true },
  });
}

export interface OwnerColumns {
  firstName: string;
  lastName: string;
  locale: Locale;
}

/** A new owner, without a password until they choose one. */
export async function createOwner(
  owner: OwnerColumns & {
    username: string;
    usernameKey: string;
    email: string;
    emailKey: string;
    sourceId: number;
    source: SyncSource;
    createdAt: Date;
  },
  tx: Transaction,
): Promise<number> {
  return (await tx.owner.create({ data: { ...owner, passwordHash: null }, select: { id: true } })).id;
}

export async function updateOwner(
  id: number,
  columns: Partial<OwnerColumns> & {
    email?: string;
    emailKey?: string;
    username?: string;
    usernameKey?: string;
    sourceId?: number;
    source?: SyncSource;
    disabledAt: null;
  },
  tx: Transaction,
): Promise<void> {
  await tx.owner.update({ where: { id }, data: columns });
}

/** The enabled owners of a source other than the listed ones. */
export async function ownersNotListed(
  source: SyncSource,
  listed: Set<number>,
  db: Database = getPrisma(),
): Promise<number[]> {
  const rows = await db.owner.findMany({
    where: { source, disabledAt: null, sourceId: { notIn: [...listed] } },
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/** Owners lose access: disabled, every session and password reset link ended; their account stays. */
export async function disableOwners(ids: number[], now: Date, db: Database = getPrisma()): Promise<void> {
  await db.$transaction([
    db.owner.updateMany({ where: { id: { in: ids } }, data: { disabledAt: now } }),
    db.ownerSession.deleteMany({ where: { ownerId: { in: ids } } }),
    db.mailedLink.deleteMany({ where: { ownerId: { in: ids }, purpose: "RESET_PASSWORD" } }),
  ]);
}

/** The owner an invitation is written for. */
export async function invitedOwner(id: number, db: Database = getPrisma()) {
  return db.owner.findUniqueOrThrow({ where: { id }, select: passwordOwnerSelect });
}
