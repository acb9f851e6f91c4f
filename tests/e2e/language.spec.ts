import { expect, test } from "@playwright/test";
import { firstHop, latestOffers, locationOf, site } from "./support";

test.describe("Language of a path without one (the proxy's 307)", () => {
  test("without any hint the default language is French", async ({ baseURL }) => {
    expect(await firstHop(baseURL!, "/")).toEqual({ status: 307, location: "/fr/", cookie: "fr" });
    // A page in another language than the browser asks for is remembered too.
    expect(await firstHop(baseURL!, "/fr/", { "Accept-Language": "de" })).toMatchObject({ cookie: "fr" });
  });

  test("Accept-Language picks the visitor's preferred supported language", async ({ baseURL }) => {
    const cases: [string, string][] = [
      ["de-DE,de;q=0.9,en;q=0.8", "/de/"],
      ["nl-BE", "/nl/"],
      ["en-GB,en;q=0.9", "/en/"],
      ["es-ES,es;q=0.9,nl;q=0.5,en;q=0.3", "/nl/"], // Spanish is not offered: the next best one
      ["fr;q=0.2,de;q=0.8", "/de/"], // by quality, not by order
      ["es,it;q=0.8", "/fr/"], // nothing supported: the default
    ];
    for (const [acceptLanguage, home] of cases) {
      const hop = await firstHop(baseURL!, "/", { "Accept-Language": acceptLanguage });
      expect(hop, `Accept-Language: ${acceptLanguage}`).toMatchObject({ status: 307, location: home });
    }
  });

  test("the NEXT_LOCALE cookie wins over Accept-Language", async ({ baseURL }) => {
    expect(await firstHop(baseURL!, "/", { Cookie: "NEXT_LOCALE=en", "Accept-Language": "de" })).toMatchObject({
      status: 307,
      location: "/en/",
    });
    // A cookie that names no language of the site is ignored.
    expect(await firstHop(baseURL!, "/", { Cookie: "NEXT_LOCALE=xx", "Accept-Language": "nl" })).toMatchObject({
      status: 307,
      location: "/nl/",
    });
  });

  test("?lng= wins over the cookie and Accept-Language, and replaces the cookie", async ({ baseURL }) => {
    const hints = { Cookie: "NEXT_LOCALE=en", "Accept-Language": "de" };
    expect(await firstHop(baseURL!, "/?lng=nl", hints)).toEqual({ status: 307, location: "/nl/", cookie: "nl" });
    // An unknown ?lng= is dropped and the cookie decides.
    expect(await firstHop(baseURL!, "/?lng=xx", hints)).toMatchObject({ status: 307, location: "/en/" });
  });

  test("a browser's language settings choose the home page", async ({ browser, baseURL }) => {
    const byLocale = await browser.newContext({ baseURL, locale: "nl-BE" });
    // No locale here: Playwright Test's default one (en-US) would replace the header.
    const byHeader = await browser.newContext({
      baseURL,
      locale: undefined,
      extraHTTPHeaders: { "Accept-Language": "de-CH,de;q=0.9" },
    });
    const byCookie = await browser.newContext({ baseURL, locale: "de-DE" });
    await byCookie.addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL! }]);
    const fresh = await browser.newContext({ baseURL, locale: "es-ES" });
    try {
      for (const [context, locale] of [
        [byLocale, "nl"],
        [byHeader, "de"],
        [byCookie, "en"],
        [fresh, "fr"],
      ] as const) {
        const page = await context.newPage();
        await page.goto("/");
        await expect(page).toHaveURL(site[locale].home);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(site[locale].heading);
      }
    } finally {
      await Promise.all([byLocale.close(), byHeader.close(), byCookie.close(), fresh.close()]);
    }
  });
});

test.describe("Original paths of the spec", () => {
  test("are redirected to the localized path", async ({ baseURL }) => {
    const cases: [string, Record<string, string>, string][] = [
      ["/for-sale/", {}, "/fr/a-vendre/"],
      ["/for-sale/", { "Accept-Language": "en" }, "/en/for-sale/"],
      ["/for-rent/", { Cookie: "NEXT_LOCALE=nl" }, "/nl/te-huur/"],
      ["/Disclaimer/", {}, "/fr/avertissement/"],
      ["/Disclaimer/", { "Accept-Language": "de" }, "/de/haftungsausschluss/"],
      ["/Privacy/", { "Accept-Language": "nl" }, "/nl/privacyverklaring/"],
      ["/contact-demand/", {}, "/fr/estimation-gratuite/"],
      ["/L'agence/", { "Accept-Language": "en" }, "/en/the-agency/"],
    ];
    for (const [path, headers, location] of cases) {
      const hop = await firstHop(baseURL!, path, headers);
      expect(hop, `${path} ${JSON.stringify(headers)}`).toMatchObject({ status: 307, location });
    }
  });

  test("/Disclaimer/ opens the disclaimer in the browser's language", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: "nl-BE" });
    try {
      const page = await context.newPage();
      const response = await page.goto("/Disclaimer/");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(site.nl.disclaimer.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.nl.disclaimer.heading);
    } finally {
      await context.close();
    }
  });
});

