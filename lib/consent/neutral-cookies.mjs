// The cookies no page's answer depends on: the language (which server.mjs puts in the key of an answer it keeps),
// the visitor's consent, and the analytics' and pixels' own. The cookie list (lib/consent/cookie-list.ts) takes their
// names from here, and server.mjs answers again a request that carries no other (lib/http/kept-answers.mjs), so the
// two cannot drift apart. Plain JavaScript: server.mjs reads it without Next's compiler, and the consent gate in the
// browser reads the consent cookie's name.

/** next-intl's cookie of the visitor's language (lib/i18n/routing.ts). */
export const LOCALE_COOKIE = "NEXT_LOCALE";

/** The cookie that keeps the visitor's choice (vanilla-cookieconsent's record). */
export const CONSENT_COOKIE = "consent";

/** Each consent category's cookie, `consent_<category>` (consentCookieName, lib/domain/consent.ts). */
export const CONSENT_CATEGORY_COOKIE = /^consent_[a-z_]+$/;

/**
 * The analytics' and pixels' cookies on the site's domain, by the purpose the cookie list gives them: each as a
 * visitor reads its name (`<id>` stands for the part that varies) and the pattern of the names it stands for.
 */
export const TRACKER_COOKIES = {
  googleVisitor: { name: "_ga", pattern: /^_ga$/ },
  googleSession: { name: "_ga_<id>", pattern: /^_ga_/ },
  matomoVisitor: { name: "_pk_id.<id>", pattern: /^_pk_id\./ },
  matomoSession: { name: "_pk_ses.<id>", pattern: /^_pk_ses\./ },
  metaBrowser: { name: "_fbp", pattern: /^_fbp$/ },
  metaClick: { name: "_fbc", pattern: /^_fbc$/ },
};
