// Pages that answer a link from a mail (confirm a subscription, stop a search) keep their address, less
// the token (lib/http/link-token.ts); the proxy draws such visits per request on the page's ./link/ route,
// so the page itself stays static.
// Opening a link changes nothing: the page shows a button, and only its POST acts (mail scanners open links).

/** What a mailed link is for; a token works only for the purpose it was mailed with. */
export const LINK_PURPOSES = [
  "CONFIRM_NEWSLETTER",
  "LEAVE_NEWSLETTER",
  "CONFIRM_SEARCH",
  "MANAGE_SEARCH",
  "CONFIRM_WATCH",
  "STOP_WATCH",
  "STOP_WATCHES",
] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/** For each page answering mailed links (a route of lib/i18n/paths.ts), its query parameters and what each is for. */
export const mailedLinks: Record<string, Readonly<Record<string, LinkPurpose>>> = {
  "/keep-me-informed": { confirm: "CONFIRM_SEARCH", search: "MANAGE_SEARCH" },
  "/newsletter": { confirm: "CONFIRM_NEWSLETTER", unsubscribe: "LEAVE_NEWSLETTER" },
  // A watched property: confirm it, stop it (the mail's one-click unsubscribe), or stop every watch of the address.
  "/watches": { confirm: "CONFIRM_WATCH", stop: "STOP_WATCH", all: "STOP_WATCHES" },
};

/** The parameters that make a visit one from a mailed link, per route (the proxy's rule). */
export const mailedLinkParams: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(mailedLinks).map(([route, params]) => [route, Object.keys(params)]),
);

/** The cookie that holds a mailed link's token for its page only, in place of the address (lib/http/link-token.ts). */
export const LINK_COOKIE = "mailed-link";
/** Long enough to read the page and press its button; a later visit opens the mail's link again. */
export const LINK_COOKIE_MINUTES = 20;

/** How long a confirmation link works. */
export const CONFIRMATION_DAYS = 7;
/** How long a search's change-or-stop link works: every alert mail carries a fresh one, and an expired one asks for one. */
export const MANAGE_DAYS = 90;

export const isLinkPurpose = (value: unknown): value is LinkPurpose => LINK_PURPOSES.includes(value as LinkPurpose);

/**
 * Where a link stands: `open` (its button would act), `done` (confirmed, unsubscribed or stopped already),
 * `expired` (a confirmation or a search's link older than its days) or `unknown` (no such link, or one that no longer applies).
 */
export type LinkState = "open" | "done" | "expired" | "unknown";

/** A mailed link as its page shows it. */
export interface LinkView {
  purpose: LinkPurpose;
  token: string;
  state: LinkState;
  /** The subscriber's address, shown beside the button; null when the link is unknown. */
  email: string | null;
}
