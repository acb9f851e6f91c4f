import { expect, test } from "@playwright/test";
import { thanksFrom, unique, waitForCaptcha } from "./support/forms";
import { consentCookie } from "./support";

// Issue 44: the thank-you page after a property's form leads back to that property, on a phone and a desktop;
// its ?from= is shown only when it is a property page of the site in the page's language, never another address.

const text = {
  fr: {
    form: "Suivre ce bien",
    submit: "Suivre ce bien",
    privacy: /déclaration de confidentialité/,
    captcha: "Vérifié : vous n'êtes pas un robot",
    thanks: "/fr/merci/suivre-ce-bien/",
    back: "Retour au bien",
  },
  de: {
    form: "Diese Immobilie beobachten",
    submit: "Immobilie beobachten",
    privacy: /Datenschutzerklärung/,
    captcha: "Geprüft: Sie sind kein Roboter",
    thanks: "/de/danke/immobilie-beobachten/",
    back: "Zurück zur Immobilie",
  },
} as const;

test.use({ storageState: { cookies: [consentCookie()], origins: [] } });

for (const [width, lang] of [
  [390, "fr"],
  [1280, "de"],
] as const) {
  test.describe(`the way back from a thank-you page at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });
    const t = text[lang];

    test(`${lang}: a watch sent from a property's page thanks, then leads back to that property`, async ({ page }) => {
      await page.goto(`/${lang}/property/9/`);
      await expect(page).toHaveURL(/\/9\/$/);
      const property = new URL(page.url()).pathname;
      const form = page.getByRole("form", { name: t.form });
      await form.getByRole("textbox").fill(unique(`back-${lang}`));
      await form.getByRole("checkbox", { name: t.privacy }).check();
      await waitForCaptcha(form, t.captcha);
      await form.getByRole("button", { name: t.submit }).click();

      await expect(page).toHaveURL(thanksFrom(t.thanks, 9));
      const back = page.getByRole("link", { name: t.back });
      await expect(back).toBeInViewport();
      await expect(back).toHaveAttribute("href", property);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await back.click();
      await expect(page).toHaveURL(property);
    });

    test(`${lang}: an address that is not one of its property pages gets no link`, async ({ page }) => {
      const other = lang === "fr" ? "/de/zu-verkaufen/x/y/9/" : "/fr/a-vendre/x/y/9/";
      for (const hostile of [
        "https://evil.example/",
        "//evil.example/x/y/9/",
        "/\\evil.example/x/y/9/",
        "javascript:alert(1)",
        other,
        t.thanks,
      ]) {
        await page.goto(`${t.thanks}?from=${encodeURIComponent(hostile)}`);
        // The line is drawn in the browser: it says it refused the address, and holds no link.
        const line = page.locator("[data-back-to-property]");
        await expect(line).toHaveAttribute("data-back-to-property", "none");
        await expect(line.getByRole("link")).toHaveCount(0);
        await expect(page.getByRole("link", { name: t.back })).toHaveCount(0);
      }
    });
  });
}
