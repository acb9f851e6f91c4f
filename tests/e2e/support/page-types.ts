import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { buildPath } from "@/lib/i18n/build-path";
import { routes, type RouteKey } from "@/lib/i18n/paths";
import { demoOwners, signInAsOwner } from "./owner";
import { detailPathPattern, site, type Locale } from ".";

// Every type of page a visitor or an owner can open, in one language, found from the demo's own links so
// that no test needs ids or slugs from the seed. The checks that must hold on every page (valid HTML,
// the width of a phone) walk this one list.

const feedbackRoutes = (Object.keys(routes) as RouteKey[]).filter((key) => key.startsWith("/feedback/"));

export async function html(request: APIRequestContext, url: string, status = 200): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(status);
  return response.text();
}

/** The first link in a page's HTML whose path matches. */
function firstLink(source: string, pattern: RegExp): string {
  const href = [...source.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern}`).toBeTruthy();
  return href!;
}

/** Links to one page of a route with parameters, each parameter matching its pattern: "/fr/equipe/[^/]+/". */
function linkPattern(key: RouteKey, locale: Locale, params: Record<string, string>): RegExp {
  const marked = buildPath(key, locale, Object.fromEntries(Object.keys(params).map((name) => [name, `PARAM${name}`])));
  const escaped = marked.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/PARAM(\w+)/g, (_, name: string) => params[name]!)}$`);
}

/** A page by name: its address and the status it answers (the not-found page answers 404). */
export type PageUrls = Record<string, { url: string; status: number }>;

/** Every type of public page in one language. */
export async function publicPageUrls(request: APIRequestContext, locale: Locale): Promise<PageUrls> {
  const path = (key: RouteKey) => buildPath(key, locale);
  const [home, forSale, forRent, projects, blog, agency] = await Promise.all(
    [
      site[locale].home,
      site[locale].forSale,
      site[locale].forRent,
      path("/projects"),
      path("/blog"),
      path("/agency"),
    ].map((url) => html(request, url)),
  );
  const saleOrRent = detailPathPattern(locale);
  const property = firstLink(home!, saleOrRent);
  const rental = firstLink(forRent!, saleOrRent);
  const propertyId = saleOrRent.exec(property)![1]!;
  const rentalId = saleOrRent.exec(rental)![1]!;
  // Two sales, so that the compare page shows its table (a sale beside a rental is refused).
  const saleIds = [
    ...new Set(
      [...forSale!.matchAll(/href="([^"]+)"/g)]
        .map((m) => m[1]!)
        .filter((href) => href.startsWith(site[locale].forSale))
        .map((href) => saleOrRent.exec(href)?.[1])
        .filter((id) => id !== undefined),
    ),
  ];
  expect(saleIds.length, "two sales on the sale list").toBeGreaterThanOrEqual(2);
  const urls: Record<string, string> = {
    home: site[locale].home,
    forSale: site[locale].forSale,
    forRent: site[locale].forRent,
    property,
    rental,
    projects: path("/projects"),
    project: firstLink(projects!, linkPattern("/projects/[slug]/[id]", locale, { slug: "[^/]+", id: "\\d+" })),
    blog: path("/blog"),
    article: firstLink(blog!, linkPattern("/blog/[slug]", locale, { slug: "[^/]+" })),
    agency: path("/agency"),
    team: firstLink(agency!, linkPattern("/team/[slug]", locale, { slug: "[^/]+" })),
    value: firstLink(agency!, linkPattern("/values/[slug]", locale, { slug: "[^/]+" })),
    legalNotice: path("/agency/legal-notice"),
    testimonials: path("/testimonials"),
    contact: path("/contact"),
    valuation: path("/free-valuation"),
    onlineValuation: path("/online-valuation"),
    demandRegister: path("/keep-me-informed"),
    newsletter: path("/newsletter"),
    // Without a mailed link's token: what the page is for.
    watches: path("/watches"),
    favourites: path("/favourites"),
    // A shared list: its cards are drawn in the browser, from the API.
    sharedFavourites: `${path("/favourites")}?ids=${propertyId},${rentalId}`,
    compare: `${path("/compare")}?ids=${saleIds[0]},${saleIds[1]}`,
    compareMixed: `${path("/compare")}?ids=${saleIds[0]},${rentalId}`,
    management: path("/property-management"),
    disclaimer: path("/disclaimer"),
    privacy: path("/privacy"),
    cookies: path("/cookie-policy"),
    purchaseOffer: `${path("/purchase-offer")}?property=${propertyId}`,
    rentalApplication: `${path("/rental-application")}?property=${rentalId}`,
    signIn: path("/login"),
    forgottenPassword: path("/login/forgotten-password"),
    // Without a link's token: the page that says the link is not known.
    newPassword: path("/login/new-password"),
    ...Object.fromEntries(feedbackRoutes.map((key) => [`thanks-${key.slice("/feedback/".length)}`, path(key)])),
  };
  return {
    ...Object.fromEntries(Object.entries(urls).map(([name, url]) => [name, { url, status: 200 }])),
    notFound: { url: site[locale].notFound.unknown, status: 404 },
  };
}

/** Signs the page's browser in as a demo owner and names the owner portal's pages. */
export async function portalPageUrls(page: Page, locale: Locale): Promise<PageUrls> {
  await signInAsOwner(page, locale, demoOwners.dupont.username);
  const portal = buildPath("/owner", locale);
  const ownProperty = firstLink(await html(page.request, portal), linkPattern("/owner/[id]", locale, { id: "\\d+" }));
  return {
    portal: { url: portal, status: 200 },
    portalProperty: { url: ownProperty, status: 200 },
    portalPassword: { url: buildPath("/owner/password", locale), status: 200 },
  };
}
