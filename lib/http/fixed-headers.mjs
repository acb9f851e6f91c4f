// The security headers that do not depend on the configuration, in plain JavaScript: server.mjs sends
// them on every answer before Next runs, so the few answers Next gives before the proxy (its
// trailing-slash redirects) carry them too; the proxy and next.config.ts replace them where they apply
// (lib/http/security-headers.ts builds the full policy from the configuration).

// Features the site never uses; fullscreen, autoplay and picture-in-picture stay for the lightbox and
// the video players, clipboard-write for the share button.
const DENIED_FEATURES = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
];

/**
 * The headers that do not depend on configuration.
 * @type {Readonly<Record<string, string>>}
 */
export const FIXED_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": DENIED_FEATURES.map((feature) => `${feature}=()`).join(", "),
};

/**
 * What answers that show nothing carry (the build's scripts and styles, Next's trailing-slash
 * redirects): they may load nothing.
 */
export const LOAD_NOTHING_POLICY =
  "default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * Whether the site is served over https (then browsers are told to keep to it).
 * @param {string} siteUrl
 */
export function isHttps(siteUrl) {
  return siteUrl.toLowerCase().startsWith("https://");
}

/**
 * HSTS for a year with subdomains, over https only.
 * @param {string} siteUrl
 * @returns {Record<string, string>}
 */
export function transportSecurity(siteUrl) {
  return isHttps(siteUrl) ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {};
}

/**
 * The headers every answer starts with, before the proxy or next.config.ts set their own.
 * @param {string} siteUrl
 * @returns {Record<string, string>}
 */
export function baseHeaders(siteUrl) {
  return {
    "Content-Security-Policy": isHttps(siteUrl)
      ? `${LOAD_NOTHING_POLICY}; upgrade-insecure-requests`
      : LOAD_NOTHING_POLICY,
    ...FIXED_HEADERS,
    "X-Frame-Options": "DENY",
    ...transportSecurity(siteUrl),
  };
}
