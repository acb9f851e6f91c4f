import type { Locale } from "@/lib/i18n/locales";

// Pages that answer a link from a mail (confirm a subscription, stop a search) keep their address;
// the proxy draws such visits per request on the page's ./link/ route, so the page itself stays static.

/** The query of a mailed link, as Next hands it to a page. */
export type LinkParams = Record<string, string | string[] | undefined>;

export type LinkPageProps = { params: Promise<{ locale: Locale }>; searchParams: Promise<LinkParams> };

/** One value of a parameter, or "" when it is missing or repeated. */
export const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/** For each page answering mailed links (a route of lib/i18n/paths.ts), the parameters that make a visit one. */
export const mailedLinkParams: Record<string, readonly string[]> = {
  "/keep-me-informed": ["confirm", "search"],
  "/newsletter": ["confirm", "unsubscribe"],
};
