import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import proxy from "@/proxy";

const site = "http://localhost:3000";

async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await proxy(new NextRequest(`${site}${path}`, { headers }));
  const location = response.headers.get("location");
  const rewrite = response.headers.get("x-middleware-rewrite");
  return {
    status: response.status,
    location: location && new URL(location, site).pathname + new URL(location, site).search,
    rewrite: rewrite && new URL(rewrite, site).pathname,
    cookie: /NEXT_LOCALE=([^;]*)/.exec(response.headers.get("set-cookie") ?? "")?.[1],
  };
}

describe("the proxy's language negotiation (next-intl: cookie, Accept-Language, default)", () => {
  it.each([
    ["nl-BE,nl;q=0.9,en;q=0.8", "/nl/"],
    ["de-DE", "/de/"],
    ["es-ES,es;q=0.9,fr;q=0.5,en;q=0.7", "/en/"],
    ["en;q=0.1, fr-BE", "/fr/"],
    ["it, es", "/fr/"],
    ["nl;q=0, de;q=0.5", "/de/"],
    ["", "/fr/"],
  ])("Accept-Language %j leads / to %s", async (acceptLanguage, home) => {
    expect(await visit("/", { "accept-language": acceptLanguage })).toMatchObject({ status: 307, location: home });
  });

  it("prefers the cookie, and sets none where it would only repeat the browser's language", async () => {
    expect(await visit("/", { cookie: "NEXT_LOCALE=en", "accept-language": "de" })).toMatchObject({
      location: "/en/",
    });
    expect((await visit("/", { "accept-language": "de" })).cookie).toBeUndefined();
    // Visiting a page in another language than the browser's is remembered.
    expect((await visit("/nl/", { "accept-language": "de" })).cookie).toBe("nl");
  });
});

describe("the proxy's own rules", () => {
  it("?lng= leads to the same page in that language and remembers it; an unknown one is dropped", async () => {
    expect(await visit("/fr/avertissement/?lng=nl&x=1", { cookie: "NEXT_LOCALE=fr" })).toMatchObject({
      status: 307,
      location: "/nl/disclaimer/?x=1",
      cookie: "nl",
    });
    expect(await visit("/?lng=xx", { cookie: "NEXT_LOCALE=en" })).toMatchObject({ status: 307, location: "/en/" });
  });

  it("leads the spec's original paths to the localized page in one redirect", async () => {
    expect(await visit("/Disclaimer/", { "accept-language": "de" })).toMatchObject({
      status: 307,
      location: "/de/haftungsausschluss/",
    });
    expect(await visit("/contact-demand/?ref=mail")).toMatchObject({
      location: "/fr/estimation-gratuite/?ref=mail",
    });
  });

  it("answers a path that matches no route with the not-found page and its 404", async () => {
    expect(await visit("/nl/bestaat-niet/")).toMatchObject({ status: 404, rewrite: "/nl/page-not-found/" });
  });

  it("answers a path that cannot be decoded with the not-found page, in its language or the visitor's", async () => {
    expect(await visit("/en/%E0%A4%A/")).toMatchObject({ status: 404, rewrite: "/en/page-not-found/" });
    expect(await visit("/%FF/", { cookie: "NEXT_LOCALE=de" })).toMatchObject({
      status: 404,
      rewrite: "/de/page-not-found/",
    });
    expect(await visit("/fr%FF/")).toMatchObject({ status: 404, rewrite: "/fr/page-not-found/" });
    // (Next's URL keeps a file-like path without its trailing slash.)
    expect(await visit("/nl/blog/%00.png")).toMatchObject({
      status: 404,
      rewrite: expect.stringMatching(/^\/nl\/page-not-found\/?$/),
    });
    // Paths the proxy sees only because they hold a "%" (an API route, a file) are Next's once decoded.
    expect(await visit("/api/%FF/")).toMatchObject({ status: 404, rewrite: "/fr/page-not-found/" });
    expect(await visit("/api/suggest/%20/")).toMatchObject({ status: 200, rewrite: null, location: null });
    expect(await visit("/media/a%20b.webp")).toMatchObject({ status: 200, rewrite: null, location: null });
  });

  it("draws a visit from a mailed link on the page's link route, from its cookie, keeping the address", async () => {
    const cookie = "mailed-link=confirm%3Dabc";
    expect(await visit("/fr/newsletter/?via=mail", { cookie })).toMatchObject({
      status: 200,
      rewrite: "/fr/newsletter/link/",
    });
    expect(await visit("/fr/newsletter/")).toMatchObject({ status: 200, rewrite: null });
  });

  it("sends a list asked for the other goal (the home's buy/rent choice) to that goal's list, in one 307", async () => {
    expect(await visit("/fr/a-vendre/?goal=rent&q=Li%C3%A8ge&minPrice=500")).toMatchObject({
      status: 307,
      location: "/fr/a-louer/?q=Li%C3%A8ge&minPrice=500",
    });
    expect(await visit("/de/zu-vermieten/?q=1050&goal=sale")).toMatchObject({
      status: 307,
      location: "/de/zu-verkaufen/?q=1050",
    });
  });

  it("leaves the list's own goal, an unknown one and a reference (which leads to its property) where they are", async () => {
    for (const path of [
      "/en/for-sale/?goal=sale&q=Gent",
      "/en/for-sale/?goal=lease&q=Gent",
      "/en/for-sale/?goal=rent&q=ATR-2001",
      "/en/for-sale/?goal=rent&q=%20atr2001%20",
    ]) {
      expect(await visit(path), path).toMatchObject({
        status: 200,
        location: null,
        rewrite: expect.stringMatching(/^\/en\/search-results\/sale\//),
      });
    }
  });
});
