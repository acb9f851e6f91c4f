import { tags } from "@/lib/db/cache-tags";
import { inTransaction, type Database } from "@/lib/db/database";
import {
  createOwner,
  disableOwners,
  ownerSigningInWith,
  ownersNotListed,
  storedOwner,
  updateOwner,
} from "@/lib/db/synced-owners";
import {
  createTeamMember,
  storedTeamMember,
  teamSlugTaken,
  unsyncedTeamMember,
  updateTeamMember,
} from "@/lib/db/synced-team-members";
import { ownerKeys } from "@/lib/rules/identifier";
import type { SyncSource } from "@/lib/types/content-sync";
import { differing, fromOtherSource } from "./compare";
import type { MappedOwner, MappedUser } from "./mapping";
import type { WriteOutcome } from "./outcome";

// The people a source lists: members of staff, and owners, who sign in to the owners' portal.

/** Syncs a member of staff by source id; their texts (role, bio) stay as the site has them. */
export async function syncTeamMember(
  user: MappedUser,
  photoUrl: string | null,
  { source, dryRun }: { source: SyncSource; dryRun: boolean },
  db: Database,
): Promise<WriteOutcome> {
  return inTransaction(async (tx) => {
    const current = await storedTeamMember(user.sourceId, tx);
    const taken = fromOtherSource(user.sourceId, current, source);
    if (taken) return taken;
    const columns = {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      ...(photoUrl !== null ? { photoUrl, portraitSource: user.pictureUrl } : {}),
    };
    if (!current) {
      // A member the site already has under the same address (the demo's, or one entered by hand) is
      // adopted rather than doubled.
      const same = await unsyncedTeamMember(user.email, tx);
      if (dryRun) return { outcome: same !== null ? "changed" : "added", id: same ?? 0, tags: [] };
      if (same !== null) {
        await updateTeamMember(same, { ...columns, sourceId: user.sourceId, source }, tx);
        return { outcome: "changed" as const, id: same, tags: [tags.team] };
      }
      const slug = (await teamSlugTaken(user.slug, tx)) ? `${user.slug}-${user.sourceId}` : user.slug;
      const id = await createTeamMember({ ...columns, slug, sourceId: user.sourceId, source }, tx);
      return { outcome: "added" as const, id, tags: [tags.team] };
    }
    if (!differing(current, columns).length) return { outcome: "unchanged" as const, id: current.id, tags: [] };
    if (dryRun) return { outcome: "changed" as const, id: current.id, tags: [] };
    await updateTeamMember(current.id, columns, tx);
    return { outcome: "changed" as const, id: current.id, tags: [tags.team] };
  }, db);
}

export type OwnerOutcome =
  | { outcome: "added" | "changed" | "unchanged"; id: number; invite: boolean }
  | { outcome: "refused"; problem: { field: string; problem: string } };

/**
 * Syncs an owner by source id. A new one has no password until they choose one with the invitation the
 * caller then sends (`invite`); an owner the site already has under that e-mail (entered by hand) is
 * adopted with their password. One the source lists again is enabled again, password and all.
 */
export async function syncOwner(
  owner: MappedOwner,
  { source, dryRun, now }: { source: SyncSource; dryRun: boolean; now: Date },
  db: Database,
): Promise<OwnerOutcome> {
  const username = owner.username ?? owner.email;
  const keys = ownerKeys({ username, email: owner.email });
  const names = { firstName: owner.firstName, lastName: owner.lastName, locale: owner.locale };
  return inTransaction(async (tx) => {
    const current = await storedOwner(owner.sourceId, tx);
    const taken = fromOtherSource(owner.sourceId, current, source);
    if (taken) return taken;
    const holder = await ownerSigningInWith(keys.emailKey, tx);
    // Another owner's address: one entered by hand is adopted by a new record, never taken by another.
    if (holder && holder.id !== current?.id && (current || holder.sourceId !== null)) {
      return {
        outcome: "refused" as const,
        problem: { field: "Email", problem: `${owner.email} is already another owner's` },
      };
    }
    // Whoever signs in with a name must find one account: a name another owner goes by is refused.
    const nameHolder = await ownerSigningInWith(keys.usernameKey, tx);
    if (nameHolder && nameHolder.id !== current?.id && nameHolder.id !== holder?.id) {
      return {
        outcome: "refused" as const,
        problem: { field: "Username", problem: `${username} is already another owner's name or e-mail` },
      };
    }
    if (!current) {
      if (dryRun) return { outcome: holder ? ("changed" as const) : ("added" as const), id: 0, invite: !holder };
      if (holder) {
        await updateOwner(holder.id, { ...names, sourceId: owner.sourceId, source, disabledAt: null }, tx);
        return { outcome: "changed" as const, id: holder.id, invite: false };
      }
      const id = await createOwner(
        { ...names, ...keys, username, email: owner.email, sourceId: owner.sourceId, source, createdAt: now },
        tx,
      );
      return { outcome: "added" as const, id, invite: true };
    }
    // A name the source does not give stays as the owner has it.
    const named = owner.username === null ? {} : { username: owner.username, usernameKey: keys.usernameKey };
    const wanted = { ...names, email: owner.email, emailKey: keys.emailKey, ...named, disabledAt: null };
    if (!differing(current, wanted).length) return { outcome: "unchanged" as const, id: current.id, invite: false };
    if (dryRun) return { outcome: "changed" as const, id: current.id, invite: false };
    await updateOwner(current.id, wanted, tx);
    return { outcome: "changed" as const, id: current.id, invite: false };
  }, db);
}

/**
 * The owners of a source it no longer lists lose access: disabled, every session ended. Their properties'
 * statistics stay, and so does the account, in case the source lists them again. Answers how many.
 */
export async function disableUnlistedOwners(
  source: SyncSource,
  listed: Set<number>,
  { now, dryRun }: { now: Date; dryRun: boolean },
  db: Database,
): Promise<number> {
  const gone = await ownersNotListed(source, listed, db);
  if (!dryRun && gone.length) await disableOwners(gone, now, db);
  return gone.length;
}
