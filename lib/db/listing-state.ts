import { onTagsExpired } from "@/lib/cache/tag-events.mjs";
import { locales, type Locale } from "@/lib/i18n/locales";
import { announcedPropertyChange } from "./cache-tags";
import { getPrisma } from "./prisma";
import { pickTranslation } from "./records";

// Whether a property's page exists, is gone (withdrawn: 410) or never existed (404), and where a shown
// one lives (its goal, town and title slug per language, for the proxy's one redirect to it). The proxy
// asks before Next serves the cached page, because a page cannot choose its own status in Next 16 and
// notFound() there leaves the 404 body to client-side rendering. Answers are kept in this process
// until property tags expire — here or, with REDIS_URL, on any server (lib/cache/tag-events.mjs) —
// or for ten minutes.

export type Listing =
  { state: "gone" | "missing" } | { state: "shown"; goal: number; citySlug: string; slugs: Record<Locale, string> };

const TTL_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 50_000;

// On globalThis: the proxy and the pages are separate bundles in one process.
const holder = globalThis as unknown as {
  __listings?: Map<number, { listing: Listing; until: number }>;
  __listingsFollowTags?: boolean;
};
const memo = (holder.__listings ??= new Map());
if (!holder.__listingsFollowTags) {
  holder.__listingsFollowTags = true;
  onTagsExpired((tags) => {
    if (announcedPropertyChange(tags)) memo.clear();
  });
}

export async function listing(id: number): Promise<Listing> {
  const now = Date.now();
  const known = memo.get(id);
  if (known && known.until > now) return known.listing;
  const row = await getPrisma().property.findUnique({
    where: { id },
    select: {
      status: true,
      goal: true,
      citySlug: true,
      reference: true,
      translations: { select: { locale: true, slug: true } },
    },
  });
  let found: Listing;
  if (!row) found = { state: "missing" };
  else if (row.status === "WITHDRAWN") found = { state: "gone" };
  else {
    // The slug each language's page shows (lib/db/properties.ts picks the same translation).
    const slugOf = (locale: Locale) => pickTranslation(row.translations, locale)?.slug ?? row.reference.toLowerCase();
    const slugs = Object.fromEntries(locales.map((locale) => [locale, slugOf(locale)])) as Record<Locale, string>;
    found = { state: "shown", goal: row.goal, citySlug: row.citySlug, slugs };
  }
  if (memo.size >= MAX_ENTRIES) memo.clear();
  memo.set(id, { listing: found, until: now + TTL_MS });
  return found;
}

/** Called whenever property data is expired, so the next request reads the state again. */
export function forgetListingStates(): void {
  memo.clear();
}
