import "server-only";
import { revalidateTag } from "next/cache";
import { announceTagsExpired } from "./tag-events.mjs";

// Whoever changes the data expires its tags (lib/db/cache-tags.ts): the pages that read it follow on the next request.
export function expire(...names: string[]): void {
  for (const tag of names) revalidateTag(tag, { expire: 0 });
  // What else this server keeps follows too: the proxy's answer to "does this property, project, article or page
  // still exist?" (lib/db/listing-state.ts) and the pages server.mjs answers whole (lib/http/kept-answers.mjs).
  announceTagsExpired(names);
}
