import "server-only";
import { revalidateTag } from "next/cache";
import { forgetListingStates } from "@/lib/db/listing-state";

// Whoever changes the data expires its tags (lib/db/cache-tags.ts): the pages that read it follow on the next request.
export function expire(...names: string[]): void {
  for (const tag of names) revalidateTag(tag, { expire: 0 });
  // The proxy's answer to "does this property, project, article or page still exist?" must follow the data too.
  forgetListingStates(names);
}
