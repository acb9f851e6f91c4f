import type { Locale } from "./locales";

/** A URL's query as Next hands it to a page. */
export type QueryParams = Record<string, string | string[] | undefined>;

/** The props of a page under /[locale]/ that reads its query (and is therefore drawn per request). */
export type QueryPageProps = { params: Promise<{ locale: Locale }>; searchParams: Promise<QueryParams> };

/** One value of a query parameter, or "" when it is missing or repeated. */
export const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");
