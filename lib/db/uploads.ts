import "server-only";
import type { Database } from "./database";
import { getPrisma } from "./prisma";

/** How many files, and how many stored bytes, were kept since `since`: the whole site's, or one address's. */
export async function uploadTotalsSince(
  since: Date,
  clientKey?: string,
  db: Database = getPrisma(),
): Promise<{ files: number; bytes: number }> {
  const totals = await db.upload.aggregate({
    where: { createdAt: { gte: since }, ...(clientKey ? { submission: { clientKey } } : {}) },
    _count: { _all: true },
    _sum: { sizeBytes: true },
  });
  return { files: totals._count._all, bytes: totals._sum.sizeBytes ?? 0 };
}
