import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { latestOffers } from "./support";

// axe checks labels, names, contrast, landmarks and heading order; serious and critical findings fail.
async function seriousViolations(page: import("@playwright/test").Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("Accessibility (axe)", () => {
  for (const path of ["/fr/", "/nl/", "/de/haftungsausschluss/", "/en/blog/", "/nl/bestaat-niet/"]) {
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

  test("the home page on a phone has no serious or critical violation, menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/en/");
    await page.getByText("Menu", { exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
