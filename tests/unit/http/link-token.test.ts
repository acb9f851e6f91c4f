import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { LINK_COOKIE, LINK_COOKIE_SECONDS } from "@/lib/http/link-token";
import proxy from "@/proxy";

// A mailed link's token never stays in a page's address, where analytics and the Referer would carry it:
// the first visit trades it for a short-lived cookie of that page and is sent to the address without it.

const site = "http://localhost:3000";
const token = "Q2hhbmdlTWVJZllvdUNhblJlYWRUaGlz";

async function visit(path: string, init: { cookie?: string; method?: string } = {}) {
  const headers = init.cookie ? { cookie: init.cookie } : undefined;
  return proxy(new NextRequest(`${site}${path}`, { headers, method: init.method }));
}

/** Every mailed link's page, in each language's own path, with the parameter its mails carry. */
const links = [
  ["/en/newsletter/", "confirm", "/en/newsletter/link/"],
  ["/nl/nieuwsbrief/", "unsubscribe", "/nl/newsletter/link/"],
  ["/fr/inscription/", "search", "/fr/keep-me-informed/link/"],
  ["/de/anmeldung/", "confirm", "/de/keep-me-informed/link/"],
  ["/en/login/new-password/", "token", "/en/login/new-password/"],
  ["/nl/login/nieuw-wachtwoord/", "token", "/nl/login/new-password/"],
  ["/fr/login/nouveau-mot-de-passe/", "token", "/fr/login/new-password/"],
  ["/de/login/neues-passwort/", "token", "/de/login/new-password/"],
] as const;

describe("a mailed link's token leaves the address", () => {
  it.each(links)(
    "%s?%s=… is sent to its address without the token, the token kept in a cookie",
    async (path, param) => {
      const response = await visit(`${path}?${param}=${token}&utm_source=mail`);
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("location")!, site);
      expect(location.pathname).toBe(path);
      expect(location.search).toBe("?utm_source=mail&via=mail");
      expect(response.headers.get("location")).not.toContain(token);
      expect(response.headers.get("cache-control")).toMatch(/no-store/);
      // Another site is only ever told the origin: no path, no query.
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      const cookie = response.headers.get("set-cookie")!;
      expect(cookie).toContain(`${LINK_COOKIE}=${encodeURIComponent(`${param}=${token}`)}`);
      expect(cookie).toContain(`Path=${path}`);
      expect(cookie).toContain(`Max-Age=${LINK_COOKIE_SECONDS}`);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(LINK_COOKIE_SECONDS).toBeLessThanOrEqual(30 * 60);
    },
  );

  it.each(links)("%s?via=mail is drawn from the cookie's %s token", async (path, param, page) => {
    const cookie = `${LINK_COOKIE}=${encodeURIComponent(`${param}=${token}`)}`;
    const response = await visit(`${path}?via=mail`, { cookie });
    expect(response.status).toBe(200);
    const rewrite = new URL(response.headers.get("x-middleware-rewrite")!, site);
    expect(rewrite.pathname).toBe(page);
    expect(rewrite.searchParams.get(param)).toBe(token);
  });

  it("shows an unknown link, not the plain page, when the cookie has expired or the address was shared", async () => {
    const response = await visit("/nl/nieuwsbrief/?via=mail");
    const rewrite = new URL(response.headers.get("x-middleware-rewrite")!, site);
    expect(rewrite.pathname).toBe("/nl/newsletter/link/");
    expect([...rewrite.searchParams]).toEqual([["confirm", ""]]);
  });

  it("leaves a form posted to an old address with its token to the page, and other pages alone", async () => {
    const posted = await visit(`/en/newsletter/?unsubscribe=${token}`, { method: "POST" });
    expect(posted.status).toBe(200);
    expect(new URL(posted.headers.get("x-middleware-rewrite")!, site).pathname).toBe("/en/newsletter/link/");
    const other = await visit(`/en/contact/?token=${token}`);
    expect(other.status).not.toBe(303);
    expect(other.headers.get("set-cookie") ?? "").not.toContain(LINK_COOKIE);
  });
});
