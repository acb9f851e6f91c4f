// Pages that answer a link from a mail (confirm a subscription, stop a search) keep their address;
// the proxy draws such visits per request on the page's ./link/ route, so the page itself stays static.

/** For each page answering mailed links (a route of lib/i18n/paths.ts), the parameters that make a visit one. */
export const mailedLinkParams: Record<string, readonly string[]> = {
  "/keep-me-informed": ["confirm", "search"],
  "/newsletter": ["confirm", "unsubscribe"],
};
