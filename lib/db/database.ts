import "server-only";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

// What modules outside lib/db hand back to the data layer without looking inside: a database (the
// site's, or a test's) and an open transaction.
export type Database = PrismaClient;
export type Transaction = Prisma.TransactionClient;
