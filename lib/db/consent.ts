import "server-only";
import { splitCategories } from "@/lib/domain/consent";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";

export interface ConsentChoice {
  consentId: string;
  policyVersion: number;
  accepted: readonly string[];
}

/**
 * Stores one choice (the anonymous id, time, policy version, categories accepted and rejected), kept as proof
 * (GDPR art. 7(1)) until the retention job deletes it (RETENTION_CONSENT_MONTHS).
 */
export async function recordConsent(
  choice: ConsentChoice,
  now = new Date(),
  db: Database = getPrisma(),
): Promise<void> {
  const { accepted, rejected } = splitCategories(choice.accepted);
  await db.consentRecord.create({
    data: { consentId: choice.consentId, policyVersion: choice.policyVersion, accepted, rejected, createdAt: now },
  });
}

/** The records of one consent id, oldest first (for the agency's proof, and tests). */
export async function consentRecords(consentId: string, db: Database = getPrisma()) {
  const rows = await db.consentRecord.findMany({ where: { consentId }, orderBy: { id: "asc" } });
  return rows.map((r) => ({
    createdAt: r.createdAt.toISOString(),
    policyVersion: r.policyVersion,
    accepted: r.accepted,
    rejected: r.rejected,
  }));
}
