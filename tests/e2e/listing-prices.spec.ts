import { expect, test, type Page } from "@playwright/test";
import { site } from "./support";

// Issue 42: every price says what the buyer or tenant pays, on cards, the property page and the project page,
// in French and Dutch: a new build's price is before VAT, a viager's headline is its bouquet and annuity (its
// price is labelled as the estimated value), a rent carries its period and the tenant's charges.

const card = (page: Page, title: string) =>
  page.getByRole("main").getByRole("article").filter({ hasText: title }).locator(".card-price");

async function openReference(page: Page, list: string, reference: string) {
  await page.goto(`${list}?q=${reference}`);
  await expect(page.getByText(reference, { exact: false }).first()).toBeVisible();
}

test.describe("A new-build unit under the VAT regime (ATR-2001)", () => {
  test("fr: the card, the page, the JSON-LD and the cost note say the price is before VAT", async ({
    page,
    request,
  }) => {
    await page.goto(`${site.fr.forSale}?minPrice=460000&maxPrice=470000`);
    await expect(card(page, "Appartement neuf 2 chambres avec terrasse")).toHaveText(/^465\s000\s€ hors TVA$/);

    await openReference(page, site.fr.forSale, "ATR-2001");
    await expect(page.locator("[data-price]")).toHaveText(/^465\s000\s€ hors TVA$/);
    await expect(page.locator("[data-vat-note]")).toHaveText(
      /^Le prix est hors TVA\s; la TVA de 21\s% sur la construction y ajoute 68\s355\s€\.$/,
    );
    const html = await (await request.get(page.url())).text();
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld.offers.priceSpecification).toMatchObject({ price: 465000, valueAddedTaxIncluded: false });
  });

  test("nl: the page says excl. btw", async ({ page }) => {
    await openReference(page, site.nl.forSale, "ATR-2001");
    await expect(page.locator("[data-price]")).toHaveText(/^€\s465\.000 excl\. btw$/);
  });
});

test.describe("A new-build project (PRJ-101)", () => {
  test("fr: its card, its header and its price list say the prices are before VAT", async ({ page }) => {
    await page.goto("/fr/projets/");
    const projectCard = page.getByRole("main").getByRole("article").filter({ hasText: "Les Jardins de la Cambre" });
    await expect(projectCard).toContainText(/À partir de \d+\s\d{3}\s€ hors TVA/);
    await page.getByRole("link", { name: "Les Jardins de la Cambre" }).click();
    await expect(page.locator("main header").first()).toContainText(/À partir de \d+\s\d{3}\s€ hors TVA/);
    const table = page.getByRole("table", { name: /Liste de prix/ });
    await expect(table.getByRole("row", { name: /^PRJ-101-A07/ })).toContainText(/465\s000\s€ hors TVA/);
  });

  test("nl: its header says excl. btw", async ({ page }) => {
    await page.goto("/nl/projecten/");
    await page.getByRole("link", { name: "Les Jardins de la Cambre" }).click();
    await expect(page.locator("main header").first()).toContainText(/Vanaf €\s\d+\.\d{3} excl\. btw/);
  });
});

test.describe("An occupied viager (ATR-2002)", () => {
  test("fr: the headline is the bouquet and the annuity, the price the estimated value, and it stays occupied", async ({
    page,
  }) => {
    await page.goto(`${site.fr.forSale}?minPrice=500000&maxPrice=550000`);
    await expect(card(page, "Viager occupé : appartement à Uccle")).toHaveText(
      /^Bouquet 60\s000\s€ \+ 950\s€\s\/\smois \(rente indexée\)$/,
    );

    await openReference(page, site.fr.forSale, "ATR-2002");
    await expect(page.locator("[data-price]")).toHaveText(/^Bouquet 60\s000\s€ \+ 950\s€\s\/\smois \(rente indexée\)$/);
    await expect(page.locator("[data-estimated-value]")).toHaveText(/^Valeur vénale estimée 520\s000\s€$/);
    await expect(page.locator("[data-price-lowered]")).toHaveCount(0);
    await expect(page.getByText("À l'acte")).toHaveCount(0);
    await expect(page.getByText("Reste occupé à vie par le(s) vendeur(s)")).toBeVisible();
    await expect(page.getByText(/Charges mensuelles \(propriétaire\)\s*200\s€/)).toBeVisible();
  });

  test("nl: the headline and the estimated value", async ({ page }) => {
    await openReference(page, site.nl.forSale, "ATR-2002");
    await expect(page.locator("[data-price]")).toHaveText(
      /^Boeket €\s60\.000 \+ €\s950\s\/\smaand \(geïndexeerde rente\)$/,
    );
    await expect(page.locator("[data-estimated-value]")).toHaveText(/^Geschatte marktwaarde €\s520\.000$/);
    await expect(page.getByText("Blijft levenslang bewoond door de verkoper(s)")).toBeVisible();
  });
});

test.describe("A Brussels rental (ATR-2009)", () => {
  test("fr: the card and the page give the rent per month and the monthly charges", async ({ page }) => {
    await page.goto(site.fr.forRent);
    await expect(card(page, "Loft au cœur du quartier Dansaert")).toHaveText(
      /^2\s400\s€\s\/\smois \+ 180\s€ de charges\s\/\smois$/,
    );
    await openReference(page, site.fr.forRent, "ATR-2009");
    await expect(page.locator("[data-price]")).toHaveText(/^2\s400\s€\s\/\smois \+ 180\s€ de charges\s\/\smois$/);
  });

  test("nl: the card and the page in Dutch", async ({ page }) => {
    await page.goto(site.nl.forRent);
    await expect(card(page, "Loft in de Dansaertwijk")).toHaveText(
      /^€\s2\.400\s\/\smaand \+ €\s180 lasten\s\/\smaand$/,
    );
    await openReference(page, site.nl.forRent, "ATR-2009");
    await expect(page.locator("[data-price]")).toHaveText(/^€\s2\.400\s\/\smaand \+ €\s180 lasten\s\/\smaand$/);
  });
});
