import AxeBuilder from "@axe-core/playwright";
import { expect, request as playwrightRequest, type APIResponse, type Page } from "@playwright/test";
import { moduleScripts } from "@/scripts/bench/page-scripts.mjs";

// What a visitor reads on the site, per language (spec §2 path table, messages/*.json, the demo seed).

export const locales = ["en", "nl", "fr", "de"] as const;
export type Locale = (typeof locales)[number];

export const site = {
  en: {
    home: "/en/",
    heading: "Your next home in Brussels, Flanders or Wallonia",
    title: "Atrium Immo, estate agent in Brussels, Flanders and Wallonia",
    description: /^Houses and apartments for sale and for rent in Brussels, Flanders and Wallonia/,
    latest: "Latest offers",
    services: "Our services",
    testimonials: "What our clients say",
    languageNav: "Language",
    mainNav: "Main navigation",
    skip: "Skip to content",
    legalNav: "Legal information",
    moreNav: "The agency",
    address: ["Chaussée de Waterloo 612", "1050 Ixelles"],
    forSale: "/en/for-sale/",
    forRent: "/en/for-rent/",
    disclaimer: { path: "/en/disclaimer/", link: "Disclaimer", heading: "Disclaimer" },
    privacy: { path: "/en/privacy-statement/", link: "Privacy statement", heading: "Privacy statement" },
    agency: "/en/the-agency/",
    notFound: {
      unknown: "/en/does-not-exist/",
      title: "Page not found",
      heading: "Oops, this page no longer exists",
      home: "Back to the home page",
    },
    sold: "This property has been sold.",
  },
  nl: {
    home: "/nl/",
    heading: "Uw volgende thuis in Brussel, Vlaanderen of Wallonië",
    title: "Atrium Immo, vastgoedmakelaar in Brussel, Vlaanderen en Wallonië",
    description: /^Woningen en appartementen te koop en te huur in Brussel, Vlaanderen en Wallonië/,
    latest: "Nieuwste aanbod",
    services: "Onze diensten",
    testimonials: "Wat onze klanten zeggen",
    languageNav: "Taal",
    mainNav: "Hoofdnavigatie",
    skip: "Naar de inhoud",
    legalNav: "Juridische informatie",
    moreNav: "Het kantoor",
    address: ["Waterloosesteenweg 612", "1050 Elsene"],
    forSale: "/nl/te-koop/",
    forRent: "/nl/te-huur/",
    disclaimer: { path: "/nl/disclaimer/", link: "Disclaimer", heading: "Disclaimer" },
    privacy: { path: "/nl/privacyverklaring/", link: "Privacyverklaring", heading: "Privacyverklaring" },
    agency: "/nl/het-kantoor/",
    notFound: {
      unknown: "/nl/bestaat-niet/",
      title: "Pagina niet gevonden",
      heading: "Oeps, deze pagina bestaat niet meer",
      home: "Terug naar de homepagina",
    },
    sold: "Dit pand is verkocht.",
  },
  fr: {
    home: "/fr/",
    heading: "Votre prochain chez-vous à Bruxelles, en Flandre ou en Wallonie",
    title: "Atrium Immo, agence immobilière à Bruxelles, en Flandre et en Wallonie",
    description: /^Maisons et appartements à vendre et à louer à Bruxelles, en Flandre et en Wallonie/,
    latest: "Dernières offres",
    services: "Nos services",
    testimonials: "Ce que disent nos clients",
    languageNav: "Langue",
    mainNav: "Navigation principale",
    skip: "Aller au contenu",
    legalNav: "Informations légales",
    moreNav: "L’agence",
    address: ["Chaussée de Waterloo 612", "1050 Ixelles"],
    forSale: "/fr/a-vendre/",
    forRent: "/fr/a-louer/",
    disclaimer: {
      path: "/fr/avertissement/",
      link: "Clause de non-responsabilité",
      heading: "Clause de non-responsabilité",
    },
    privacy: {
      path: "/fr/declaration-de-confidentialite/",
      link: "Déclaration de confidentialité",
      heading: "Déclaration de confidentialité",
    },
    agency: "/fr/l-agence/",
    notFound: {
      unknown: "/fr/n-existe-pas/",
      title: "Page introuvable",
      heading: "Oups, cette page n’existe plus",
      home: "Retour à l’accueil",
    },
    sold: "Ce bien est vendu.",
  },
  de: {
    home: "/de/",
    heading: "Ihr nächstes Zuhause in Brüssel, Flandern oder der Wallonie",
    title: "Atrium Immo, Immobilienmakler in Brüssel, Flandern und der Wallonie",
    description: /^Häuser und Wohnungen zum Kauf und zur Miete in Brüssel, Flandern und der Wallonie/,
    latest: "Neueste Angebote",
    services: "Unsere Leistungen",
    testimonials: "Das sagen unsere Kunden",
    languageNav: "Sprache",
    mainNav: "Hauptnavigation",
    skip: "Zum Inhalt springen",
    legalNav: "Rechtliche Hinweise",
    moreNav: "Die Agentur",
    address: ["Chaussée de Waterloo 612", "1050 Ixelles"],
    forSale: "/de/zu-verkaufen/",
    forRent: "/de/zu-vermieten/",
    disclaimer: { path: "/de/haftungsausschluss/", link: "Haftungsausschluss", heading: "Haftungsausschluss" },
    privacy: {
      path: "/de/datenschutzerklaerung/",
      link: "Datenschutzerklärung",
      heading: "Datenschutzerklärung",
    },
    agency: "/de/die-agentur/",
    notFound: {
      unknown: "/de/gibt-es-nicht/",
      title: "Seite nicht gefunden",
      heading: "Hoppla, diese Seite gibt es nicht mehr",
      home: "Zurück zur Startseite",
    },
    sold: "Diese Immobilie ist verkauft.",
  },
} as const satisfies Record<Locale, unknown>;

