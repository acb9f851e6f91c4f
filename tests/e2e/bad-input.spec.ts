import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { PAGE_SIZE, parseSearchParams, searchSchema } from "@/lib/domain/search-params";
import { hostileJson, hostileQuery, hostileRaw, hostileText, propertyRuns } from "@/tests/support/hostile";
import {
  actions,
  apiRoutes,
  appFiles,
  builtActions,
  everyPageParams,
  fillPath,
  pages,
  segmentsOf,
} from "./support/bad-input-inventory";
import { expectNoServerError, htmlLang, loadFixtures, notFoundHeading, type Fixtures } from "./support/bad-input";

// Bad input never answers 500 (issue 10): fast-check drives every page's query parameters and path
// segments and every API route with hostile values over HTTP, against the built site. Every answer is
// below 500 with no trace of a server error; a page answers in its language, with its defaults.
// Server actions: bad-input-actions.spec.ts. A failure prints fast-check's seed and the shrunk value.

test.describe.configure({ mode: "serial" });

let fixtures: Fixtures;
test.beforeAll(async ({ request }) => {
  fixtures = await loadFixtures(request);
  for (const page of pages.filter((p) => p.params.includes("sort"))) {
    const cards = cardsOf(await (await request.get(fillPath(page.path, fixtures))).text());
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(PAGE_SIZE);
    defaultCards.set(page.path, cards);
  }
});

test("the inventory lists every page, API route and server action of the build", () => {
  expect(pages.map((p) => p.file).sort()).toEqual(appFiles("page.tsx").sort());
  expect(apiRoutes.map((r) => r.file).sort()).toEqual(appFiles("route.ts", "app/api").sort());
  const built = [...builtActions().values()].map((a) => `${a.file}#${a.name}`).sort();
  expect(actions.map((a) => `${a.file}#${a.name}`).sort()).toEqual(built);
});

const defaults = searchSchema.parse({});
/** The properties a list shows, in order. */
const cardsOf = (body: string) => [...new Set(body.match(/href="\/en\/for-(?:sale|rent)\/[^"/]+\/[^"/]+\/\d+\/"/g))];
const defaultCards = new Map<string, string[]>();
const queryOf = (path: string, query: string) => `${path}${path.includes("?") ? "&" : "?"}${query}`;

test("hostile query parameters on every page answer the page in its language, with its defaults", async ({
  request,
}) => {
  const withParams = pages.map((page) => ({ ...page, names: [...page.params, ...everyPageParams, "x"] }));
  const property = fc.asyncProperty(
    fc.constantFrom(...withParams).chain((page) => fc.tuple(fc.constant(page), hostileQuery(page.names))),
    async ([page, query]) => {
      const path = queryOf(fillPath(page.path, fixtures), query);
      const response = await request.get(path, { maxRedirects: 0 });
      const body = await expectNoServerError(response, path);
      // A request line longer than the server takes is refused before any page is drawn.
      if (response.status() === 414 || response.status() === 431) return;
      // The owner portal sends a visitor without a session to the sign-in page.
      if (response.status() === 307 && page.path.startsWith("/{locale}/owner-portal/")) {
        expect(new URL(response.headers().location ?? "", "http://x").pathname, path).toBe("/en/login/");
        return;
      }
      // A mailed link's token is traded for a cookie: the same page, without it (lib/http/link-token.ts).
      if (response.status() === 303) {
        const location = new URL(response.headers().location ?? "", "http://x");
        expect(location.pathname, path).toBe(new URL(path, "http://x").pathname);
        expect(location.searchParams.get("via"), path).toBe("mail");
        for (const name of page.params) expect(location.searchParams.has(name), path).toBe(false);
        return;
      }
      // A list's page number past the last one is sent to the last page of the same list.
      if (response.status() === 307 && page.params.includes("page")) {
        const location = new URL(response.headers().location ?? "", "http://x");
        expect(location.pathname, path).toBe(new URL(path, "http://x").pathname);
        return;
      }
      // The spec's original property path is a permanent redirect to the canonical one.
      expect([200, 301, 404, 410], path).toContain(response.status());
      if (response.status() === 301) return;
      expect(htmlLang(body), path).toBe("en");
      if (response.status() === 404) expect(body, path).toContain(notFoundHeading.en);
      // A list whose parameters all fall back to their defaults shows the default first page.
      const read = parseSearchParams(Object.fromEntries(new URL(`http://x/?${query}`).searchParams));
      if (page.params.includes("sort") && JSON.stringify(read) === JSON.stringify(defaults)) {
        expect(cardsOf(body), path).toEqual(defaultCards.get(page.path));
      }
    },
  );
  await fc.assert(property, propertyRuns(60));
});

