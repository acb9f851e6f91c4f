import "server-only";
import type { SyncSource } from "@/lib/types/content-sync";
import type { Database, Transaction } from "./database";
import { getPrisma } from "./infra/prisma";

// The members of staff a content sync writes, as it hands them over; their texts (role, bio) are the team
// files' (lib/db/content-files.ts).

/** The columns of a member of staff a source owns; the portrait only when one was stored. */
export interface TeamMemberColumns {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  photoUrl?: string;
  portraitSource?: string | null;
}

export async function storedTeamMember(sourceId: number, tx: Transaction) {
  return tx.teamMember.findUnique({ where: { sourceId } });
}

/** A member the site has under this address whom no source owns (the demo's, or one entered by hand). */
export async function unsyncedTeamMember(email: string, tx: Transaction): Promise<number | null> {
  return (await tx.teamMember.findFirst({ where: { email, sourceId: null }, select: { id: true } }))?.id ?? null;
}

export async function teamSlugTaken(slug: string, tx: Transaction): Promise<boolean> {
  return (await tx.teamMember.findUnique({ where: { slug }, select: { id: true } })) !== null;
}

export async function createTeamMember(
  member: TeamMemberColumns & { slug: string; sourceId: number; source: SyncSource },
  tx: Transaction,
): Promise<number> {
  return (await tx.teamMember.create({ data: member, select: { id: true } })).id;
}

export async function updateTeamMember(
  id: number,
  columns: TeamMemberColumns & { sourceId?: number; source?: SyncSource },
  tx: Transaction,
): Promise<void> {
  await tx.teamMember.update({ where: { id }, data: columns });
}

/** The portrait stored for a member whose source still names the same picture: not downloaded again. */
export async function knownPortrait(sourceId: number, pictureUrl: string, db: Database = getPrisma()) {
  const member = await db.teamMember.findUnique({
    where: { sourceId },
    select: { photoUrl: true, portraitSource: true },
  });
  return member?.photoUrl && member.portraitSource === pictureUrl ? member.photoUrl : null;
}