/** A canonical detail path: /{lang}/{for-sale|for-rent path}/{city}/{slug}/{id}/ */
export function detailPathPattern(locale: Locale): RegExp {
  const goals = [site[locale].forSale, site[locale].forRent].map((p) => p.slice(0, -1)).join("|");
  return new RegExp(`^(?:${goals})/[^/]+/[^/]+/(\\d+)/$`);
}

export interface CardLink {
  href: string;
  id: string;
  title: string;
}

/** The "latest offers" cards of the home page on screen, as a visitor's links: address, id and title. */
export async function latestOffers(page: Page, locale: Locale): Promise<CardLink[]> {
  const links = page.getByRole("region", { name: site[locale].latest }).getByRole("article").getByRole("link");
  await expect(links).toHaveCount(6);
  const pattern = detailPathPattern(locale);
  const cards = await links.evaluateAll((as) =>
    as.map((a) => ({ href: a.getAttribute("href") ?? "", title: (a.textContent ?? "").trim() })),
  );
  return cards.map((card) => {
    const id = pattern.exec(card.href)?.[1];
    expect(id, `${card.href} is a canonical detail path`).toBeTruthy();
    return { ...card, id: id! };
  });
}

/**
 * Where a redirect leads. On a first (uncached) render Next.js currently repeats the Location header with
 * the same value (see the report); the assertion is that every copy names the same target.
 */
export function locationOf(response: APIResponse): string | undefined {
  const values = new Set(
    response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "location")
      .map((h) => h.value),
  );
  expect(values.size, `one redirect target, got ${[...values].join(" | ")}`).toBeLessThanOrEqual(1);
  return [...values][0];
}

export interface Redirect {
  status: number;
  location: string | undefined;
  cookie: string | undefined;
}

/**
 * One request without following redirects, from a fresh client (no cookie jar carried over from an
 * earlier request, which would change the language the proxy picks).
 */
export async function firstHop(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<Redirect> {
  const client = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
  try {
    const response = await client.get(path, { maxRedirects: 0 });
    const cookie = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => /^NEXT_LOCALE=([^;]*)/.exec(h.value)?.[1])
      .find(Boolean);
    return { status: response.status(), location: locationOf(response), cookie };
  } finally {
    await client.dispose();
  }
}

/** The first file of the build (hashed, under `/_next/static/`) that a page's HTML loads as a script. */
export function buildScriptOf(html: string): string {
  const src = moduleScripts(html).find((path) => path.startsWith("/_next/static/"));
  expect(src, "a script of the build").toBeDefined();
  return src!;
}

/** The text of the <title> the server sent (before any script runs). */
export function servedTitle(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/
    .exec(html)?.[1]
    ?.replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'");
}

/** axe's serious and critical findings on the page as it is now (labels, names, contrast, landmarks, headings). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The policy version and consent lifetime the e2e server runs with (playwright.config.ts). */
/** The endpoints' secrets the e2e server runs with: 32 characters at least, or it refuses to start. */
export const e2eSecrets = {
  revalidate: process.env.E2E_REVALIDATE_SECRET ?? "e2e-revalidate-secret-0123456789abcdef",
  staff: "e2e-staff-secret-0123456789abcdefghijklmn",
  auth: "e2e-session-secret-0123456789abcdefghijk",
};

/** What every server the tests start is given: a production server refuses to start without it (lib/config.ts). */
export const serverSettings = (siteUrl: string) => ({
  SITE_URL: siteUrl,
  NEXTAUTH_SECRET: e2eSecrets.auth,
  STAFF_API_SECRET: e2eSecrets.staff,
  REVALIDATE_SECRET: e2eSecrets.revalidate,
  RATE_LIMIT_SECRET: "e2e-rate-limit-secret-0123456789abcdef",
  CAPTCHA_SECRET: "e2e-captcha-secret-0123456789abcdefghij",
  VIEW_COUNT_SECRET: "e2e-view-count-secret-0123456789abcdef",
  // No load balancer to tell: a stopped test server closes at once (health.spec.ts tries the drain).
  SHUTDOWN_DRAIN_SECONDS: "0",
});

export const consentPolicy = { version: 2, days: 182 } as const;

/**
 * The consent cookie of a visitor who already answered the dialog (vanilla-cookieconsent's record), for
 * tests about something else: the dialog does not open over what they click.
 */
export function consentCookie(
  categories: string[] = ["functional"],
  revision: number = consentPolicy.version,
  domain = "localhost",
) {
  const now = new Date();
  const expires = new Date(now.getTime() + consentPolicy.days * 86_400_000);
  const value = {
    categories,
    revision,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: "00000000-0000-4000-8000-000000000000",
    services: Object.fromEntries(categories.map((c) => [c, []])),
    languageCode: "fr",
    lastConsentTimestamp: now.toISOString(),
    expirationTime: expires.getTime(),
  };
  return {
    name: "consent",
    value: encodeURIComponent(JSON.stringify(value)),
    domain,
    path: "/",
    expires: Math.round(expires.getTime() / 1000),
    httpOnly: false,
    secure: false,
    sameSite: "Lax" as const,
  };
}

/**
 * Holds the page's scripts back until the returned function is called: the page as a visitor has it
 * before hydration. Scripts only: the stylesheet, which a browser waits for before painting, keeps the
 * consent layer hidden for a visitor who has chosen.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