test("hostile path segments answer a page, a redirect or the not-found page, never an error", async ({
  request,
  baseURL,
}) => {
  const withSegments = pages.filter((page) => segmentsOf(page.path).length > 0);
  const property = fc.asyncProperty(
    fc
      .constantFrom(...withSegments)
      .chain((page) => fc.tuple(fc.constant(page), fc.constantFrom(...segmentsOf(page.path)), hostileRaw)),
    async ([page, segment, value]) => {
      const path = fillPath(page.path, fixtures, { [segment]: value.slice(0, 4_000) });
      // Whole addresses: an empty first segment makes a path starting with "//", which alone names a host.
      const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      const body = await expectNoServerError(response, path);
      if (response.status() === 414 || response.status() === 431) return;
      expect([200, 301, 307, 308, 404, 410], path).toContain(response.status());
      // Without a language in the path, the visitor's decides: the language cookie next-intl set on an
      // earlier answer of this run, else the default (French).
      if (response.status() === 404) {
        const cookie = (await request.storageState()).cookies.find((c) => c.name === "NEXT_LOCALE")?.value;
        const lang = segment === "locale" ? (cookie ?? "fr") : "en";
        expect(htmlLang(body), path).toBe(lang);
        if (lang === "en" || lang === "fr") expect(body, path).toContain(notFoundHeading[lang]);
      }
    },
  );
  await fc.assert(property, propertyRuns(60));
});

test("addresses that cannot be decoded, or name a record with a NUL byte, answer the not-found page", async ({
  request,
}) => {
  const cases: Array<[path: string, lang: "en" | "fr"]> = [
    ["/%FF/", "fr"],
    ["/fr%FF/", "fr"],
    ["/%C0%AF/", "fr"],
    ["/en/%E0%A4%A/", "en"],
    ["/%FF.png", "fr"],
    ["/en/blog/%FF.png", "en"],
    ["/en/blog/%00.png", "en"],
    ["/api/suggest/%00/", "fr"],
    ["/api/%FF/", "fr"],
    ["/api/suggest/%FF/", "fr"],
    ["/_next/%FF/", "fr"],
    ["/en/blog/%00/", "en"],
    ["/en/team/%00/", "en"],
    ["/en/our-values/%00/", "en"],
    [fillPath("/en/for-sale/%00/{saleSlug}/{saleId}/", fixtures), "en"],
    [fillPath("/en/projects/%01/{projectId}/", fixtures), "en"],
  ];
  for (const [path, lang] of cases) {
    const response = await request.get(path, { maxRedirects: 0 });
    const body = await expectNoServerError(response, path);
    expect(response.status(), path).toBe(404);
    expect(htmlLang(body), path).toBe(lang);
    expect(body, path).toContain(notFoundHeading[lang]);
  }
});

test("a 100 kB query string is refused with a 4xx, not an error", async ({ request }) => {
  const response = await request.get(`/en/for-sale/?q=${"a".repeat(100_000)}`, { maxRedirects: 0 });
  await expectNoServerError(response, "100 kB query");
  expect(response.status()).toBeGreaterThanOrEqual(400);
});

