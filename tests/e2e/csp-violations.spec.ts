import { expect, test, type Page } from "@playwright/test";
import { waitForCaptcha } from "./support/forms";

// The Content-Security-Policy allows everything the site really does: each page below is used as a
// visitor would (map, lightbox, video, plans, captcha, every integration accepted) and the browser
// reports no violation of the content or permissions policy.

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Permissions policy violation|Refused to/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test.beforeEach(async ({ page }) => {
  // The event also catches reports the console leaves out (report-only sample, blocked workers, …).
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`Content Security Policy: ${e.effectiveDirective} refused ${e.blockedURI || "inline"}`);
    });
  });
  // The video and tour providers are not reachable from the tests; the frames are still allowed to load.
  await page.route(/youtube|vimeo|matterport|kuula|nodalview/, (route) => route.abort());
});

test("home page, scrolled to the end", async ({ page }) => {
  const violations = watchViolations(page);
  await page.goto("/fr/");
  await page.keyboard.press("End");
  await expect(page.getByRole("contentinfo")).toBeInViewport();
  expect(violations).toEqual([]);
});

test("the list's map view, with Leaflet and its tiles", async ({ page }) => {
  const violations = watchViolations(page);
  await page.goto("/nl/te-koop/?minBedrooms=2");
  await page.getByRole("navigation", { name: "Weergave" }).getByRole("link", { name: "Kaart" }).click();
  await expect(page.locator(".leaflet-container")).toBeVisible();
  await expect(page.locator(".map-price").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("a property page: lightbox, video, virtual tour and map", async ({ page }) => {
  const violations = watchViolations(page);
  await page.goto("/fr/a-vendre/?q=ATR-2003");
  await page.getByRole("button", { name: "Agrandir la photo 2 sur 4" }).click();
  const viewer = page.getByRole("dialog", { name: "Visionneuse de photos" });
  await expect(viewer.getByRole("group", { name: "2 sur 4" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByRole("group", { name: "3 sur 4" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Regarder la vidéo" }).click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toBeAttached();
  await page.getByRole("button", { name: "Lancer la visite virtuelle" }).click();
  await expect(page.locator('iframe[src^="https://my.matterport.com/show/"]')).toBeAttached();
  // The location map loads when it comes near the screen.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 800);
      return page.locator(".leaflet-container").count();
    })
    .toBe(1);
  expect(violations).toEqual([]);
});

test("a project page with a plan (PDF) in the lightbox", async ({ page }) => {
  const violations = watchViolations(page);
  await page.goto("/fr/projets/");
  await page.getByRole("link", { name: "Les Jardins de la Cambre" }).click();
  await page
    .getByRole("table", { name: /Liste de prix/ })
    .getByRole("button", { name: /^Plans du lot / })
    .first()
    .click();
  await page.keyboard.press("ArrowRight");
  const plan = page.getByRole("dialog", { name: "Visionneuse de photos" }).locator("iframe[src$='.pdf']");
  await expect(plan).toBeVisible();
  expect(violations).toEqual([]);
});

test("the contact form, its captcha solved", async ({ page }) => {
  const violations = watchViolations(page);
  await page.goto("/nl/contact/");
  const form = page.getByRole("form", { name: "Stuur ons een bericht" });
  // The captcha starts when it comes into view.
  await form.getByRole("button", { name: "Versturen" }).scrollIntoViewIfNeeded();
  await waitForCaptcha(form, "Gecontroleerd: u bent geen robot");
  expect(violations).toEqual([]);
});

test.describe("every integration accepted", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the Google tag, Matomo and the Meta pixel load and send their hits", async ({ page }) => {
    const violations = watchViolations(page);
    const hits: string[] = [];
    page.on("requestfinished", (request) => {
      const url = new URL(request.url());
      hits.push(url.pathname, `${url.pathname}${url.search}`);
    });
    await page.goto("/en/");
    await page
      .getByRole("dialog", { name: "Cookies on this site" })
      .getByRole("button", { name: "Accept all" })
      .click();
    await expect
      .poll(() => hits)
      .toEqual(expect.arrayContaining(["/gtag/js", "/g/collect", "/matomo/matomo.js", "/matomo/matomo.php", "/tr"]));
    await page.goto("/en/feedback/contact-me/");
    await expect.poll(() => hits).toContain("/tr?ev=Lead");
    expect(violations).toEqual([]);
  });
});

test("a script injected into a page does not run, while the page's own inline scripts do", async ({ page }) => {
  const violations = watchViolations(page);
  const response = await page.goto("/nl/te-koop/");
  // The page's own inline scripts are named by their hashes (lib/http/script-hashes.mjs)…
  const policy = response!.headers()["content-security-policy"]!;
  const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src"))!;
  const inline = await page
    .locator("script:not([src]):not([type])")
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ""));
  expect(inline.length).toBeGreaterThan(0);
  for (const text of inline) {
    const digest = await page.evaluate(async (t) => {
      const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(t));
      return btoa(String.fromCharCode(...new Uint8Array(bytes)));
    }, text);
    expect(scriptSrc).toContain(`'sha256-${digest}'`);
  }
  // …so they ran (the page hydrated: the map view opens) and nothing else may.
  await page.getByRole("navigation", { name: "Weergave" }).getByRole("link", { name: "Kaart" }).click();
  await expect(page.locator(".leaflet-container")).toBeVisible();
  expect(violations).toEqual([]);
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return (window as { __injected?: boolean }).__injected ?? false;
  });
  expect(ran).toBe(false);
  expect(violations).not.toEqual([]);
  for (const violation of violations) expect(violation).toMatch(/script-src/);
});
