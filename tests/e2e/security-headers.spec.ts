import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { thirdParty } from "../../playwright.config";
import { buildScriptOf } from "./support";
import { securityHeadersOf } from "./support/security";

// Every kind of answer the site gives carries each family of security headers (lib/http/security-headers.ts):
// pages served from the cache, 404 pages, redirects, API routes, optimised images and files.

type Answer = { name: string; get: (request: APIRequestContext) => Promise<APIResponse>; status: number };

const noRedirect = { maxRedirects: 0 };
const documents: Answer[] = [
  { name: "a page rendered", get: (r) => r.get("/fr/a-vendre/", noRedirect), status: 200 },
  // Asked twice: the second answer comes from Next's cache.
  { name: "a cached page", get: (r) => r.get("/en/").then(() => r.get("/en/", noRedirect)), status: 200 },
  { name: "an unknown path (404)", get: (r) => r.get("/de/gibt-es-nicht/", noRedirect), status: 404 },
  { name: "an unknown property (404)", get: (r) => r.get("/fr/a-vendre/gent/huis/999999/", noRedirect), status: 404 },
  { name: "the language redirect", get: (r) => r.get("/", noRedirect), status: 307 },
  { name: "a ?lng= redirect", get: (r) => r.get("/fr/?lng=nl", noRedirect), status: 307 },
  { name: "an API route", get: (r) => r.get("/api/suggest/?q=gan", noRedirect), status: 200 },
  { name: "a refused staff call", get: (r) => r.patch("/api/staff/properties/", noRedirect), status: 401 },
  { name: "a public file", get: (r) => r.get("/favicon.ico", noRedirect), status: 200 },
];
/** A listing's photo as the content sync stored it, found on the home page's latest offers. */
async function listingPhoto(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/fr/")).text();
  const hash = /(?:\/|%2F)media(?:\/|%2F)synced(?:\/|%2F)([0-9a-f]{64})\.webp/.exec(html)?.[1];
  expect(hash, "a listing's photo on the home page").toBeTruthy();
  return `/media/synced/${hash}.webp`;
}
const image: Answer = {
  name: "an optimised image",
  get: async (r) => r.get(`/_next/image/?url=${encodeURIComponent(await listingPhoto(r))}&w=640&q=75`, noRedirect),
  status: 200,
};
const photo: Answer = { name: "a photo", get: async (r) => r.get(await listingPhoto(r)), status: 200 };

async function staticScript(request: APIRequestContext): Promise<APIResponse> {
  const html = await (await request.get("/fr/")).text();
  return request.get(buildScriptOf(html));
}
const script: Answer = { name: "a script of the build", get: staticScript, status: 200 };
// server.mjs answers it itself, as the build's files (lib/http/robots-route.mjs).
const robots: Answer = { name: "robots.txt", get: (r) => r.get("/robots.txt", noRedirect), status: 200 };
// Next answers a path without its trailing slash itself, before the proxy: server.mjs's headers.
const slash: Answer = { name: "Next's trailing-slash redirect", get: (r) => r.get("/fr", noRedirect), status: 308 };
const everything = [...documents, image, photo, script, robots, slash];

async function headersOf(request: APIRequestContext, answer: Answer) {
  const response = await answer.get(request);
  expect(response.status(), answer.name).toBe(answer.status);
  return {
    ...securityHeadersOf(response.headers()),
    page: /^text\/html/.test(response.headers()["content-type"] ?? ""),
  };
}

