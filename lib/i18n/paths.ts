import type { Locale } from "./locales";

// The localized path table (spec §2): the one source of truth for the proxy, links, the language
// switcher, breadcrumbs and the sitemap. Keys are the app's internal paths (folders under app/[locale]);
// `original` is the spec's original path, which old links may still use.

export type RouteType =
  "home" | "list" | "detail" | "redirect" | "page" | "article" | "feedback" | "login" | "portal" | "form" | "tool";

interface RouteEntry {
  original: string;
  type: RouteType;
  /** The breadcrumb parent (a key of this table); the breadcrumb name is the message Routes.<key>. */
  parent?: string;
  /**
   * The page is drawn from its query (a search's filters, a shared list, the property an offer is for): the
   * language switcher carries the query over. A prerendered page has no query, so its switcher is drawn again
   * in the browser once the query is known, in a render that does not yield (components/layout/
   * language-switcher.tsx): the other pages' switchers leave the query behind and are drawn once.
   */
  keepsQuery?: true;
  paths: Record<Locale, string>;
}

const same = (path: string): Record<Locale, string> => ({ en: path, nl: path, fr: path, de: path });
const feedback = (en: string, nl: string, fr: string, de: string): Record<Locale, string> => ({
  en: `/thank-you/${en}`,
  nl: `/bedankt/${nl}`,
  fr: `/merci/${fr}`,
  de: `/danke/${de}`,
});

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
    parent: "/for-rent",
    paths: {
      en: "/for-rent/[city]/[slug]/[id]",
      nl: "/te-huur/[city]/[slug]/[id]",
      fr: "/a-louer/[city]/[slug]/[id]",
      de: "/zu-vermieten/[city]/[slug]/[id]",
    },
  },
  // The spec's original property path: leads permanently to the detail path (app/[locale]/property).
  "/property/[id]": { original: "/property/[id]/", type: "redirect", paths: same("/property/[id]") },
  "/projects": {
    original: "/projects/",
    type: "list",
    keepsQuery: true,
    paths: { en: "/projects", nl: "/projecten", fr: "/projets", de: "/projekte" },
  },
  "/projects/[slug]/[id]": {
    original: "/projects/[slug]/[id]/",
    type: "detail",
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
    paths: { en: "/disclaimer", nl: "/disclaimer", fr: "/avertissement", de: "/haftungsausschluss" },
  },
  "/cookie-policy": {
    original: "/Cookie-policy/",
    type: "page",
    paths: { en: "/cookie-policy", nl: "/cookiebeleid", fr: "/politique-cookies", de: "/cookie-richtlinie" },
  },
  "/privacy": {
    original: "/Privacy/",
    type: "page",
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
    paths: { en: "/property-management", nl: "/beheer", fr: "/gestion", de: "/hausverwaltung" },
  },
  "/agency": {
    original: "/L'agence/",
    type: "page",
    paths: { en: "/the-agency", nl: "/het-kantoor", fr: "/l-agence", de: "/die-agentur" },
  },
  "/agency/legal-notice": {
    original: "/L'agence/Mentions-légales/",
    type: "page",
    parent: "/agency",
    paths: {
      en: "/the-agency/legal-notice",
      nl: "/het-kantoor/wettelijke-vermeldingen",
      fr: "/l-agence/mentions-legales",
      de: "/die-agentur/impressum",
    },
  },
  "/blog": { original: "/Blog/", type: "page", paths: same("/blog") },
  "/blog/[slug]": { original: "/blog/[slug]/", type: "article", parent: "/blog", paths: same("/blog/[slug]") },
  "/team/[slug]": {
    original: "/team/[slug]/",
    type: "article",
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
} as const satisfies Record<string, RouteEntry>;

export type RouteKey = keyof typeof routes;

export const pathnames = Object.fromEntries(Object.entries(routes).map(([key, entry]) => [key, entry.paths])) as {
  [K in RouteKey]: (typeof routes)[K]["paths"];
};

/** The Routes.<key> message naming a route in breadcrumbs: "/agency/legal-notice" → "agency_legal_notice". */
export function routeMessageKey(key: string): string {
  if (key.startsWith("/feedback/")) return "feedback";
  return (
    key
      .replace(/\/\[\w+\]/g, "")
      .replace(/^\//, "")
      .replace(/[^a-z]+/gi, "_") || "home"
  );
}
