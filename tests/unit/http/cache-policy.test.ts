import { describe, expect, it } from "vitest";
import { cacheControl, IMMUTABLE, PRIVATE, PUBLIC_PAGE } from "@/lib/http/cache-policy.mjs";

const nextStatic = "s-maxage=31536000";
const nextDynamic = "private, no-cache, no-store, max-age=0, must-revalidate";

describe("the cache policy (Cache-Control of every answer)", () => {
  it("lets a CDN keep a public page at most 30 s, plus 30 s stale while it asks again", () => {
    expect(PUBLIC_PAGE).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=30");
    const sMaxAge = Number(/s-maxage=(\d+)/.exec(PUBLIC_PAGE)![1]);
    const stale = Number(/stale-while-revalidate=(\d+)/.exec(PUBLIC_PAGE)![1]);
    expect(sMaxAge + stale).toBeLessThanOrEqual(60);
  });

  it.each([
    [
      "a cached property page",
      { pathname: "/en/for-sale/gent/flat/3/", status: 200, routeType: "detail", given: nextStatic },
      PUBLIC_PAGE,
    ],
    [
      "a cached home page (HEAD)",
      { method: "HEAD", pathname: "/fr/", status: 200, routeType: "home", given: nextStatic },
      PUBLIC_PAGE,
    ],
    [
      "a withdrawn property's 410",
      { pathname: "/en/for-sale/gent/flat/3/", status: 410, routeType: "detail", given: nextStatic },
      PUBLIC_PAGE,
    ],
    [
      "a page drawn per request (reads cookies)",
      { pathname: "/en/for-sale/", status: 200, routeType: "list", given: nextDynamic },
      PRIVATE,
    ],
    [
      "a form answer (POST)",
      { method: "POST", pathname: "/en/contact/", status: 303, routeType: "form", given: null },
      PRIVATE,
    ],
    [
      "a server action",
      { method: "POST", pathname: "/en/contact/", status: 200, routeType: "form", given: nextStatic },
      PRIVATE,
    ],
    [
      "the owner login, even if Next cached it",
      { pathname: "/en/login/", status: 200, routeType: "login", given: nextStatic },
      PRIVATE,
    ],
    [
      "the owner portal",
      { pathname: "/en/owner-portal/", status: 200, routeType: "portal", given: nextStatic },
      PRIVATE,
    ],
    [
      "a permanent redirect to a canonical address",
      { pathname: "/en/property/3/", status: 301, routeType: "redirect", given: null },
      PUBLIC_PAGE,
    ],
    ["Next's trailing-slash redirect", { pathname: "/en", status: 308, given: null }, PUBLIC_PAGE],
    [
      "a language chosen for this visitor (307)",
      { pathname: "/", status: 307, routeType: "home", given: null },
      PRIVATE,
    ],
    [
      "a hashed script",
      { pathname: "/_next/static/chunks/a1b2.js", status: 200, given: "public, max-age=31536000, immutable" },
      IMMUTABLE,
    ],
    [
      "a hashed script that does not exist",
      { pathname: "/_next/static/chunks/nope.js", status: 404, given: nextDynamic },
      PRIVATE,
    ],
    [
      "an optimised image",
      { pathname: "/_next/image", status: 200, given: "public, max-age=60, must-revalidate" },
      "public, max-age=60, must-revalidate",
    ],
    ["a file of public/", { pathname: "/icon.svg", status: 200, given: "public, max-age=0" }, "public, max-age=0"],
    ["a file without any", { pathname: "/icon.svg", status: 200, given: null }, null],
    [
      "an API answer that says nothing (the favourites' states)",
      { pathname: "/api/favourites/", status: 200, given: null },
      PRIVATE,
    ],
    [
      "an API answer that says it may be shared",
      { pathname: "/api/suggest/", status: 200, given: "public, max-age=300" },
      "public, max-age=300",
    ],
    [
      "an API answer of a shared route that says nothing (a refusal)",
      { pathname: "/api/suggest/", status: 400, given: null },
      PRIVATE,
    ],
    [
      "an API answer of a private route that says it may be shared",
      { pathname: "/api/favourites/", status: 200, given: "public, max-age=60" },
      PRIVATE,
    ],
    [
      "an answer under /api/ that names no route",
      { pathname: "/api/nothing-here/", status: 200, given: "public, max-age=60" },
      PRIVATE,
    ],
    [
      "a cached page that sets the language cookie of a first visit",
      { pathname: "/fr/", status: 200, routeType: "home", given: nextStatic, setsCookie: true },
      PRIVATE,
    ],
    [
      "a property's permanent redirect that sets the language cookie",
      { pathname: "/property/3/", status: 301, routeType: "redirect", given: null, setsCookie: true },
      PRIVATE,
    ],
    [
      "a file of public/ that sets a cookie",
      { pathname: "/icon.svg", status: 200, given: "public, max-age=0", setsCookie: true },
      PRIVATE,
    ],
  ] as const)("%s", (_, answer, expected) => {
    expect(cacheControl(answer)).toBe(expected);
  });
});
