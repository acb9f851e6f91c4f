import { MAX_TAGS_PER_REVALIDATION } from "@/lib/cache/revalidate-limit";
import { config } from "@/lib/config";

/**
 * Asks a running site to drop its cached pages after the data changed under it: in batches the endpoint
 * accepts, so a sync that changed hundreds of listings refreshes every one of them.
 */
export async function notifySite(tags: string[]): Promise<string> {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret)
    return "REVALIDATE_SECRET is not set: a running site shows the new data when its cache expires or restarts.";
  const unique = [...new Set(tags)];
  try {
    for (let start = 0; start < unique.length; start += MAX_TAGS_PER_REVALIDATION) {
      const response = await fetch(`${config.siteUrl}/api/revalidate/`, {
        method: "POST",
        headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
        body: JSON.stringify({ tags: unique.slice(start, start + MAX_TAGS_PER_REVALIDATION) }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) {
        const refreshed = start ? `; it refreshed the first ${start} of ${unique.length} tags` : "";
        return `The site answered ${response.status}${refreshed}.`;
      }
    }
    return `The site at ${config.siteUrl} refreshed its cache.`;
  } catch {
    return `No site answered at ${config.siteUrl}; it will read the new data when it starts.`;
  }
}
