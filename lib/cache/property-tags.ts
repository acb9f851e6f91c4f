import { tags } from "@/lib/db/cache-tags";

/** Whether expired tags may change which properties exist or where they live ("*": anything may have). */
export function announcedPropertyChange(expired: readonly string[]): boolean {
  return expired.some((tag) => tag === "*" || tag === tags.properties || tag.startsWith("property:"));
}
