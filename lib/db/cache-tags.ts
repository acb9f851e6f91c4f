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

/** Whether expired tags may change which properties exist or where they live ("*": anything may have). */
export function announcedPropertyChange(expired: readonly string[]): boolean {
  return expired.some((tag) => tag === "*" || tag === tags.properties || tag.startsWith("property:"));
}
