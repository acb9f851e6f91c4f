import { expect, test, type Page } from "@playwright/test";
import { seriousViolations, site } from "./support";

// On a phone the list shows its results first: the filters wait behind a button naming how many are set, the
// count and the list/map switch stay in the first screen. On a desktop the form shows as it is.

const screen = { width: 390, height: 844 };
// Three filters, and the order (not a filter), in German.
const filtered = `${site.de.forSale}?minPrice=100000&maxPrice=2000000&minBedrooms=2&sort=price-asc`;

const count = (page: Page) => page.getByRole("status").filter({ hasText: "Immobilien" });
const form = (page: Page) => page.getByRole("search", { name: "Immobilien suchen" });
const button = (page: Page) => page.locator("details.filters > summary");

async function expectResultsFirst(page: Page) {
  await expect(form(page)).toBeHidden();
  const first = await page.locator("main article").first().boundingBox();
  expect(first!.y).toBeLessThan(screen.height);
  // In the screen, not above it: after a search from the foot of the filters the visitor lands on the count.
  for (const part of [count(page), page.getByRole("navigation", { name: "Ansicht" })]) {
    await expect.poll(async () => (await part.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    const box = await part.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(screen.height);
  }
}

test.describe("The list on a phone (390 × 844)", () => {
  test.use({ viewport: screen });

  test("shows the results first, and the filters behind a button naming how many are set", async ({ page }) => {
    await page.goto(filtered);
    await expect(button(page)).toHaveText("Filter (3)");
    await expectResultsFirst(page);

    await button(page).click();
    await expect(form(page)).toBeVisible();
    await expect(page.getByLabel("Schlafzimmer (mindestens)")).toHaveValue("2");
    expect(await seriousViolations(page)).toEqual([]);

    // The bedrooms sit among the further filters, which open by themselves when one of them is set.
    await expect(form(page).locator("details", { hasText: "Weitere Filter" })).toHaveAttribute("open", "");
    // The filters wait for the search button, which applies them all and folds the filters away.
    await page.getByLabel("Garten").check();
    await page.getByLabel("Schlafzimmer (mindestens)").fill("3");
    await form(page).getByRole("button", { name: "Suchen", exact: true }).click();
    await expect(page).toHaveURL(/minBedrooms=3/);
    await expect(page).toHaveURL(/garden=1/);
    await expect(button(page)).toHaveText("Filter (4)");
    await expectResultsFirst(page);
  });

  test("a search from the foot of the filters lands on the count, not a screen below it (issue 44)", async ({
    page,
  }) => {
    await page.goto(site.de.forSale);
    await button(page).click();
    // The further filters open, the search button sits far down the panel; no filter changed, so the whole
    // list stays, long enough to keep a page scrolled that far.
    await form(page).locator("details", { hasText: "Weitere Filter" }).locator("summary").click();
    const search = form(page).getByRole("button", { name: "Suchen", exact: true });
    await search.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await search.click();
    await expectResultsFirst(page);
  });

  test("without filters the button says Filters alone (en), and the plain list starts in the first screen", async ({
    page,
  }) => {
    await page.goto(site.en.forRent);
    await expect(button(page)).toHaveText("Filters");
    const first = await page.locator("main article").first().boundingBox();
    expect(first!.y).toBeLessThan(screen.height);
  });

  test("draws only the cards near the screen; the others as they come near, each in a card's place", async ({
    page,
  }) => {
    await page.goto(site.fr.forSale);
    const cards = page.locator("main article.card");
    const drawn = () =>
      cards.evaluateAll((all) =>
        all.map((card) => card.querySelector("h3")!.checkVisibility({ contentVisibilityAuto: true })),
      );
    const before = await drawn();
    expect(before.length).toBeGreaterThan(10);
    expect(before[0], "the first card, in the first screen").toBe(true);
    expect(before.at(-1), "the last card, far below").toBe(false);
    // Not drawn yet, the last card still holds about a card's height, so the list is as long as it will be.
    const last = (await cards.last().boundingBox())!;
    expect(last.height).toBeGreaterThan(300);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await drawn()).at(-1)).toBe(true);
    await expect(cards.last().getByRole("heading")).toBeVisible();
  });

  test("the filters open and search without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: screen });
    const page = await context.newPage();
    await page.goto(filtered);
    await expect(button(page)).toHaveText("Filter (3)");
    await expectResultsFirst(page);
    await button(page).click();
    await page.getByLabel("Schlafzimmer (mindestens)").fill("4");
    await form(page).getByRole("button", { name: "Suchen", exact: true }).click();
    await expect(page).toHaveURL(/minBedrooms=4/);
    await expect(button(page)).toHaveText("Filter (3)");
    await expect(count(page)).toBeVisible();
    await context.close();
  });
});

test.describe("The list on a desktop (1280 px)", () => {
  test("shows the form as it is, without a button to open it", async ({ page }) => {
    await page.goto(filtered);
    await expect(form(page)).toBeVisible();
    await expect(button(page)).toBeHidden();
    await expect(page.getByLabel("Schlafzimmer (mindestens)")).toHaveValue("2");
    await page.getByLabel("Schlafzimmer (mindestens)").fill("3");
    await form(page).getByRole("button", { name: "Suchen", exact: true }).click();
    await expect(page).toHaveURL(/minBedrooms=3/);
    await expect(form(page)).toBeVisible();
  });
});
