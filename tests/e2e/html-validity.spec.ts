import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { buildPath } from "@/lib/i18n/build-path";
import { routes, type RouteKey } from "@/lib/i18n/paths";
import { demoOwners, signInAsOwner } from "./owner-support";
import { detailPathPattern, locales, site, type Locale } from "./support";

// The W3C checker (vnu-jar, run on Java) finds no error on any type of page, in the four languages: the
// public pages, every thank-you page, the not-found page, the sign-in pages and the owner portal signed in.
// One checker run per language, on all its pages at once (starting Java is most of its time).

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const feedbackRoutes = (Object.keys(routes) as RouteKey[]).filter((key) => key.startsWith("/feedback/"));

async function html(request: APIRequestContext, url: string, status = 200): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(status);
  return response.text();
}

/** The first link in a page's HTML whose path matches, so the test needs no ids or slugs from the seed. */
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

/** Every type of public page a visitor can open in one language, by name, with its HTML. */
async function publicPages(request: APIRequestContext, locale: Locale): Promise<Record<string, string>> {
  const path = (key: RouteKey) => buildPath(key, locale);
  const [home, forRent, projects, blog, agency] = await Promise.all([
    html(request, site[locale].home),
    html(request, site[locale].forRent),
    html(request, path("/projects")),
    html(request, path("/blog")),
    html(request, path("/agency")),
  ]);
  const saleOrRent = detailPathPattern(locale);
  const property = firstLink(home, saleOrRent);
  const rental = firstLink(forRent, saleOrRent);
  const propertyId = saleOrRent.exec(property)![1]!;
  const rentalId = saleOrRent.exec(rental)![1]!;
  const urls: Record<string, string> = {
    forSale: site[locale].forSale,
    property,
    rental,
    project: firstLink(projects, linkPattern("/projects/[slug]/[id]", locale, { slug: "[^/]+", id: "\\d+" })),
    article: firstLink(blog, linkPattern("/blog/[slug]", locale, { slug: "[^/]+" })),
    team: firstLink(agency, linkPattern("/team/[slug]", locale, { slug: "[^/]+" })),
    value: firstLink(agency, linkPattern("/values/[slug]", locale, { slug: "[^/]+" })),
    legalNotice: path("/agency/legal-notice"),
    testimonials: path("/testimonials"),
    contact: path("/contact"),
    valuation: path("/free-valuation"),
    onlineValuation: path("/online-valuation"),
    demandRegister: path("/keep-me-informed"),
    newsletter: path("/newsletter"),
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
  const fetched = await Promise.all(
    Object.entries(urls).map(async ([name, url]) => [name, await html(request, url)] as const),
  );
  return {
    home,
    forRent,
    projects,
    blog,
    agency,
    notFound: await html(request, site[locale].notFound.unknown, 404),
    ...Object.fromEntries(fetched),
  };
}

/** The error messages of the W3C checker on the given pages, as "file:line: message «extract»". */
function checkerErrors(locale: Locale, pages: Record<string, string>): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), "html-validity-"));
  try {
    const files = Object.entries(pages).map(([name, source]) => {
      const file = path.join(folder, `${locale}-${name}.html`);
      writeFileSync(file, source);
      return file;
    });
    const vnu = spawnSync(
      "java",
      ["-jar", "node_modules/vnu-jar/build/dist/vnu.jar", "--errors-only", "--format", "json", ...files],
      { encoding: "utf8", maxBuffer: 32 * 1024 * 1024 },
    );
    expect(vnu.error, "java runs the checker").toBeUndefined();
    const { messages } = JSON.parse(vnu.stderr || vnu.stdout) as { messages: VnuMessage[] };
    return messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => `${path.basename(m.url)}:${m.lastLine ?? "?"}: ${m.message} ${m.extract ? `«${m.extract}»` : ""}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// A message a client part was not handed shows as its key ("Property.whatsapp"): none may reach a visitor.
const namespaces = Object.keys(JSON.parse(readFileSync("messages/en.json", "utf8")) as object);
const messageKey = new RegExp(`\\b(?:${namespaces.join("|")})\\.[A-Za-z_][\\w.]*`, "g");

for (const locale of locales) {
  test(`every type of page is valid HTML and shows no message key instead of its text (${locale})`, async ({
    page,
  }) => {
    // About 45 pages fetched, a sign-in and one run of the checker: about 30 s on two cores.
    test.setTimeout(150_000);
    const pages = await publicPages(page.request, locale);
    await signInAsOwner(page, locale, demoOwners.dupont.username);
    const portal = await html(page.request, buildPath("/owner", locale));
    const ownProperty = firstLink(portal, linkPattern("/owner/[id]", locale, { id: "\\d+" }));
    pages.portal = portal;
    pages.portalProperty = await html(page.request, ownProperty);
    pages.portalPassword = await html(page.request, buildPath("/owner/password", locale));

    const errors = checkerErrors(locale, pages);
    expect(errors, errors.join("\n")).toEqual([]);
    for (const [name, source] of Object.entries(pages)) {
      const text = source.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ");
      expect(text.match(messageKey) ?? [], `${locale} ${name}`).toEqual([]);
    }
  });
}
