import { expect, test, type Locator, type Page } from "@playwright/test";
import { consentCookie, seriousViolations, site } from "./support";

// Favourites without an account (issue 25): a heart on every card and property page, kept in the
// browser's local storage across reloads, counted in the header, listed with the current price and state
// on the favourites page, and carried to another browser by a link that opens the list read-only.

const text = {
  fr: {
    favourites: "/fr/favoris/",
    save: "Ajouter aux favoris",
    remove: "Retirer des favoris",
    link: "Favoris",
    available: /^(Disponible|Sous option)$/,
    sold: "Vendu : ce bien n’est plus à vendre.",
    keep: "Garder ces favoris",
    list: "Biens gardés",
    empty: "Vous n’avez pas encore de favoris.",
    // Issue 44: the count agrees with its noun (ICU plural), none and one included.
    compare: (n: number) =>
      `Comparer (${n === 0 ? "aucun bien choisi" : n === 1 ? "1 bien choisi" : `${n} biens choisis`})`,
    choose: /^Comparer /,
    compareUrl: /\/fr\/comparer\/\?ids=\d+%2C\d+%2C\d+$/,
    pricePerM2: "Prix au m² habitable",
    best: "Meilleur",
    menu: (title: string) => `Plus d’options pour ${title}`,
    compareAdd: "Ajouter à la comparaison",
    compareRemove: "Retirer de la comparaison",
    compareNow: (n: number) => `Comparer les ${n} biens choisis`,
    title: "Vos favoris",
    sharedTitle: "Des biens partagés avec vous",
    sharedIntro: /^Quelqu’un a partagé ces 2 biens avec vous\./,
    missing: "Un bien de cette liste a été retiré du site.",
    copy: "Copier le lien",
    copied: "Le lien est copié.",
  },
  nl: {
    favourites: "/nl/favorieten/",
    save: "Bewaren als favoriet",
    remove: "Verwijderen uit favorieten",
    link: "Favorieten",
    available: /^(Beschikbaar|In optie)$/,
    sold: "Verkocht: dit pand is niet meer te koop.",
    keep: "Deze favorieten bewaren",
    list: "Bewaarde panden",
    empty: "U hebt nog geen favorieten.",
    compare: (n: number) =>
      `Vergelijken (${n === 0 ? "geen pand gekozen" : n === 1 ? "1 pand gekozen" : `${n} panden gekozen`})`,
    choose: /^Vergelijken /,
    compareUrl: /\/nl\/vergelijken\/\?ids=\d+%2C\d+%2C\d+$/,
    pricePerM2: "Prijs per m² bewoonbare oppervlakte",
    best: "Beste",
    menu: (title: string) => `Meer opties voor ${title}`,
    compareAdd: "Toevoegen aan vergelijking",
    compareRemove: "Uit vergelijking halen",
    compareNow: (n: number) => `De ${n} gekozen panden vergelijken`,
    title: "Uw favorieten",
    sharedTitle: "Panden die met u gedeeld zijn",
    sharedIntro: /^Iemand heeft deze 2 panden met u gedeeld\./,
    missing: "Eén pand van deze lijst is van de site gehaald.",
    copy: "Link kopiëren",
    copied: "De link is gekopieerd.",
  },
} as const;

type Lang = keyof typeof text;
const langs = Object.keys(text) as Lang[];

/** The list's cards that show a price in euro, first first. */
const pricedCards = (page: Page) => page.getByRole("main").getByRole("article").filter({ hasText: "€" });
const headerLink = (page: Page, lang: Lang) => page.getByRole("banner").getByRole("link", { name: text[lang].link });
const saved = (page: Page, lang: Lang) => page.getByRole("list", { name: text[lang].list }).getByRole("article");

/** The heart in a card or a property's summary (its name changes as it is pressed). */
const heartIn = (where: Locator) => where.locator("button[data-favourite]");

/** Presses a heart and checks that it says so. */
async function save(heart: Locator, lang: Lang) {
  await expect(heart).toBeEnabled();
  await expect(heart).toHaveAccessibleName(text[lang].save);
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(heart).toHaveAccessibleName(text[lang].remove);
}

