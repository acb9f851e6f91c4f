import "server-only";
import { unstable_cache } from "next/cache";

// Reads are cached across requests and tagged; whoever changes the data expires the tag (lib/cache/expire.ts).
export { tags } from "./cache-tags";

export function cached<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  key: string,
  tagsOf: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  return (...args: Args) => unstable_cache(() => fn(...args), [key, JSON.stringify(args)], { tags: tagsOf(...args) })();
}
