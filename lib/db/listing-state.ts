import { getPrisma } from "./prisma";

// Whether a property's page exists, is gone (withdrawn: 410) or never existed (404). The proxy asks
// before Next serves the cached page, because a page cannot choose its own status in Next 16 and
// notFound() there leaves the 404 body to client-side rendering. Answers are kept in this process
// until the data layer expires the property's cache tags (lib/db/cache.ts), or for ten minutes.

export type ListingState = "shown" | "gone" | "missing";

const TTL_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 50_000;

// On globalThis: the proxy and the pages are separate bundles in one process.
const holder = globalThis as unknown as { __listingStates?: Map<number, { state: ListingState; until: number }> };
const memo = (holder.__listingStates ??= new Map());

export async function listingState(id: number): Promise<ListingState> {
  const now = Date.now();
  const known = memo.get(id);
  if (known && known.until > now) return known.state;
  const row = await getPrisma().property.findUnique({ where: { id }, select: { status: true } });
  const state: ListingState = !row ? "missing" : row.status === "WITHDRAWN" ? "gone" : "shown";
  if (memo.size >= MAX_ENTRIES) memo.clear();
  memo.set(id, { state, until: now + TTL_MS });
  return state;
}

/** Called whenever property data is expired, so the next request reads the state again. */
export function forgetListingStates(): void {
  memo.clear();
}
