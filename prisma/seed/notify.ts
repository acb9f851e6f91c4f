import { config } from "@/lib/config";

/** Asks a running site to drop its cached pages after the data changed under it. */
export async function notifySite(tags: string[]): Promise<string> {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret)
    return "REVALIDATE_SECRET is not set: a running site shows the new data when its cache expires or restarts.";
  try {
    const response = await fetch(`${config.siteUrl}/api/revalidate/`, {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5000),
    });
    return response.ok ? `The site at ${config.siteUrl} refreshed its cache.` : `The site answered ${response.status}.`;
  } catch {
    return `No site answered at ${config.siteUrl}; it will read the new data when it starts.`;
  }
}
