import { expect, test, type Browser, type Page } from "@playwright/test";
import { demoOwners, demoPassword, portalPath, signInAsOwner } from "./support/owner";
import { seriousViolations } from "./support";

// A signed-in owner changes the password in the portal (ASVS 6.2.2, 6.3): linked from the portal, the
// current password first, a weak new one refused with the reason, every other session ended, this
// browser still signed in, the "your password was changed" mail in the owner's language; then the old
// password no longer signs in and the new one does. It changes Anne Dupont's password (and puts the demo
// one back, through the same form without JavaScript), so it runs with the data changes, after every
// other test that signs in as her (playwright.config.ts).
test.describe.configure({ mode: "serial" });

const owner = demoOwners.dupont;
const newPassword = "tournesol-grenier-58";
const formPath = "/fr/espace-proprietaire/mot-de-passe/";
const subject = "Votre mot de passe de l'espace propriétaire a été modifié";

async function changePassword(page: Page, current: string, password: string, confirmation = password) {
  await page.getByLabel("Mot de passe actuel").fill(current);
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(password);
  await page.getByLabel("Confirmez le nouveau mot de passe").fill(confirmation);
  await page.getByRole("button", { name: "Modifier le mot de passe" }).click();
}

const alert = (page: Page) => page.getByRole("main").getByRole("alert");

/** The texts of the mails to the owner with the subject, newest first, in the demo mailbox. */
async function changedMails(page: Page): Promise<string[]> {
  await page.goto("/en/dev/mailbox/");
  return page
    .locator("[data-mail]")
    .filter({ has: page.locator("[data-to]", { hasText: owner.email }) })
    .filter({ has: page.locator("[data-subject]", { hasText: subject }) })
    .locator("[data-text]")
    .allTextContents();
}

async function signedInElsewhere(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsOwner(page, "fr", owner.username);
  return page;
}

test("an owner changes the password in the portal, and is told by mail", async ({ page, browser }) => {
  const elsewhere = await signedInElsewhere(browser);
  const mailsBefore = (await changedMails(page)).length;
  await signInAsOwner(page, "fr", owner.username);
  await page.getByRole("link", { name: "Modifier mon mot de passe" }).click();
  await expect(page).toHaveURL(formPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Modifier votre mot de passe");
  await expect(page.getByLabel("Mot de passe actuel")).toHaveAttribute("autocomplete", "current-password");
  await expect(page.getByLabel("Nouveau mot de passe", { exact: true })).toHaveAttribute(
    "autocomplete",
    "new-password",
  );

  expect(await seriousViolations(page)).toEqual([]);

  await changePassword(page, "pas-le-bon-mot-de-passe", newPassword);
  await expect(alert(page)).toHaveText("Votre mot de passe actuel n'est pas correct.");
  await expect(page.getByLabel("Mot de passe actuel")).toHaveAttribute("aria-invalid", "true");
  await changePassword(page, demoPassword, "motdepasse2026");
  await expect(alert(page)).toContainText("Ce mot de passe est l'un des plus courants");
  await changePassword(page, demoPassword, "Dupont-Anne-1975");
  await expect(alert(page)).toContainText("Ce mot de passe contient votre nom");
  await expect(page.getByLabel("Nouveau mot de passe", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page)).toEqual([]);

  await changePassword(page, demoPassword, newPassword);
  await expect(page.getByRole("main").getByRole("status")).toContainText("Votre mot de passe a été modifié.");
  // This browser is still signed in; the session opened before the change has ended.
  await page.goto(portalPath.fr);
  await expect(page).toHaveURL(portalPath.fr);
  await elsewhere.goto(portalPath.fr);
  await expect(elsewhere).toHaveURL(/\/fr\/login\/\?next=/);
  await elsewhere.context().close();

  // The mail, in French: when, and what to do if it was not her; no password in it.
  let texts: string[] = [];
  await expect.poll(async () => (texts = await changedMails(page)).length).toBe(mailsBefore + 1);
  expect(texts[0]).toContain("Bonjour Anne,");
  expect(texts[0]).toContain("owner.dupont");
  expect(texts[0]).toMatch(/\/fr\/login\/mot-de-passe-oublie\//);
  expect(texts[0]).not.toContain(newPassword);

  // Signed out, the old password no longer works and the new one does.
  await page.context().clearCookies();
  await page.goto("/fr/login/");
  await page.getByLabel("Nom d'utilisateur ou adresse e-mail").fill(owner.username);
  await page.getByLabel("Mot de passe", { exact: true }).fill(demoPassword);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(alert(page)).toHaveText("Adresse e-mail ou mot de passe non valide");
  await signInAsOwner(page, "fr", owner.username, newPassword);
});

test("the form works without JavaScript, and is never kept by a cache (the demo password back)", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsOwner(page, "fr", owner.username, newPassword);
  const response = await page.goto(formPath);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await changePassword(page, newPassword, demoPassword, "atrium-demo-2027");
  await expect(alert(page)).toHaveText("Les mots de passe ne sont pas identiques");
  await changePassword(page, newPassword, demoPassword);
  await expect(page.getByRole("main").getByRole("status")).toContainText("Votre mot de passe a été modifié.");
  await context.clearCookies();
  await signInAsOwner(page, "fr", owner.username, demoPassword);
  await context.close();
});

test("without a session the page sends the browser to the sign-in page, and back", async ({ request }) => {
  const response = await request.get(formPath, { maxRedirects: 0 });
  expect(response.status()).toBeGreaterThanOrEqual(300);
  expect(response.status()).toBeLessThan(400);
  expect(response.headers().location).toBe(`/fr/login/?next=${encodeURIComponent(formPath)}`);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
});
