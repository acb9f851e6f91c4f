// The cache tags of the data layer: pages that read a tagged value are refreshed when it expires.
export const tags = {
  properties: "properties",
  property: (id: number) => `property:${id}`,
  projects: "projects",
  project: (id: number) => `project:${id}`,
  content: "content",
  testimonials: "testimonials",
  team: "team",
  site: "site",
  // Statbel's figures per municipality (npm run market:import).
  market: "market",
} as const;

const isContentTag = (tag: string) => tag === tags.content;

/**
 * The records whose state the proxy remembers (lib/db/listing-state.ts), each with the tags whose expiry
 * may change which of them exist, are withdrawn or unpublished, or where a property lives.
 */
const listingTags = {
  property: (tag: string) => tag === tags.properties || tag.startsWith("property:"),
  project: (tag: string) => tag === tags.projects || tag.startsWith("project:"),
  post: isContentTag,
  value: isContentTag,
  page: isContentTag,
  member: (tag: string) => tag === tags.team,
} as const;

export type ListingKind = keyof typeof listingTags;
export const listingKinds = Object.keys(listingTags) as ListingKind[];

/** The kinds of record whose remembered states expired tags may have changed ("*": anything may have). */
export function changedListingKinds(expired: readonly string[]): ListingKind[] {
  if (expired.includes("*")) return listingKinds;
  return listingKinds.filter((kind) => expired.some(listingTags[kind]));
}
