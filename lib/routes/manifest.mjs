// The route manifest: every route of the site, each known here once. A page's entry gives its path in each
// language and the spec's original path, which old links may still use (lib/i18n/paths.ts hands them to next-intl,
// links, the language switcher, breadcrumbs and the sitemap), its type (what a shared cache may keep of it), its
// breadcrumb parent, and the record its address names, whose state the proxy answers before Next serves the page
// (404 or 410, and the page drawn). An API route's entry gives the largest body it takes (server.mjs refuses a
// larger one before Next reads any of it). Plain JavaScript with JSDoc types, as lib/config/core.mjs: server.mjs and
// lib/http/*.mjs read it without Next's compiler, and TypeScript reads the same types. Keys are the app's internal
// paths: folders under app/[locale] for pages, under app/api for API routes.

/**
 * @typedef {import("../i18n/locales").Locale} Locale
 * @typedef {import("../db/cache-tags").ListingKind} RecordKind
 * @typedef {keyof typeof routeTypes} RouteType
 */

/**
 * What a shared cache (a CDN) may keep of each type of page (lib/http/cache-policy.mjs): "private" never, "page"
 * what Next's answer says (a page from its cache is public, one drawn per request private).
 * @satisfies {Record<string, "page" | "private">}
 */
export const routeTypes = {
  home: "page",
  list: "page",
  detail: "page",
  redirect: "page",
  page: "page",
  article: "page",
  feedback: "page",
  login: "private",
  portal: "private",
  form: "page",
  tool: "page",
};

/** The internal route (a folder of app/[locale]) of the localized not-found page, answered with 404. */
export const NOT_FOUND_PAGE = "page-not-found";

/**
 * @typedef {object} RecordAnswer
 * @property {"id" | "slug" | "key"} by what names the record in its address: the id in the path, the slug in the
 *   path's language, or (a stored page) the route's original path, its key in the agency software
 * @property {string} missing where an unknown or unpublished record's address is drawn, with 404
 * @property {string} [gone] where a withdrawn record's address is drawn, with 410 (its id appended)
 */

/**
 * How the proxy answers the address of each kind of record (the lookup is lib/db/listing-state.ts's). Each page
 * named is a real page under app/[locale]/, prerendered or cached.
 * @satisfies {Record<RecordKind, RecordAnswer>}
 */
export const records = {
  property: { by: "id", missing: "property-not-found", gone: "property-gone" },
  project: { by: "id", missing: NOT_FOUND_PAGE, gone: "project-gone" },
  post: { by: "slug", missing: NOT_FOUND_PAGE },
  value: { by: "slug", missing: NOT_FOUND_PAGE },
  member: { by: "slug", missing: NOT_FOUND_PAGE },
  page: { by: "key", missing: NOT_FOUND_PAGE },
};

/**
 * @typedef {object} RouteEntry
 * @property {string} original the spec's original path
 * @property {RouteType} type
 * @property {string} [parent] the breadcrumb parent (a key of `routes`); the breadcrumb name is the message
 *   Routes.<key>
 * @property {RecordKind} [record] the record the address names, answered as `records` says
 * @property {true} [keepsQuery] the page is drawn from its query (a search's filters, a shared list, the property
 *   an offer is for): the language switcher carries the query over. A prerendered page has no query, so its
 *   switcher is drawn again in the browser once the query is known, in a render that does not yield
 *   (components/layout/language-switcher.tsx): the other pages' switchers leave the query behind and are drawn once.
 * @property {Record<Locale, string>} paths
 */

/**
 * @param {string} path
 * @returns {Record<Locale, string>}
 */
const same = (path) => ({ en: path, nl: path, fr: path, de: path });

/**
 * @param {string} en
 * @param {string} nl
 * @param {string} fr
 * @param {string} de
 * @returns {Record<Locale, string>}
 */
const feedback = (en, nl, fr, de) => ({
  en: `/thank-you/${en}`,
  nl: `/bedankt/${nl}`,
  fr: `/merci/${fr}`,
  de: `/danke/${de}`,
});