test.describe("Content-Security-Policy", () => {
  for (const answer of documents) {
    test(`${answer.name}: the site's policy, never framed`, async ({ request }) => {
      const { csp, page } = await headersOf(request, answer);
      expect(csp["object-src"]).toEqual(["'none'"]);
      expect(csp["base-uri"]).toEqual(["'none'"]);
      expect(csp["frame-ancestors"]).toEqual(["'none'"]);
      expect(csp["form-action"]).toEqual(["'self'"]);
      expect(csp["script-src-attr"]).toEqual(["'none'"]);
      // The site itself, its own inline script (the consent gate), the configured integrations (the local
      // stand-in), and the framework's inline scripts of the page by their hashes (lib/http/script-hashes.mjs).
      const [self, gate, integrations, ...hashes] = csp["script-src"] ?? [];
      expect([self, integrations]).toEqual(["'self'", thirdParty]);
      expect(csp["script-src"]).not.toContain("'unsafe-inline'");
      expect(hashes.length > 0, "a page's scripts hashed").toBe(page);
      for (const hash of [gate, ...hashes]) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
      expect(csp["default-src"]).toEqual(["'self'"]);
    });
  }

  test("no HTML answer of the site allows an inline script by 'unsafe-inline', next-auth's routes included", async ({
    request,
  }) => {
    const paths = [
      "/fr/",
      "/en/contact/",
      "/nl/te-koop/",
      "/de/gibt-es-nicht/",
      "/en/property/35/",
      "/en/login/",
      "/en/owner-portal/",
      "/fr/favoris/",
      "/en/compare/?ids=1,2",
      "/x%00/",
      // next-auth's own pages are never shown: each of its routes sends to the site's, or answers without a page.
      "/api/auth/signin/",
      "/api/auth/signout/",
      "/api/auth/verify-request/",
      "/api/auth/error/",
      "/api/auth/error/?error=Configuration",
      "/api/auth/callback/credentials/",
      "/api/auth/callback/nobody/",
      "/api/auth/session/",
      "/api/auth/csrf/",
      "/api/auth/providers/",
      "/api/auth/nothing/",
    ];
    let pages = 0;
    for (const path of paths) {
      // Every hop of the way, redirects included.
      let url: string | null = path;
      for (let hop = 0; url && hop < 5; hop++) {
        const response: APIResponse = await request.get(url, noRedirect);
        expect(response.status(), url).toBeLessThan(500);
        const { csp } = securityHeadersOf(response.headers());
        expect(csp["script-src"] ?? csp["default-src"], url).not.toContain("'unsafe-inline'");
        if (/^text\/html/.test(response.headers()["content-type"] ?? "")) {
          pages += 1;
          // next-auth's pages are not the site's: none of them is ever drawn.
          expect(await response.text(), url).not.toContain("next-auth");
        }
        url = response.headers()["location"] ?? null;
      }
    }
    expect(pages).toBeGreaterThanOrEqual(10);
  });

  test("a sign-in's callback asked with GET is refused (405), not a 500", async ({ request }) => {
    const response = await request.get("/api/auth/callback/credentials/", noRedirect);
    expect(response.status()).toBe(405);
    expect(response.headers()["allow"]).toBe("POST");
  });

  test("a photo may be framed by the site only, as plans are shown in the lightbox", async ({ request }) => {
    const { csp, frameOptions } = await headersOf(request, photo);
    expect(csp["frame-ancestors"]).toEqual(["'self'"]);
    expect(frameOptions).toBe("SAMEORIGIN");
    expect(csp["object-src"]).toEqual(["'none'"]);
  });

  for (const answer of [image, script, robots, slash]) {
    test(`${answer.name}: a policy that loads nothing`, async ({ request }) => {
      const { csp } = await headersOf(request, answer);
      expect(csp["default-src"]).toEqual(["'none'"]);
      expect(csp["object-src"]).toEqual(["'none'"]);
      expect(csp["base-uri"]).toEqual(["'none'"]);
      expect(csp["frame-ancestors"]).toEqual(["'none'"]);
      expect(csp["form-action"]).toEqual(["'self'"]);
    });
  }
});

test.describe("X-Content-Type-Options, Referrer-Policy and Permissions-Policy", () => {
  for (const answer of everything) {
    test(answer.name, async ({ request }) => {
      const headers = await headersOf(request, answer);
      expect(headers.nosniff).toBe("nosniff");
      expect(headers.referrer).toBe("strict-origin-when-cross-origin");
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
        expect(headers.permissions, feature).toContain(`${feature}=()`);
      }
      // What the site uses stays allowed: the lightbox's full screen, the share button's clipboard.
      expect(headers.permissions).not.toMatch(/fullscreen|clipboard-write/);
    });
  }
});

test.describe("Strict-Transport-Security", () => {
  // The e2e site is served over http (SITE_URL): browsers ignore HSTS there and it is not sent.
  // server-start.spec.ts starts one on an https SITE_URL.
  for (const answer of everything) {
    test(`${answer.name}: not sent over http`, async ({ request }) => {
      expect((await headersOf(request, answer)).hsts).toBeUndefined();
    });
  }
});
