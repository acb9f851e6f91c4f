import "server-only";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { slugify } from "@/lib/rules";
import { cached, tags } from "./cache";
import { getPrisma } from "./prisma";

export interface Suggestion {
  city: string;
  zip: string;
}

// Distinct places whose name (accents ignored: "liege" finds Liège) or postal code starts with the
// text. A loose index scan jumps from one distinct value to the next, so a one-letter prefix that
// matches thousands of listings still costs a handful of index probes.
/** The distinct town slugs (or postal codes, for digits) starting with the text; null for no text. */
export function placeKeysSql(text: string, limit = 8): { sql: Prisma.Sql; digits: boolean } | null {
  const digits = /^\d{1,4}$/.test(text.trim());
  const prefix = digits ? text.trim() : slugify(text);
  if (!prefix) return null;
  const column = Prisma.raw(digits ? `"zip"` : `"citySlug"`);
  const end = `${prefix}~`;
  return {
    digits,
    sql: Prisma.sql`WITH RECURSIVE places(key) AS (
       (SELECT ${column} FROM "Property" WHERE ${column} >= ${prefix} AND ${column} < ${end} ORDER BY ${column} LIMIT 1)
       UNION ALL
       SELECT (SELECT ${column} FROM "Property" WHERE ${column} > places.key AND ${column} < ${end} ORDER BY ${column} LIMIT 1)
       FROM places WHERE places.key IS NOT NULL
     )
     SELECT key FROM places WHERE key IS NOT NULL LIMIT ${limit}`,
  };
}

export async function suggestPlaces(prisma: PrismaClient, text: string, limit = 8): Promise<Suggestion[]> {
  const query = placeKeysSql(text, limit);
  if (!query) return [];
  const digits = query.digits;
  const keys = await prisma.$queryRaw<{ key: string }[]>(query.sql);
  const rows = await Promise.all(
    keys.map(({ key }) =>
      prisma.property.findFirst({
        where: digits ? { zip: key } : { citySlug: key },
        select: { city: true, zip: true },
        orderBy: { zip: "asc" },
      }),
    ),
  );
  return rows.flatMap((row) => (row ? [row] : []));
}

export const getSuggestions = cached(
  (text: string) => suggestPlaces(getPrisma(), text),
  "suggest",
  () => [tags.properties],
);