for (const lang of langs) {
  test.describe(`Favourites (${lang})`, () => {
    test("a heart on a card stays pressed after a reload; the property is counted and listed with its price and state", async ({
      page,
    }) => {
      await page.goto(site[lang].forSale);
      const card = pricedCards(page).first();
      const title = (await card.getByRole("heading").textContent())!.trim();
      const price = (await card.locator(".card-price").textContent())!.trim();
      await expect(headerLink(page, lang)).toHaveAccessibleName(text[lang].link);
      await save(heartIn(card), lang);
      await expect(headerLink(page, lang)).toHaveAccessibleName(`${text[lang].link} 1`);

      await page.reload();
      const again = pricedCards(page).filter({ hasText: title }).getByRole("button", { name: text[lang].remove });
      await expect(again).toHaveAttribute("aria-pressed", "true");
      await expect(headerLink(page, lang)).toHaveAccessibleName(`${text[lang].link} 1`);

      await headerLink(page, lang).click();
      await expect(page).toHaveURL(text[lang].favourites);
      const listed = saved(page, lang);
      await expect(listed).toHaveCount(1);
      await expect(listed.getByRole("heading", { level: 2 })).toHaveText(title);
      await expect(listed.locator("[data-price]")).toHaveText(price);
      await expect(listed.locator("[data-favourite-state]")).toHaveText(text[lang].available);
      expect(await seriousViolations(page)).toEqual([]);

      // Released on the favourites page, it leaves the list and the count.
      await listed.getByRole("button", { name: text[lang].remove }).click();
      await expect(page.getByText(text[lang].empty)).toBeVisible();
      await expect(headerLink(page, lang)).toHaveAccessibleName(text[lang].link);
    });

    test("a sold favourite, saved from its page, says it is sold", async ({ page }) => {
      // The demo's ATR-2007 (id 7) is sold (content.spec.ts).
      await page.goto(`/${lang}/property/7/`);
      await save(heartIn(page.locator("[data-summary]")), lang);
      await page.goto(text[lang].favourites);
      const listed = saved(page, lang);
      await expect(listed).toHaveCount(1);
      await expect(listed.locator("[data-favourite-state]")).toHaveText(text[lang].sold);
      // Issue 44: as on the lists' cards, a sold property's price is not shown.
      await expect(listed.locator("[data-price]")).toHaveCount(0);
      await expect(listed).not.toContainText("€");
    });

    test("the shared link opens the list read-only in another browser, and Keep saves it there", async ({
      page,
      browser,
      baseURL,
    }) => {
      await page.goto(site[lang].forSale);
      const cards = pricedCards(page);
      const titles = [];
      for (const card of [cards.nth(0), cards.nth(1)]) {
        titles.push((await card.getByRole("heading").textContent())!.trim());
        await save(heartIn(card), lang);
      }
      await page.goto(text[lang].favourites);
      await expect(saved(page, lang)).toHaveCount(2);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text[lang].title);
      const shared = (await page.locator("[data-share-link]").getAttribute("href"))!;
      expect(shared).toMatch(new RegExp(`^${baseURL}${text[lang].favourites}\\?ids=\\d+,\\d+$`));
      // Where the browser has no share sheet, the address is copied with one button.
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.getByRole("button", { name: text[lang].copy }).click();
      await expect(page.getByRole("status").filter({ hasText: text[lang].copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);

      const context = await browser.newContext({
        baseURL,
        storageState: { cookies: [consentCookie()], origins: [] },
      });
      const other = await context.newPage();
      // The list speaks to whoever opens it, counts what it shows, and says that an id the site no longer has
      // was withdrawn.
      await other.goto(`${shared},999999`);
      await expect(other.getByRole("heading", { level: 1 })).toHaveText(text[lang].sharedTitle);
      await expect(other.locator("[data-shared-intro]")).toHaveText(text[lang].sharedIntro);
      await expect(other.locator("[data-missing]")).toHaveText(text[lang].missing);
      await other.goto(shared);
      const listed = saved(other, lang);
      await expect(listed).toHaveCount(2);
      await expect(listed.getByRole("heading", { level: 2 })).toHaveText(titles);
      await expect(listed.getByRole("button")).toHaveCount(0);
      await expect(headerLink(other, lang)).toHaveAccessibleName(text[lang].link);
      expect(await seriousViolations(other)).toEqual([]);

      await other.getByRole("button", { name: text[lang].keep }).click();
      await expect(other).toHaveURL(text[lang].favourites);
      await expect(saved(other, lang).getByRole("heading", { level: 2 })).toHaveText(titles);
      await expect(saved(other, lang).getByRole("button", { name: text[lang].remove })).toHaveCount(2);
      await expect(headerLink(other, lang)).toHaveAccessibleName(`${text[lang].link} 2`);
      await context.close();
    });

    test("three favourites compared side by side, each row's best value marked in words", async ({ page }) => {
      await page.goto(site[lang].forSale);
      const cards = pricedCards(page);
      const titles = [];
      for (const card of [cards.nth(0), cards.nth(1), cards.nth(2)]) {
        titles.push((await card.getByRole("heading").textContent())!.trim());
        await save(heartIn(card), lang);
      }
      await page.goto(text[lang].favourites);
      await expect(saved(page, lang)).toHaveCount(3);
      const boxes = page.getByRole("checkbox", { name: text[lang].choose });
      await expect(boxes).toHaveCount(3);
      await expect(page.getByRole("button", { name: text[lang].compare(0) })).toBeDisabled();
      await boxes.nth(0).check();
      await expect(page.getByRole("button", { name: text[lang].compare(1) })).toBeDisabled();
      await boxes.nth(1).check();
      await boxes.nth(2).check();
      await page.getByRole("button", { name: text[lang].compare(3) }).click();
      await expect(page).toHaveURL(text[lang].compareUrl);

      const table = page.getByRole("table");
      await expect(table.getByRole("columnheader")).toHaveCount(4);
      for (const title of titles) await expect(table.getByRole("columnheader", { name: title })).toBeVisible();
      const perM2 = table
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: text[lang].pricePerM2 }) });
      await expect(perM2.getByRole("cell")).toHaveCount(3);
      await expect(perM2.getByRole("cell").first()).toHaveText(/€.*\/m²/);
      expect(await table.getByRole("cell").filter({ hasText: text[lang].best }).count()).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);

      // On a phone the table scrolls in its own box, the row names staying in view.
      await page.setViewportSize({ width: 390, height: 844 });
      const box = page.locator("[data-compare]");
      expect(await box.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
      await box.evaluate((e) => e.scrollBy(200, 0));
      await expect.poll(() => box.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
      const rowName = (await perM2.getByRole("rowheader").boundingBox())!;
      expect(Math.abs(rowName.x - (await box.boundingBox())!.x)).toBeLessThanOrEqual(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // There the header keeps the heart in view, with its count, outside the menu (issue 44).
      await expect(headerLink(page, lang)).toBeVisible();
      await expect(headerLink(page, lang)).toHaveAccessibleName(`${text[lang].link} 3`);
      const heart = (await headerLink(page, lang).boundingBox())!;
      expect(heart.x + heart.width).toBeLessThanOrEqual(390);
      expect(Math.min(heart.width, heart.height)).toBeGreaterThanOrEqual(44);
    });

    test("three properties compared from their cards' menus, kept after a reload, without making them favourites", async ({
      page,
    }) => {
      await page.goto(site[lang].forSale);
      const cards = pricedCards(page);
      const titles: string[] = [];
      for (const card of [cards.nth(0), cards.nth(1), cards.nth(2)]) {
        const title = (await card.getByRole("heading").textContent())!.trim();
        titles.push(title);
        const menu = card.locator("summary");
        await expect(menu).toHaveAccessibleName(text[lang].menu(title));
        // The menu's panel is drawn when it first opens: a list's cards carry none of it before.
        await expect(card.locator("[data-compare-choice]")).toHaveCount(0);
        await menu.click();
        const choice = card.getByRole("button", { name: text[lang].compareAdd });
        await expect(choice).toBeEnabled();
        await choice.click();
        await expect(card.getByRole("button", { name: text[lang].compareRemove })).toHaveAttribute(
          "aria-pressed",
          "true",
        );
        // Escape closes the menu and gives the focus back to its button.
        await page.keyboard.press("Escape");
        await expect(choice).toBeHidden();
        await expect(menu).toBeFocused();
      }
      await expect(headerLink(page, lang)).toHaveAccessibleName(text[lang].link);

      await page.reload();
      const third = pricedCards(page).filter({ hasText: titles[2]! });
      await third.locator("summary").click();
      await expect(third.getByRole("button", { name: text[lang].compareRemove })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      // A press outside closes an open menu.
      await page.getByRole("heading", { level: 1 }).click();
      await expect(third.getByRole("button", { name: text[lang].compareRemove })).toBeHidden();
      await third.locator("summary").click();
      await third.getByRole("link", { name: text[lang].compareNow(3) }).click();
      const table = page.getByRole("table");
      await expect(table.getByRole("columnheader")).toHaveCount(4);
      for (const title of titles) await expect(table.getByRole("columnheader", { name: title })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test("keyboard: Tab reaches a card's heart, which shows its focus, and Space presses and releases it", async ({
  page,
}) => {
  await page.goto(site.fr.forSale);
  const cards = page.getByRole("main").getByRole("article");
  const heart = heartIn(cards.nth(1));
  await expect(heart).toBeEnabled();
  await expect(heart).toHaveAccessibleName(text.fr.save);
  // The second card's heart comes right after the first card's link.
  await cards.nth(0).getByRole("heading").getByRole("link").focus();
  await page.keyboard.press("Tab");
  await expect(heart).toBeFocused();
  expect(await heart.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe("none");
  await page.keyboard.press("Space");
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(heart).toHaveAccessibleName(text.fr.remove);
  await page.keyboard.press("Space");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(heart).toHaveAccessibleName(text.fr.save);
});

test("the heart is disabled until the page's script runs", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site.fr.forSale);
  const heart = page.getByRole("main").getByRole("article").first().getByRole("button", { name: text.fr.save });
  await expect(heart).toBeDisabled();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await context.close();
});

test("the favourites API answers the current price and state, and 400 to bad input", async ({ request }) => {
  const ok = await request.get("/api/favourites/?ids=7,1,999999&locale=fr");
  expect(ok.status()).toBe(200);
  const { items } = (await ok.json()) as { items: { id: number; status: string; href: string | null }[] };
  expect(items.map((item) => [item.id, item.status])).toEqual([
    [7, "SOLD"],
    [1, expect.any(String)],
  ]);
  expect(items[0]!.href).toMatch(/^\/fr\/a-vendre\/.+\/7\/$/);
  for (const query of [
    "ids=0&locale=fr",
    "ids=1,x&locale=fr",
    "ids=1&locale=xx",
    "locale=fr",
    `ids=${"1,".repeat(50)}51&locale=fr`,
  ]) {
    const bad = await request.get(`/api/favourites/?${query}`);
    expect(bad.status(), query).toBe(400);
    expect(bad.headers()["content-type"], query).toContain("application/json");
  }
});

test("of a withdrawn favourite, the API says only that it was withdrawn, as its page (410), and no cache keeps it", async ({
  request,
}) => {
  expect((await request.get("/en/property/35/", { maxRedirects: 0 })).status()).toBe(410);
  const answer = await request.get("/api/favourites/?ids=35,7&locale=en");
  expect(answer.status()).toBe(200);
  // A state changes with the agency's data: every asker gets the current one.
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  const { items } = (await answer.json()) as { items: Array<Record<string, unknown>> };
  expect(items[0]).toEqual({ id: 35, reference: "ATR-2035", status: "WITHDRAWN" });
  expect(items[1]).toMatchObject({ id: 7, status: "SOLD", title: expect.any(String) });
});
