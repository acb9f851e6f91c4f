import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { announcedPropertyChange } from "@/lib/cache/property-tags";
import { forgetListingStates } from "./listing-state";

// Reads are cached across requests and tagged; whoever changes the data expires the tag.
export { tags } from "./cache-tags";

export function cached<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  key: string,
  tagsOf: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  return (...args: Args) => unstable_cache(() => fn(...args), [key, JSON.stringify(args)], { tags: tagsOf(...args) })();
}

export function expire(...names: string[]): void {
  for (const tag of names) revalidateTag(tag, { expire: 0 });
  // The proxy's answer to "does this property still exist?" must follow the data too.
  if (announcedPropertyChange(names)) forgetListingStates();
}