/**
 * The pages (spec §2), in the order a path is matched against them.
 * @satisfies {Record<string, RouteEntry>}
 */
export const routes = {
  "/": { original: "/", type: "home", paths: same("/") },
  "/for-sale": {
    original: "/for-sale/",
    type: "list",
    keepsQuery: true,
    paths: { en: "/for-sale", nl: "/te-koop", fr: "/a-vendre", de: "/zu-verkaufen" },
  },
  "/for-rent": {
    original: "/for-rent/",
    type: "list",
    keepsQuery: true,
    paths: { en: "/for-rent", nl: "/te-huur", fr: "/a-louer", de: "/zu-vermieten" },
  },
  "/for-sale/[city]/[slug]/[id]": {
    original: "/property/[id]/",
    type: "detail",
    record: "property",
    parent: "/for-sale",
    paths: {
      en: "/for-sale/[city]/[slug]/[id]",
      nl: "/te-koop/[city]/[slug]/[id]",
      fr: "/a-vendre/[city]/[slug]/[id]",
      de: "/zu-verkaufen/[city]/[slug]/[id]",
    },
  },
  "/for-rent/[city]/[slug]/[id]": {
    original: "/property/[id]/",
    type: "detail",
    record: "property",
    parent: "/for-rent",
    paths: {
      en: "/for-rent/[city]/[slug]/[id]",
      nl: "/te-huur/[city]/[slug]/[id]",
      fr: "/a-louer/[city]/[slug]/[id]",
      de: "/zu-vermieten/[city]/[slug]/[id]",
    },
  },
  // The spec's original property path: leads permanently to the detail path (app/[locale]/property).
  "/property/[id]": {
    original: "/property/[id]/",
    type: "redirect",
    record: "property",
    paths: same("/property/[id]"),
  },
  "/projects": {
    original: "/projects/",
    type: "list",
    keepsQuery: true,
    paths: { en: "/projects", nl: "/projecten", fr: "/projets", de: "/projekte" },
  },
  "/projects/[slug]/[id]": {
    original: "/projects/[slug]/[id]/",
    type: "detail",
    record: "project",
    parent: "/projects",
    paths: {
      en: "/projects/[slug]/[id]",
      nl: "/projecten/[slug]/[id]",
      fr: "/projets/[slug]/[id]",
      de: "/projekte/[slug]/[id]",
    },
  },
  "/contact": {
    original: "/contact/",
    type: "page",
    paths: { en: "/contact", nl: "/contact", fr: "/contact", de: "/kontakt" },
  },
  "/free-valuation": {
    original: "/contact-demand/",
    type: "page",
    paths: { en: "/free-valuation", nl: "/gratis-schatting", fr: "/estimation-gratuite", de: "/kostenlose-bewertung" },
  },
  "/online-valuation": {
    original: "/Estimer-mon-bien-en-ligne/",
    type: "page",
    record: "page",
    paths: {
      en: "/online-valuation",
      nl: "/online-schatting",
      fr: "/estimer-mon-bien-en-ligne",
      de: "/online-bewertung",
    },
  },
  "/keep-me-informed": {
    original: "/demand-register/",
    type: "page",
    keepsQuery: true,
    paths: { en: "/keep-me-informed", nl: "/inschrijving", fr: "/inscription", de: "/anmeldung" },
  },
  "/login": { original: "/login/", type: "login", keepsQuery: true, paths: same("/login") },
  // The owners' password reminder (spec §1), and the page its mailed link opens (?token=…).
  "/login/forgotten-password": {
    original: "/login/forgotten-password/",
    type: "login",
    parent: "/login",
    paths: {
      en: "/login/forgotten-password",
      nl: "/login/wachtwoord-vergeten",
      fr: "/login/mot-de-passe-oublie",
      de: "/login/passwort-vergessen",
    },
  },
  "/login/new-password": {
    original: "/login/new-password/",
    type: "login",
    keepsQuery: true,
    parent: "/login",
    paths: {
      en: "/login/new-password",
      nl: "/login/nieuw-wachtwoord",
      fr: "/login/nouveau-mot-de-passe",
      de: "/login/neues-passwort",
    },
  },
  // Opened from a property's page (?property=<id>); not listed in the sitemap.
  "/purchase-offer": {
    original: "/purchase-offer/",
    type: "form",
    keepsQuery: true,
    paths: { en: "/purchase-offer", nl: "/bod-uitbrengen", fr: "/offre-d-achat", de: "/kaufangebot" },
  },
  // Opened from a property for rent (?property=<id>); not listed in the sitemap.
  "/rental-application": {
    original: "/rental-application/",
    type: "form",
    keepsQuery: true,
    paths: { en: "/rental-application", nl: "/huuraanvraag", fr: "/candidature-locative", de: "/mietbewerbung" },
  },
  "/newsletter": {
    original: "/newsletter/",
    type: "page",
    paths: { en: "/newsletter", nl: "/nieuwsbrief", fr: "/newsletter", de: "/newsletter" },
  },
  // The properties an address watches, opened from a watch's mail (?confirm=…, ?stop=…, ?all=…); noindex, not in the sitemap.
  "/watches": {
    original: "/watches/",
    type: "tool",
    paths: { en: "/watched-properties", nl: "/gevolgde-panden", fr: "/biens-suivis", de: "/beobachtete-immobilien" },
  },
  "/feedback/watch": {
    original: "/feedback/watch/",
    type: "feedback",
    paths: feedback("watch", "pand-volgen", "suivre-ce-bien", "immobilie-beobachten"),
  },
  // The visitor's favourites, kept in the browser (?ids=… opens a shared list); noindex, not in the sitemap.
  "/favourites": {
    original: "/favourites/",
    type: "tool",
    keepsQuery: true,
    paths: { en: "/favourites", nl: "/favorieten", fr: "/favoris", de: "/favoriten" },
  },
  // Two to four favourites side by side (?ids=3,7,12), opened from the favourites page; noindex.
  "/compare": {
    original: "/compare/",
    type: "tool",
    keepsQuery: true,
    parent: "/favourites",
    paths: { en: "/compare", nl: "/vergelijken", fr: "/comparer", de: "/vergleichen" },
  },
  // Mails kept in the outbox when no SMTP server is configured (the demo); see lib/mail/worker.ts.
  "/dev/mailbox": { original: "/dev/mailbox/", type: "tool", paths: same("/dev/mailbox") },
  "/owner": {
    original: "/owner/",
    type: "portal",
    paths: { en: "/owner-portal", nl: "/eigenaarsportaal", fr: "/espace-proprietaire", de: "/eigentuemerportal" },
  },
  // The signed-in owner's password change; before "/owner/[id]", whose pattern its paths would match too.
  "/owner/password": {
    original: "/owner/password/",
    type: "portal",
    parent: "/owner",
    paths: {
      en: "/owner-portal/password",
      nl: "/eigenaarsportaal/wachtwoord",
      fr: "/espace-proprietaire/mot-de-passe",
      de: "/eigentuemerportal/passwort",
    },
  },
  // One of the signed-in owner's properties (app/[locale]/owner/[id]).
  "/owner/[id]": {
    original: "/owner/[id]/",
    type: "portal",
    parent: "/owner",
    paths: {
      en: "/owner-portal/[id]",
      nl: "/eigenaarsportaal/[id]",
      fr: "/espace-proprietaire/[id]",
      de: "/eigentuemerportal/[id]",
    },
  },
  "/disclaimer": {
    original: "/Disclaimer/",
    type: "page",
    record: "page",
    paths: { en: "/disclaimer", nl: "/disclaimer", fr: "/avertissement", de: "/haftungsausschluss" },
  },
  "/cookie-policy": {
    original: "/Cookie-policy/",
    type: "page",
    record: "page",
    paths: { en: "/cookie-policy", nl: "/cookiebeleid", fr: "/politique-cookies", de: "/cookie-richtlinie" },
  },
  "/privacy": {
    original: "/Privacy/",
    type: "page",
    record: "page",
    paths: {
      en: "/privacy-statement",
      nl: "/privacyverklaring",
      fr: "/declaration-de-confidentialite",
      de: "/datenschutzerklaerung",
    },
  },
  "/property-management": {
    original: "/Gestion/",
    type: "page",
    record: "page",
    paths: { en: "/property-management", nl: "/beheer", fr: "/gestion", de: "/hausverwaltung" },
  },
  "/agency": {
    original: "/L'agence/",
    type: "page",
    record: "page",
    paths: { en: "/the-agency", nl: "/het-kantoor", fr: "/l-agence", de: "/die-agentur" },
  },
  "/agency/legal-notice": {
    original: "/L'agence/Mentions-légales/",
    type: "page",
    record: "page",
    parent: "/agency",
    paths: {
      en: "/the-agency/legal-notice",
      nl: "/het-kantoor/wettelijke-vermeldingen",
      fr: "/l-agence/mentions-legales",
      de: "/die-agentur/impressum",
    },
  },
  "/blog": { original: "/Blog/", type: "page", record: "page", paths: same("/blog") },
  "/blog/[slug]": {
    original: "/blog/[slug]/",
    type: "article",
    record: "post",
    parent: "/blog",
    paths: same("/blog/[slug]"),
  },
  "/team/[slug]": {
    original: "/team/[slug]/",
    type: "article",
    record: "member",
    parent: "/agency",
    paths: { en: "/team/[slug]", nl: "/team/[slug]", fr: "/equipe/[slug]", de: "/team/[slug]" },
  },
  "/testimonials": {
    original: "/testimonials/",
    type: "article",
    paths: { en: "/testimonials", nl: "/getuigenissen", fr: "/temoignages", de: "/erfahrungsberichte" },
  },
  "/values/[slug]": {
    original: "/nos-valeurs/[slug]/",
    type: "article",
    record: "value",
    parent: "/agency",
    paths: {
      en: "/our-values/[slug]",
      nl: "/onze-waarden/[slug]",
      fr: "/nos-valeurs/[slug]",
      de: "/unsere-werte/[slug]",
    },
  },
  "/feedback/contact-me": {
    original: "/feedback/contact-me/",
    type: "feedback",
    paths: feedback("contact-me", "contacteer-mij", "contactez-moi", "kontaktieren-sie-mich"),
  },
  "/feedback/contact-appointment": {
    original: "/feedback/contact-appointment/",
    type: "feedback",
    paths: feedback("appointment", "afspraak", "rendez-vous", "termin"),
  },
  "/feedback/contact-construction": {
    original: "/feedback/contact-construction/",
    type: "feedback",
    paths: feedback("project", "project", "projet", "projekt"),
  },
  "/feedback/contact-demand": {
    original: "/feedback/contact-demand/",
    type: "feedback",
    paths: feedback("free-valuation", "gratis-schatting", "estimation-gratuite", "kostenlose-bewertung"),
  },
  "/feedback/contact-demand-small": {
    original: "/feedback/contact-demand-small/",
    type: "feedback",
    paths: feedback("online-valuation", "online-schatting", "estimation-en-ligne", "online-bewertung"),
  },
  "/feedback/demand-register": {
    original: "/feedback/demand-register/",
    type: "feedback",
    paths: feedback("keep-me-informed", "inschrijving", "inscription", "anmeldung"),
  },
  "/feedback/send-to-friend": {
    original: "/feedback/send-to-friend/",
    type: "feedback",
    paths: feedback("send-to-a-friend", "doorsturen", "envoyer-a-un-ami", "weiterempfehlen"),
  },
  "/feedback/site-contact": {
    original: "/feedback/site-contact/",
    type: "feedback",
    paths: feedback("contact", "contact", "contact", "kontakt"),
  },
  "/feedback/sign-newsletter": {
    original: "/feedback/sign-newsletter/",
    type: "feedback",
    paths: feedback("newsletter", "nieuwsbrief", "newsletter", "newsletter"),
  },
  "/feedback/testing-testing": {
    original: "/feedback/testing-testing/",
    type: "feedback",
    paths: feedback("testimonial", "getuigenis", "temoignage", "erfahrungsbericht"),
  },
};

