import "server-only";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { getPrisma } from "./infra/prisma";

// What modules outside lib/db hand back to the data layer without looking inside: a database (the
// site's, or a test's), an open transaction, and either where a function reads or writes the same in both.
export type Database = PrismaClient;
export type Transaction = Prisma.TransactionClient;
export type Client = Database | Transaction;

/**
 * Runs `work` in one transaction: all of its writes land, or none does. For a caller outside the data layer that
 * reads, decides and writes through several of its functions as one step (the content sync, record by record).
 */
export function inTransaction<T>(work: (tx: Transaction) => Promise<T>, db: Database = getPrisma()): Promise<T> {
  return db.$transaction(work);
}
