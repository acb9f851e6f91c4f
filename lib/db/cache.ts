import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";

// Reads are cached across requests and tagged; whoever changes the data expires the tag.
export { tags } from "./cache-tags";

export function cached<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  key: string,
  tagsOf: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  return (...args: Args) => unstable_cache(() => fn(...args), [key, JSON.stringify(args)], { tags: tagsOf(...args) })();
}

export function expire(...tagNames: string[]): void {
  for (const tag of tagNames) revalidateTag(tag, { expire: 0 });
}