/**
 * The record a page's address names, if any.
 * @param {string} key a key of `routes`
 * @returns {RecordKind | undefined}
 */
export function recordOf(key) {
  return /** @type {Record<string, RouteEntry | undefined>} */ (routes)[key]?.record;
}

const KB = 1024;
const MB = 1024 * KB;

/** The largest body of a page's server action, in MB: a form carries one file of up to 5 MB (lib/forms/uploads.ts). */
export const ACTION_BODY_LIMIT_MB = 6;

/**
 * @typedef {object} ApiEntry
 * @property {number} body the largest body it takes, in bytes; 0 for a route that answers GET only (GET and HEAD
 *   take none, whatever this says)
 * @property {"private" | "shared"} cache whether a shared cache (a CDN) may keep its answers
 *   (lib/http/cache-policy.mjs): "private" never, whatever the route says (they belong to the one who asks, or
 *   change with each ask); "shared" for as long as the route's own Cache-Control says, on the answers that say it
 * @property {true} [server] answered by server.mjs itself, without a folder under app/api
 */

/**
 * Every route under /api/. A unit test holds it to app/api's folders: a route that takes a body has its limit here.
 * @satisfies {Record<string, ApiEntry>}
 */
export const apiRoutes = {
  "/api/appointments": { body: 0, cache: "private" },
  // next-auth's forms: a CSRF token, a user name or e-mail address, a password, a callback address.
  "/api/auth/[...nextauth]": { body: 8 * KB, cache: "private" },
  "/api/captcha": { body: 0, cache: "private" },
  // { consentId, revision, accepted: up to 4 categories }: under 200 bytes. Its GET, the consent texts, is the
  // same for everyone.
  "/api/consent": { body: 4 * KB, cache: "shared" },
  "/api/favourites": { body: 0, cache: "private" },
  "/api/owner/visits/[id]": { body: 0, cache: "private" },
  // Up to 100 tags of a few characters.
  "/api/revalidate": { body: 16 * KB, cache: "private" },
  "/api/search/map": { body: 0, cache: "private" },
  "/api/staff/backup": { body: 0, cache: "private" },
  // The staff API's bodies are at most as large as the property changes'.
  "/api/staff/privacy": { body: 1 * MB, cache: "private" },
  // Up to 500 changes of at most about 1.3 kB each (lib/db/property-changes.ts).
  "/api/staff/properties": { body: 1 * MB, cache: "private" },
  "/api/staff/sync": { body: 1 * MB, cache: "private" },
  // The places a search field suggests, the same for everyone who types the same letters.
  "/api/suggest": { body: 0, cache: "shared" },
  // The view beacon (lib/page-views/beacon-route.mjs), sent empty (lib/page-views/beacon-client.ts).
  "/api/views/[id]": { body: 0, server: true, cache: "private" },
  // A watch's one-click unsubscribe (RFC 8058): the form body List-Unsubscribe=One-Click, 26 bytes.
  "/api/watches/unsubscribe": { body: 1 * KB, cache: "private" },
};

/**
 * Each API route's pattern (a [name] is one segment, a [...name] one or more) with its entry.
 * @type {Array<[RegExp, ApiEntry]>}
 */
const API_PATTERNS = Object.entries(apiRoutes).map(([path, entry]) => {
  const pattern = path.replace(/\[\.\.\.\w+\]/g, ".+").replace(/\[\w+\]/g, "[^/]+");
  return [new RegExp(`^${pattern}/?$`), entry];
});

/**
 * The API route a request's path names, with or without its trailing slash; undefined for a path naming none.
 * @param {string} pathname
 * @returns {ApiEntry | undefined}
 */
export function apiRouteOf(pathname) {
  return API_PATTERNS.find(([pattern]) => pattern.test(pathname))?.[1];
}
