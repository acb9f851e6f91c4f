import { expect, test, type APIResponse } from "@playwright/test";
import { IMMUTABLE, PRIVATE, PUBLIC_PAGE } from "@/lib/http/cache-policy.mjs";
import { buildScriptOf, site } from "./support";

// What a CDN in front of the site may keep (lib/http/cache-policy.mjs, applied by server.mjs): a public
// page for 30 s (+30 s stale while it asks again), so a change reaches every visitor within a minute;
// hashed build files for ever; nothing that belongs to one visitor or answers a form.

const cacheControlOf = (response: APIResponse) => response.headers()["cache-control"];
const noRedirect = { maxRedirects: 0 };

function expectNoInternalHeader(response: APIResponse) {
  expect(Object.keys(response.headers())).not.toContain("x-site-route-type");
}

test("public pages, from the origin's cache or not, may be kept by a CDN for at most a minute", async ({ request }) => {
  // Browsers that ask for the page's language: next-intl sets no cookie for them.
  const asking = (language: string) => ({ headers: { "accept-language": language } });
  for (const path of [site.nl.home, site.en.disclaimer.path, "/fr/page-inexistante/"]) {
    for (const visit of ["first", "second"]) {
      const response = await request.get(path, asking(path.slice(1, 3)));
      expect(cacheControlOf(response), `${visit} ${path}`).toBe(PUBLIC_PAGE);
      expectNoInternalHeader(response);
    }
  }
  const home = await (await request.get(site.en.home, asking("en"))).text();
  const property = /href="(\/en\/for-(?:sale|rent)\/[^"/]+\/[^"/]+\/\d+\/)"/.exec(home)![1]!;
  const page = await request.get(property, asking("en"));
  expect(page.status()).toBe(200);
  expect(cacheControlOf(page)).toBe(PUBLIC_PAGE);
  // A permanent redirect too: the same for everyone.
  const hop = await request.get(`/en/property/${property.split("/").at(-2)}/`, noRedirect);
  expect([hop.status(), cacheControlOf(hop)]).toEqual([301, PUBLIC_PAGE]);
});

test("a public page that sets the language cookie (a browser asking for another language) is kept by no cache", async ({
  playwright,
  baseURL,
}) => {
  // A browser of its own, with no cookie yet.
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "accept-language": "de" } });
  const first = await visitor.get(site.nl.home);
  expect(first.headers()["set-cookie"]).toMatch(/^NEXT_LOCALE=nl;/);
  expect(cacheControlOf(first)).toBe(PRIVATE);
  // Its cookie sent back, the same page sets none and is public again.
  const again = await visitor.get(site.nl.home);
  expect(again.headers()["set-cookie"]).toBeUndefined();
  expect(cacheControlOf(again)).toBe(PUBLIC_PAGE);
  await visitor.dispose();
});

test("a connection kept by a load balancer stays open longer than its idle minute", async ({ request }) => {
  // server.mjs: a server that closes an idle connection first races the balancer's next request on it.
  const page = await request.get(site.en.home);
  const build = buildScriptOf(await page.text());
  for (const response of [page, await request.get(build)]) {
    expect(response.status()).toBe(200);
    expect(response.headers()["keep-alive"]).toBe("timeout=65");
  }
});

test("hashed build files are immutable", async ({ request }) => {
  const home = await (await request.get(site.fr.home)).text();
  expect(cacheControlOf(await request.get(buildScriptOf(home)))).toBe(IMMUTABLE);
});

test("answers for one visitor stay private", async ({ request }) => {
  const answers: Array<[string, APIResponse]> = [
    // The language chosen from this visitor's hints.
    ["the language redirect", await request.get("/", { ...noRedirect, headers: { "accept-language": "de" } })],
    ["a ?lng= choice", await request.get("/fr/?lng=nl", noRedirect)],
    // A page drawn for one visit (a mailed link), and the owner login.
    ["a mailed link's page", await request.get("/fr/inscription/?search=not-one-of-ours")],
    ["the owner login", await request.get("/en/login/")],
    // Form answers: a server action and a POST to the API.
    [
      "a server action",
      await request.post(site.en.home, { headers: { "next-action": "0".repeat(42) }, data: "[]", ...noRedirect }),
    ],
    ["a POST to the API", await request.post("/api/consent/", { data: {} })],
  ];
  for (const [name, response] of answers) {
    expect(cacheControlOf(response), name).toBe(PRIVATE);
    expectNoInternalHeader(response);
  }
});
