import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { slugify } from "@/lib/rules";
import { cached, tags } from "./cache";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";

export interface Suggestion {
  city: string;
  zip: string;
}

/** What a text is matched by: its postal-code digits, or its town slug; empty for no text. */
export function placePrefix(text: string): string {
  return /^\d{1,4}$/.test(text.trim()) ? text.trim() : slugify(text);
}

// Distinct places whose name (accents ignored: "liege" finds Liège) or postal code starts with the
// text. A loose index scan jumps from one distinct value to the next, so a one-letter prefix that
// matches thousands of listings still costs a handful of index probes.
/** The distinct town slugs (or postal codes, for digits) starting with the text; null for no text. */
export function placeKeysSql(text: string, limit = 8): { sql: Prisma.Sql; digits: boolean } | null {
  const digits = /^\d{1,4}$/.test(text.trim());
  const prefix = placePrefix(text);
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

export async function suggestPlaces(text: string, db: Database = getPrisma()): Promise<Suggestion[]> {
  const query = placeKeysSql(text);
  if (!query) return [];
  const digits = query.digits;
  const keys = await db.$queryRaw<{ key: string }[]>(query.sql);
  const rows = await Promise.all(
    keys.map(({ key }) =>
      db.property.findFirst({
        where: digits ? { zip: key } : { citySlug: key },
        select: { city: true, zip: true },
        orderBy: { zip: "asc" },
      }),
    ),
  );
  return rows.flatMap((row) => (row ? [row] : []));
}

// Only short prefixes are cached, by the prefix that is matched ("Liè", "liè " and "LIE" are one entry):
// they are the ones asked most and the ones that match most. A longer one costs a handful of index probes
// and is read each time, so texts nobody else types never fill the cache.
export const CACHED_PREFIX_LENGTH = 3;

const cachedSuggestions = cached(
  (prefix: string) => suggestPlaces(prefix),
  "suggest",
  () => [tags.properties],
);

export function getSuggestions(text: string): Promise<Suggestion[]> {
  const prefix = placePrefix(text);
  return prefix.length <= CACHED_PREFIX_LENGTH ? cachedSuggestions(prefix) : suggestPlaces(text);
}
