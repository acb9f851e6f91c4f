import { onTagsExpired } from "@/lib/cache/tag-events.mjs";
import { locales, type Locale } from "@/lib/i18n/locales";
import { changedListingKinds, type ListingKind } from "./cache-tags";
import { isContentShown, isMemberShown } from "./content-state";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";
import { pickTranslation } from "./records";

// Whether the page of a record named in a path exists: a property or a project (by id) is shown, gone
// (withdrawn: 410) or missing (404); a blog post, company value, stored page or team member (by its slug, or a
// page's key, in the path's language) is shown or missing (unpublished or unknown: 404). A shown property also
// says where it lives (its goal, town and title slug per language, for the proxy's one redirect to it). The
// proxy asks before Next serves the cached page, because a page cannot choose its own status in Next 16 and
// notFound() there leaves the 404 body to client-side rendering. Answers are kept in this process until one of
// their kind's tags expires — here or, with REDIS_URL, on any server (lib/cache/tag-events.mjs) — or for ten
// minutes.

export type { ListingKind };

type Unshown = { state: "gone" | "missing" };
export type Listing = Unshown | { state: "shown"; goal: number; citySlug: string; slugs: Record<Locale, string> };
// A shown project's page finds its own canonical address.
export type ProjectListing = Unshown | { state: "shown" };
// An unpublished text keeps its row but, unlike a withdrawn listing, has no page of its own.
export type TextListing = { state: "shown" | "missing" };

/** What the proxy learns of each kind of record. */
export interface ListingOf {
  property: Listing;
  project: ProjectListing;
  post: TextListing;
  value: TextListing;
  page: TextListing;
  member: TextListing;
}

/** A text's slug in the path (a stored page's key in the agency software), in the path's language. */
export type SlugAddress = { slug: string; locale: Locale };

/** What names each kind of record in a path. */
export interface AddressOf {
  property: number;
  project: number;
  post: SlugAddress;
  value: SlugAddress;
  page: SlugAddress;
  member: SlugAddress;
}

type Remembered = Map<string, { listing: ListingOf[ListingKind]; until: number }>;

const TTL_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 50_000;

// On globalThis: the proxy and the pages are separate bundles in one process.
const holder = globalThis as unknown as {
  __listingStates?: Map<ListingKind, Remembered>;
  __listingStatesFollowTags?: boolean;
};
const memo = (holder.__listingStates ??= new Map());
if (!holder.__listingStatesFollowTags) {
  holder.__listingStatesFollowTags = true;
  onTagsExpired(forgetListingStates);
}

async function readProperty(id: number, db: Database): Promise<Listing> {
  const row = await db.property.findUnique({
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

async function readProject(id: number, db: Database): Promise<ProjectListing> {
  const row = await db.project.findUnique({ where: { id }, select: { listing: true } });
  if (!row) return { state: "missing" };
  // A sold-out project keeps its page; only one its source took off the website is gone.
  return { state: row.listing === "WITHDRAWN" ? "gone" : "shown" };
}

async function textListing(shown: Promise<boolean>): Promise<TextListing> {
  return { state: (await shown) ? "shown" : "missing" };
}

const readers: { [K in ListingKind]: (address: AddressOf[K], db: Database) => Promise<ListingOf[K]> } = {
  property: readProperty,
  project: readProject,
  post: ({ slug, locale }, db) => textListing(isContentShown("BLOG_POST", slug, locale, db)),
  value: ({ slug, locale }, db) => textListing(isContentShown("COMPANY_VALUE", slug, locale, db)),
  page: ({ slug, locale }, db) => textListing(isContentShown("PAGE", slug, locale, db)),
  member: ({ slug, locale }, db) => textListing(isMemberShown(slug, locale, db)),
};

export async function listing<K extends ListingKind>(
  kind: K,
  address: AddressOf[K],
  db: Database = getPrisma(),
): Promise<ListingOf[K]> {
  const now = Date.now();
  const key = typeof address === "number" ? String(address) : `${address.locale}/${address.slug}`;
  let remembered = memo.get(kind);
  if (!remembered) memo.set(kind, (remembered = new Map()));
  const known = remembered.get(key);
  // The map is the kind's, so what it holds is that kind's answer.
  if (known && known.until > now) return known.listing as ListingOf[K];
  const found = await readers[kind](address, db);
  if (remembered.size >= MAX_ENTRIES) remembered.clear();
  // Were the kind forgotten while this was read (its tags expired), the answer lands in the dropped map.
  remembered.set(key, { listing: found, until: now + TTL_MS });
  return found;
}

/** Called whenever tags expire, so the next request reads again the states of the kinds they may have changed. */
export function forgetListingStates(expired: readonly string[] = ["*"]): void {
  for (const kind of changedListingKinds(expired)) memo.delete(kind);
}
