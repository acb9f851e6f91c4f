import { expect, test } from "@playwright/test";
import { latestOffers, seriousViolations } from "./support";

// axe checks labels, names, contrast, landmarks and heading order; serious and critical findings fail.

test.describe("Accessibility (axe)", () => {
  for (const path of [
    "/fr/",
    "/nl/",
    "/de/haftungsausschluss/",
    "/en/blog/",
    "/nl/bestaat-niet/",
    "/de/beobachtete-immobilien/",
  ]) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("a property page has no serious or critical violation", async ({ page }) => {
    await page.goto("/fr/");
    const [property] = await latestOffers(page, "fr");
    await page.goto(property!.href);
    expect(await seriousViolations(page)).toEqual([]);
  });

  // The form pages, each in another language, and a form showing the errors of an empty send.
  for (const path of [
    "/en/contact/",
    "/nl/gratis-schatting/",
    "/fr/inscription/",
    "/de/kaufangebot/?property=3",
    "/en/rental-application/?property=5",
    "/nl/nieuwsbrief/",
  ]) {
    test(`the form at ${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("form")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("a form showing its errors has no serious or critical violation", async ({ page }) => {
    await page.goto("/fr/contact/");
    const form = page.getByRole("form");
    await form.getByRole("button", { name: "Envoyer" }).click();
    await expect(form.getByRole("alert")).toContainText("Veuillez vérifier ces 6 champs :");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the home page on a phone has no serious or critical violation, menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/en/");
    await page.getByText("Menu", { exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
