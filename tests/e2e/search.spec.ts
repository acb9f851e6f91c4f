import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support";

const prices = async (page: Page) =>
  (await page.locator("main article .card-price").allTextContents()).map((t) => Number(t.replace(/\D/g, "")));

test.describe("Search (fr)", () => {
  test("lists the properties for sale with 'page X of Y' and the total, pages through them, sold last", async ({
    page,
  }) => {
    await page.goto("/fr/a-vendre/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Biens à vendre");
    await expect(page).toHaveTitle("Biens à vendre, page 1 sur 2 (27 biens) | Atrium Immo");
    await expect(page.getByRole("status").filter({ hasText: "biens" })).toHaveText("27 biens");
    await expect(page.locator("main article")).toHaveCount(24);

    const pager = page.getByRole("navigation", { name: "Pages" });
    await pager.getByRole("link", { name: "Page suivante" }).click();
    await expect(page).toHaveURL("/fr/a-vendre/?page=2");
    await expect(page).toHaveTitle(/page 2 sur 2/);
    await expect(page.locator("main article")).toHaveCount(3);
    await expect(page.locator("main article").last()).toContainText("Vendu");
    await expect(pager.getByRole("link", { name: "Dernière page" })).toHaveCount(0);
    await pager.getByRole("link", { name: "Première page" }).click();
    await expect(page).toHaveURL("/fr/a-vendre/");
  });

  test("applies filters and sorting without reloading the page, and the back button restores them", async ({
    page,
  }) => {
    await page.goto("/fr/a-vendre/");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator("summary", { hasText: "Plus de filtres" }).click();
    await page.getByLabel("Jardin").check();
    await expect(page).toHaveURL(/garden=1/);
    const count = page.getByRole("status").filter({ hasText: "biens" });
    await expect(count).not.toHaveText("27 biens");
    const filtered = await count.textContent();

    await page.getByLabel("Trier par").selectOption("price-asc");
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(async () => {
      const list = await prices(page);
      expect(list.length).toBeGreaterThan(2);
      expect(list.filter(Boolean)).toEqual([...list.filter(Boolean)].sort((a, b) => a - b));
    }).toPass();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=price-asc/);
    await expect(count).toHaveText(filtered!);
    await page.goBack();
    await expect(count).toHaveText("27 biens");
  });

  test("the language switcher keeps the search", async ({ page }) => {
    await page.goto("/fr/a-vendre/?minBedrooms=3&sort=price-asc");
    const dutch = page.getByRole("navigation", { name: "Langue" }).getByRole("link", { name: /^nl\b/i });
    // The switcher reads the query in the browser: until then its links carry none, and a click as React swaps
    // them in can land on neither.
    await expect(dutch).toHaveAttribute("href", "/nl/te-koop/?minBedrooms=3&sort=price-asc");
    await dutch.click();
    await expect(page).toHaveURL("/nl/te-koop/?minBedrooms=3&sort=price-asc");
    await expect(page.getByLabel("Sorteren op")).toHaveValue("price-asc");
  });

  test("works without JavaScript: a plain GET form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/fr/a-vendre/");
    await page.getByLabel("Prix minimum").fill("500000");
    await page.getByRole("button", { name: "Rechercher", exact: true }).last().click();
    await expect(page).toHaveURL(/minPrice=500000/);
    // The URL changes when the answer starts; its cards are read once they have arrived.
    await expect(page.getByRole("status").filter({ hasText: "biens" })).not.toHaveText("27 biens");
    await expect(page.locator("main article").first()).toBeVisible();
    const list = await prices(page);
    expect(list.length).toBeGreaterThan(0);
    for (const price of list.filter(Boolean)) expect(price).toBeGreaterThanOrEqual(500000);
    await context.close();
  });

  test("falls back to the defaults for nonsense parameters, and sends a page past the end to the last", async ({
    page,
  }) => {
    const response = await page.goto("/fr/a-vendre/?minPrice=abc&page=-3&sort=drop");
    expect(response?.status()).toBe(200);
    await expect(page.locator("main article")).toHaveCount(24);
    await page.goto("/fr/a-vendre/?page=99");
    await expect(page).toHaveURL("/fr/a-vendre/?page=2");
    await expect(page).toHaveTitle(/page 2 sur 2/);
    await expect(page.locator("main article")).toHaveCount(3);
  });

  test("shows a typed price or surface on the form's steps, keeping everything asked for", async ({ page }) => {
    await page.goto("/fr/a-vendre/?minPrice=123457&maxPrice=412345&minLivingArea=73&minPlotArea=1234");
    await expect(page.getByLabel("Prix minimum")).toHaveValue("120000");
    await expect(page.getByLabel("Prix maximum")).toHaveValue("415000");
    await expect(page.getByLabel("Surface habitable à partir de (m²)")).toHaveValue("70");
    await expect(page.getByLabel("Superficie du terrain à partir de (m²)")).toHaveValue("1200");
    for (const price of await prices(page)) expect(price).toBeGreaterThanOrEqual(120_000);
  });

  test("has no serious or critical accessibility violation in the list", async ({ page }) => {
    await page.goto("/fr/a-vendre/?minBedrooms=2");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("Search (nl)", () => {
  test("a reference jumps straight to the property", async ({ page }) => {
    await page.goto("/nl/");
    await page
      .getByRole("search", { name: "Zoeken op referentie, gemeente of postcode" })
      .getByRole("combobox")
      .fill("atr-2003");
    await page.getByRole("search", { name: "Zoeken op referentie, gemeente of postcode" }).getByRole("button").click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/nl\/te-koop\/[^/]+\/[^/]+\/3\/$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  });

  test("suggests towns as the visitor types, accents ignored, and searches them", async ({ page }) => {
    await page.goto("/nl/te-huur/");
    // With suggestions the field is a combobox (an input with a list).
    const field = page
      .getByRole("search", { name: "Panden zoeken" })
      .getByRole("combobox", { name: "Gemeente, postcode of referentie" });
    await field.fill("lie");
    await expect(page.locator('datalist option[value="Liège"]').first()).toBeAttached();
    await page.goto("/nl/te-koop/?q=liege");
    // The card names the town as a Dutch reader does; the search still knows it by its record's name.
    await expect(page.locator("main article").first()).toContainText("4000 Luik");
  });

  test("an empty result says so and offers a wider search and the demand register", async ({ page }) => {
    await page.goto("/nl/te-koop/?q=Zzzzz");
    await expect(page.getByRole("heading", { name: "Geen resultaten voor uw zoekopdracht." })).toBeVisible();
    await expect(page.getByRole("link", { name: "Alle filters wissen" })).toHaveAttribute("href", "/nl/te-koop/");
    await expect(page.getByRole("link", { name: "Hou me op de hoogte van nieuwe panden zoals deze" })).toHaveAttribute(
      "href",
      "/nl/inschrijving/",
    );
  });

  test("switches to the map, which loads only then and works without map tiles, and back", async ({ page }) => {
    await page.goto("/nl/te-koop/?minBedrooms=2");
    expect(await page.evaluate(() => "L" in window)).toBe(false);
    // The map settles once it has fitted the results and fetched that view's markers, regrouped at its zoom.
    const settled = page.waitForResponse((r) => r.url().includes("/api/search/map/") && r.url().includes("area="));
    await page.getByRole("navigation", { name: "Weergave" }).getByRole("link", { name: "Kaart" }).click();
    await expect(page).toHaveURL(/view=map/);
    await expect(page.locator(".leaflet-container")).toBeVisible();
    await settled;
    await expect(page.locator(".map-price").first()).toBeVisible();
    expect(await page.evaluate(() => "L" in window)).toBe(true);
    await expect(page.getByRole("status").filter({ hasText: "kaartachtergrond" })).toBeVisible();

    // Markers are buttons: the keyboard opens a property's card.
    await page.locator(".map-price").first().focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".leaflet-popup").getByRole("link")).toHaveAttribute("href", /^\/nl\/te-koop\//);
    // Each marker carries its marquee (spec §4), named in the page's language.
    await expect(page.locator(".leaflet-popup")).toContainText(/Te koop|Nieuw|Verkocht/);

    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("navigation", { name: "Weergave" }).getByRole("link", { name: "Lijst" }).click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?minBedrooms=2$/);
    await expect(page.locator("main article").first()).toBeVisible();
  });
});
