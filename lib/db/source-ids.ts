import "server-only";
import type { SyncSource } from "@/lib/types/content-sync";
import type { Database, Transaction } from "./database";
import { getPrisma } from "./infra/prisma";

// Which of the site's rows holds a source's id: the site keeps its own ids, the sync speaks the source's.

export type LinkedKind = "manager" | "project" | "owner";

/** The site's id of the member of staff, project or owner a source knows by `sourceId`, or null. */
export async function siteIdOf(kind: LinkedKind, sourceId: number, tx: Transaction): Promise<number | null> {
  const where = { where: { sourceId }, select: { id: true } } as const;
  const row =
    kind === "manager"
      ? await tx.teamMember.findUnique(where)
      : kind === "project"
        ? await tx.project.findUnique(where)
        : await tx.owner.findUnique(where);
  return row?.id ?? null;
}

/** The source ids a source holds of one kind on the website, for a sync to tell what it no longer lists. */
export async function listedSourceIds(
  source: SyncSource,
  kind: "property" | "project",
  db: Database = getPrisma(),
): Promise<number[]> {
  const where = { source, sourceId: { not: null } };
  const rows =
    kind === "property"
      ? await db.property.findMany({ where: { ...where, status: { not: "WITHDRAWN" } }, select: { sourceId: true } })
      : await db.project.findMany({ where: { ...where, listing: { not: "WITHDRAWN" } }, select: { sourceId: true } });
  return rows.map((row) => row.sourceId!);
}
