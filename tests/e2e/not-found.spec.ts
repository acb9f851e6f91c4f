import { expect, test } from "@playwright/test";
import { latestOffers, locales, locationOf, servedTitle, site } from "./support";

test.describe("Not-found page in each language", () => {
  for (const locale of locales) {
    const text = site[locale];

    test(`${locale}: ${text.notFound.unknown} answers 404 with the localized page`, async ({ page, request }) => {
      // The status and the <title> as served (what a crawler or a link checker sees).
      const served = await request.get(text.notFound.unknown);
      expect(served.status()).toBe(404);
      expect(servedTitle(await served.text())).toMatch(new RegExp(`^${text.notFound.title}\\b`));
      expect(await served.text()).toContain('<meta name="robots" content="noindex"/>');
      // The page itself is in the HTML, so it reads without JavaScript too.
      expect(await served.text()).toContain(text.notFound.heading);

      const response = await page.goto(text.notFound.unknown);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(text.notFound.unknown);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.notFound.heading);

      // A search form that sends the visitor to the offers for sale.
      const search = page.getByRole("main").getByRole("search");
      await expect(search).toBeVisible();
      await expect(search).toHaveAttribute("action", text.forSale);
      await expect(search).toHaveAttribute("method", "get");
      await expect(search.getByRole("combobox")).toHaveAttribute("name", "q");
      await expect(search.getByRole("button")).toBeVisible();

      // And a way back home.
      await page.getByRole("main").getByRole("link", { name: text.notFound.home }).click();
      await expect(page).toHaveURL(text.home);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heading);
    });
  }
});

test.describe("/property/{id}/ (the spec's original detail path)", () => {
  test("leads permanently to the canonical detail page in the visitor's language, in one hop", async ({
    page,
    request,
  }) => {
    await page.goto(site.fr.home);
    const [property] = await latestOffers(page, "fr");

    // The language comes from the visitor's hints, as for every path without one; the property's
    // address is known, so there is no stop on the way (one-hop.spec.ts reads the raw headers).
    const hop = await request.get(`/property/${property!.id}/`, {
      maxRedirects: 0,
      headers: { "Accept-Language": "fr-BE" },
    });
    expect(hop.status()).toBe(301);
    expect(locationOf(hop)).toBe(property!.href);
    const localized = await request.get(`/fr/property/${property!.id}/`, { maxRedirects: 0 });
    expect(localized.status()).toBe(301);
    expect(locationOf(localized)).toBe(property!.href);

    const followed = await request.get(`/property/${property!.id}/`, { headers: { "Accept-Language": "fr-BE" } });
    expect(followed.status()).toBe(200);
    expect(new URL(followed.url()).pathname).toBe(property!.href);

    const response = await page.goto(`/fr/property/${property!.id}/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(property!.href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(property!.title);
  });

  test("leads to the page in the visitor's language", async ({ page, request }) => {
    await page.goto(site.de.home);
    const [property] = await latestOffers(page, "de");
    const followed = await request.get(`/property/${property!.id}/`, {
      headers: { "Accept-Language": "de-DE,de;q=0.9" },
    });
    expect(followed.status()).toBe(200);
    expect(new URL(followed.url()).pathname).toBe(property!.href);
  });

  test("an unknown id answers 404 with the property-not-found page, in the served HTML", async ({ page, request }) => {
    const response = await request.get("/fr/property/999999/", { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Bien introuvable");
    await page.goto("/fr/property/999999/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bien introuvable");
  });
});

test.describe("Detail path with an unknown id", () => {
  test("/fr/a-vendre/x/y/999999/ answers 404 with the French property-not-found page", async ({ page }) => {
    const response = await page.goto("/fr/a-vendre/x/y/999999/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bien introuvable");
    await expect(page.getByRole("main").getByRole("search")).toBeVisible();
  });
});

test.describe("A project address whose id is not a number", () => {
  test("answers 404 with the whole not-found page in the served HTML, in the path's language", async ({ request }) => {
    const response = await request.get("/nl/projecten/residentie-dijlepark/%E5%AD%87/", { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const body = await response.text();
    expect(body).toMatch(/<html lang="nl"/);
    expect(body).not.toContain("__next_error__");
  });
});

test.describe("An unknown blog post, company value or team member", () => {
  // Found by their slug in the path's language: the proxy answers for them as for an unknown property, since
  // the pages' own notFound() would leave the 404 body to the browser (an empty __next_error__ shell).
  const cases = [
    ["en", "/en/blog/0/"],
    ["fr", "/fr/blog/article-inconnu/"],
    ["en", "/en/our-values/0/"],
    ["nl", "/nl/onze-waarden/onbekend/"],
    ["fr", "/fr/equipe/personne/"],
  ] as const;

  for (const [locale, path] of cases) {
    const text = site[locale];

    test(`${path} answers 404 with the localized not-found page, in the served HTML`, async ({ page, request }) => {
      const served = await request.get(path, { maxRedirects: 0 });
      expect(served.status()).toBe(404);
      const html = await served.text();
      expect(html).toMatch(new RegExp(`<html lang="${locale}"`));
      expect(html).toContain(text.notFound.heading);
      expect(html).not.toContain("__next_error__");
      expect(servedTitle(html)).toMatch(new RegExp(`^${text.notFound.title}\\b`));

      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(path);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.notFound.heading);
      await expect(page.getByRole("banner")).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: text.notFound.home }).click();
      await expect(page).toHaveURL(text.home);
    });
  }
});

test.describe("Malformed addresses", () => {
  for (const path of ["/fr/a-vendre/ixelles/%E0%A4%A/1/", "/nl/blog/%ZZ/"]) {
    test(`${path} answers the localized 404 page, not a server error`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(path.startsWith("/fr/") ? site.fr.notFound.heading : site.nl.notFound.heading);
      expect(html).not.toMatch(/Internal Server Error|at [\w.]+ \(/);
    });
  }
});

test.describe("Mailed links with a NUL byte", () => {
  for (const path of [
    "/fr/newsletter/?unsubscribe=%00",
    "/fr/newsletter/?confirm=%00",
    "/fr/inscription/?confirm=%00",
    "/fr/inscription/?search=%00",
  ]) {
    test(`${path} answers its page, not a server error`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).not.toMatch(/Internal Server Error|at [\w.]+ \(/);
    });
  }
});
