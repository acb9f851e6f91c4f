import "server-only";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";

export interface RequestableDocument {
  id: number;
  title: string;
  /** A plain file name inside the document folder. */
  file: string;
}

/** A document of this property that is mailed on request; null for any other id. */
export async function findRequestableDocument(
  propertyId: number,
  documentId: number,
  db: Database = getPrisma(),
): Promise<RequestableDocument | null> {
  const row = await db.propertyDocument.findUnique({ where: { id: documentId } });
  if (!row || row.propertyId !== propertyId || !row.requestOnly) return null;
  return { id: row.id, title: row.title, file: row.url };
}
