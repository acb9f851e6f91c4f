// The site's public address from SITE_URL, read by lib/config.ts for the app and by server.mjs for what it
// answers itself (/robots.txt). Production refuses to start without it (lib/config.ts); development defaults to
// `next dev`'s address.

/**
 * @param {Record<string, string | undefined>} env
 * @returns {string} the address without a trailing slash
 */
export function siteUrlOf(env) {
  return (env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
}