test("hostile query parameters on every API route answer a 2xx or a 4xx", async ({ request }) => {
  const gets = apiRoutes.filter((route) => route.methods.includes("GET"));
  const property = fc.asyncProperty(
    fc.constantFrom(...gets).chain((route) => fc.tuple(fc.constant(route), hostileQuery([...route.params, "x"]))),
    async ([route, query]) => {
      const path = queryOf(route.path, query);
      const response = await request.get(path, { maxRedirects: 0 });
      await expectNoServerError(response, path);
      if (response.status() === 414 || response.status() === 431) return;
      expect(response.status(), path).toBeLessThan(500);
      // The owner's export sends a browser without a session to the sign-in page, in the language its link
      // asked for or the site's default; the rest answer JSON.
      if (route.path.startsWith("/api/owner/")) {
        const lang = new URL(path, "http://localhost").searchParams.get("lang");
        const locale = ["en", "nl", "fr", "de"].includes(lang ?? "") ? lang : "fr";
        expect(response.status(), path).toBe(303);
        expect(response.headers().location, path).toMatch(new RegExp(`^/${locale}/login/\\?next=`));
        return;
      }
      // A watch's one-click link, opened: to the page that asks before it stops anything.
      if (route.path.startsWith("/api/watches/")) {
        expect(response.status(), path).toBe(303);
        expect(response.headers().location, path).toMatch(/\/fr\/biens-suivis\/\?stop=[\w-]*$/);
        return;
      }
      expect(response.headers()["content-type"], path).toContain("application/json");
    },
  );
  await fc.assert(property, propertyRuns(40));
});

test("hostile bodies on every API route that takes one answer a 4xx and change nothing", async ({ request }) => {
  const writes = apiRoutes.flatMap((route) =>
    route.methods.filter((m) => m !== "GET").map((method) => ({ ...route, method: method as "POST" | "PATCH" })),
  );
  const body = (keys: readonly string[]) =>
    fc.oneof(
      hostileJson(keys).map((json) => ({ data: JSON.stringify(json), type: "application/json" })),
      hostileText.map((text) => ({ data: text, type: "application/json" })),
      hostileText.map((text) => ({ data: text, type: "text/plain" })),
      fc.constant({ data: "", type: "application/json" }),
    );
  const property = fc.asyncProperty(
    fc
      .constantFrom(...writes)
      .chain((route) =>
        fc.tuple(
          fc.constant(route),
          body(route.body),
          fc.constantFrom("right", "wrong", "none") as fc.Arbitrary<string>,
        ),
      ),
    async ([route, sent, auth]) => {
      const headers: Record<string, string> = { "content-type": sent.type };
      if (route.secret && auth !== "none") headers.authorization = `Bearer ${auth === "right" ? route.secret : "nope"}`;
      const response = await request.fetch(route.path, { method: route.method, headers, data: sent.data });
      const what = `${route.method} ${route.path} ${sent.data.slice(0, 200)}`;
      await expectNoServerError(response, what);
      // Refused: a 4xx. The staff route reports unknown references with 200 and changes nothing; the
      // revalidation route may accept a well-formed tag list, which only expires cached pages.
      if (route.path === "/api/staff/properties/" && response.status() === 200) {
        const answer = (await response.json()) as { updated?: unknown[] };
        expect(answer.updated ?? [], what).toEqual([]);
      } else if (route.path === "/api/staff/sync/" && response.status() === 200) {
        const report = (await response.json()) as Record<string, number>;
        expect([report.added, report.changed, report.withdrawn], what).toEqual([0, 0, 0]);
      } else if (!(route.path === "/api/revalidate/" && auth === "right" && response.status() === 200)) {
        expect(response.status(), what).toBeGreaterThanOrEqual(400);
      }
    },
  );
  await fc.assert(property, propertyRuns(50));
});