test.describe("?lng= on a page", () => {
  test("shows the same page in that language and remembers the choice in NEXT_LOCALE", async ({ page, context }) => {
    await page.goto(`${site.fr.disclaimer.path}?lng=nl`);
    await expect(page).toHaveURL(site.nl.disclaimer.path);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.nl.disclaimer.heading);

    const cookie = (await context.cookies()).find((c) => c.name === "NEXT_LOCALE");
    expect(cookie).toMatchObject({ value: "nl", path: "/", sameSite: "Lax" });
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600); // kept for about a year

    // The browser says English (en-US), but the remembered choice wins.
    await page.goto("/");
    await expect(page).toHaveURL(site.nl.home);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.nl.heading);
  });
});

test.describe("Language switcher", () => {
  test("on a content page leads to the same page in the other language", async ({ page }) => {
    await page.goto(site.fr.disclaimer.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.fr.disclaimer.heading);

    const switcher = page.getByRole("navigation", { name: site.fr.languageNav });
    const link = (code: string) => switcher.getByRole("link", { name: new RegExp(`^${code}\\b`, "i") });
    await expect(link("fr")).toHaveAttribute("aria-current", "true");
    await expect(link("en")).toHaveAttribute("href", site.en.disclaimer.path);
    await expect(link("nl")).toHaveAttribute("href", site.nl.disclaimer.path);
    await expect(link("de")).toHaveAttribute("href", site.de.disclaimer.path);
    await expect(link("fr")).toHaveAttribute("href", site.fr.disclaimer.path);

    await link("nl").click();
    await expect(page).toHaveURL(site.nl.disclaimer.path);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.nl.disclaimer.heading);
    const dutch = page.getByRole("navigation", { name: site.nl.languageNav });
    await expect(dutch.getByRole("link", { name: /^nl\b/i })).toHaveAttribute("aria-current", "true");
    await expect(dutch.getByRole("link", { name: /^fr\b/i })).not.toHaveAttribute("aria-current");

    await dutch.getByRole("link", { name: /^de\b/i }).click();
    await expect(page).toHaveURL(site.de.disclaimer.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.de.disclaimer.heading);
  });

  test("carries the query only where the page is drawn from it; the other pages are hydrated whole", async ({
    page,
    request,
  }) => {
    await page.goto(site.en.home);
    const offer = (await latestOffers(page, "en"))[0]!;
    // No part of these prerendered pages is left for the browser to draw again after hydration: React draws
    // such a part in a render that does not yield, a phone's longest task after the framework's own.
    for (const path of [site.en.home, offer.href, "/en/contact/"]) {
      expect(await (await request.get(path)).text(), path).not.toContain("<!--$!-->");
    }
    await page.goto(`${offer.href}?utm_source=newsletter`);
    // The heart is enabled once the page is interactive: the links are as they will stay.
    await expect(page.locator("main [data-favourite]").first()).toBeEnabled();
    const nl = page.getByRole("navigation", { name: site.en.languageNav }).getByRole("link", { name: /^nl\b/i });
    expect(await nl.getAttribute("href")).toMatch(new RegExp(`^/nl/te-(koop|huur)/[^/?]+/[^/?]+/${offer.id}/$`));

    // A shared list of favourites is drawn from its query: the other language shows the same list.
    await page.goto("/en/favourites/?ids=3,7");
    await expect(nl).toHaveAttribute("href", "/nl/favorieten/?ids=3%2C7");
  });

  test("on a property page leads to the canonical page in the other language", async ({ page, request }) => {
    // The same property's address and title in Dutch and in French, as the home pages link them.
    await page.goto(site.nl.home);
    const dutch = (await latestOffers(page, "nl")).find((card) => card.href.startsWith(site.nl.forSale));
    expect(dutch, "a property for sale among the latest offers").toBeDefined();
    await page.goto(site.fr.home);
    const french = (await latestOffers(page, "fr")).find((card) => card.id === dutch!.id);
    expect(french, `property ${dutch!.id} on the French home page`).toBeDefined();
    expect(french!.href).toMatch(new RegExp(`^/fr/a-vendre/[^/]+/[^/]+/${dutch!.id}/$`));

    await page.goto(french!.href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(french!.title);
    const nl = page.getByRole("navigation", { name: site.fr.languageNav }).getByRole("link", { name: /^nl\b/i });
    const switcherHref = await nl.getAttribute("href");
    expect(switcherHref).toMatch(new RegExp(`^/nl/te-koop/[^/]+/[^/]+/${dutch!.id}/$`));
    if (switcherHref !== dutch!.href) {
      // The French title slug is outdated in Dutch: one permanent redirect to the canonical address.
      const hop = await request.get(switcherHref!, { maxRedirects: 0 });
      expect(hop.status()).toBe(301);
      expect(locationOf(hop)).toBe(dutch!.href);
    }

    await nl.click();
    await expect(page).toHaveURL(dutch!.href);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/nl/te-koop/[^/]+/[^/]+/${dutch!.id}/$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dutch!.title);
  });
});
