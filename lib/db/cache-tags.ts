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
} as const;

/**
 * Whether expired tags may change which properties or projects exist, are withdrawn, or where a property
 * lives ("*": anything may have).
 */
export function announcedListingChange(expired: readonly string[]): boolean {
  return expired.some(
    (tag) =>
      tag === "*" ||
      tag === tags.properties ||
      tag.startsWith("property:") ||
      tag === tags.projects ||
      tag.startsWith("project:"),
  );
}
