import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Client, Database } from "./database";
import { getPrisma } from "./infra/prisma";

// The audit trail of the staff and revalidation endpoints: what changed, when, and from which address.

export type StaffAction =
  "property.change" | "cache.revalidate" | "content.sync" | "database.backup" | "privacy.export" | "privacy.erase";

export interface StaffAuditEntry {
  action: StaffAction;
  reference?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** The address the request came from, when the server could read one. */
  address: string | null;
}

export interface StaffAuditRow extends StaffAuditEntry {
  at: Date;
}

/** Decimals (prices) are stored as numbers, so the trail reads as plain JSON; the values are flat. */
function plain(values: Record<string, unknown> | undefined): Prisma.InputJsonObject | undefined {
  if (!values) return undefined;
  const decimal = (v: unknown): v is { toNumber(): number } => v !== null && typeof v === "object" && "toNumber" in v;
  return Object.fromEntries(
    Object.entries(values).map(([key, v]) => [key, decimal(v) ? v.toNumber() : v]),
  ) as Prisma.InputJsonObject;
}

/** Writes one entry; pass the transaction of the change so both are stored or neither. */
export async function recordStaffAction(entry: StaffAuditEntry, db: Client = getPrisma()): Promise<void> {
  await db.staffAudit.create({
    data: {
      action: entry.action,
      reference: entry.reference,
      before: plain(entry.before),
      after: plain(entry.after),
      address: entry.address,
    },
  });
}

/** The latest entries, newest first (for the agency, and tests). */
export async function staffAuditTrail(limit = 100, db: Database = getPrisma()): Promise<StaffAuditRow[]> {
  const rows = await db.staffAudit.findMany({ orderBy: { id: "desc" }, take: limit });
  return rows.map((r) => ({
    at: r.at,
    action: r.action as StaffAction,
    ...(r.reference ? { reference: r.reference } : {}),
    ...(r.before ? { before: r.before as Record<string, unknown> } : {}),
    ...(r.after ? { after: r.after as Record<string, unknown> } : {}),
    address: r.address,
  }));
}
