import { onTagsExpired } from "@/lib/cache/tag-events.mjs";
import { locales, type Locale } from "@/lib/i18n/locales";
import { announcedListingChange } from "./cache-tags";
import { getPrisma } from "./prisma";
import { pickTranslation } from "./records";

// Whether a property's or a project's page exists, is gone (withdrawn: 410) or never existed (404), and
// where a shown property lives (its goal, town and title slug per language, for the proxy's one redirect
// to it). The proxy asks before Next serves the cached page, because a page cannot choose its own status
// in Next 16 and notFound() there leaves the 404 body to client-side rendering. Answers are kept in this
// process until property or project tags expire — here or, with REDIS_URL, on any server
// (lib/cache/tag-events.mjs) — or for ten minutes.

type Unshown = { state: "gone" | "missing" };
export type Listing = Unshown | { state: "shown"; goal: number; citySlug: string; slugs: Record<Locale, string> };
// A shown project's page finds its own canonical address.
export type ProjectListing = Unshown | { state: "shown" };

/** The records whose pages the proxy answers for, and what it learns of each. */
export interface ListingOf {
  property: Listing;
  project: ProjectListing;
}
export type ListingKind = keyof ListingOf;

const TTL_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 50_000;

// On globalThis: the proxy and the pages are separate bundles in one process.
const holder = globalThis as unknown as {
  __listings?: Map<string, { listing: ListingOf[ListingKind]; until: number }>;
  __listingsFollowTags?: boolean;
};
const memo = (holder.__listings ??= new Map());
if (!holder.__listingsFollowTags) {
  holder.__listingsFollowTags = true;
  onTagsExpired((tags) => {
    if (announcedListingChange(tags)) memo.clear();
  });
}

async function readProperty(id: number): Promise<Listing> {
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
  if (!row) return { state: "missing" };
  if (row.status === "WITHDRAWN") return { state: "gone" };
  // The slug each language's page shows (lib/db/properties.ts picks the same translation).
  const slugOf = (locale: Locale) => pickTranslation(row.translations, locale)?.slug ?? row.reference.toLowerCase();
  const slugs = Object.fromEntries(locales.map((locale) => [locale, slugOf(locale)])) as Record<Locale, string>;
  return { state: "shown", goal: row.goal, citySlug: row.citySlug, slugs };
}

async function readProject(id: number): Promise<ProjectListing> {
  const row = await getPrisma().project.findUnique({ where: { id }, select: { listing: true } });
  if (!row) return { state: "missing" };
  // A sold-out project keeps its page; only one its source took off the website is gone.
  return { state: row.listing === "WITHDRAWN" ? "gone" : "shown" };
}

const readers: { [K in ListingKind]: (id: number) => Promise<ListingOf[K]> } = {
  property: readProperty,
  project: readProject,
};

export async function listing<K extends ListingKind>(kind: K, id: number): Promise<ListingOf[K]> {
  const now = Date.now();
  const key = `${kind}:${id}`;
  const known = memo.get(key);
  // The key names the kind, so what it holds is that kind's answer.
  if (known && known.until > now) return known.listing as ListingOf[K];
  const found = await readers[kind](id);
  if (memo.size >= MAX_ENTRIES) memo.clear();
  memo.set(key, { listing: found, until: now + TTL_MS });
  return found;
}

/** Called whenever property or project data is expired, so the next request reads the state again. */
export function forgetListingStates(): void {
  memo.clear();
}
