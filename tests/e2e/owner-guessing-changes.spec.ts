import { expect, test } from "@playwright/test";
import { consentCookie } from "./support";

// Someone guessing an owner's password from elsewhere (issue 21, finding 3): their address is refused, the
// owner is not. Past the account's bar the sign-in form asks for the forms' captcha, solves it and signs the
// owner in; the owner is mailed. Runs with the data changes: it takes an account past its bar for a while.
// The server listens on every interface, so [::1] and 127.0.0.1 are two client addresses of one machine.

const owner = { username: "owner.dupont", email: "anne.dupont@owner.example", password: "atrium-demo-2026" };

test("a guesser elsewhere cannot lock the owner out: the form asks for the captcha, solves it, signs in", async ({
  page,
  playwright,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  const guesser = await playwright.request.newContext({ baseURL: `http://[::1]:${port}` });
  const { csrfToken } = await (await guesser.get("/api/auth/csrf/")).json();
  const guess = async (password: string) => {
    const response = await guesser.post("/api/auth/callback/credentials/", {
      form: { csrfToken, identifier: owner.username, password, json: "true" },
    });
    return String((await response.json()).url);
  };
  for (let i = 1; i <= 5; i++) expect(await guess(`guess-number-${i}`)).toContain("error=CredentialsSignin");
  // The guesser's address is refused for this account, even with the right password.
  expect(await guess(owner.password)).toContain("error=throttled-15");
  await guesser.dispose();

  const site = `http://127.0.0.1:${port}`;
  await page.context().addCookies([consentCookie(undefined, undefined, "127.0.0.1")]);
  await page.goto(`${site}/fr/login/`);
  await page.getByLabel("Nom d'utilisateur ou adresse e-mail").fill(owner.username);
  await page.getByLabel("Mot de passe", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "De nombreux mots de passe erronés ont été essayés pour ce compte.",
  );
  await expect(page.getByText("Vérifié : vous n'êtes pas un robot")).toBeVisible();
  await expect(page.getByLabel("Nom d'utilisateur ou adresse e-mail")).toHaveValue(owner.username);
  await page.getByLabel("Mot de passe", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(`${site}/fr/espace-proprietaire/`);

  await page.goto(`${site}/en/dev/mailbox/`);
  const mail = page
    .locator("[data-mail]")
    .filter({ has: page.locator("[data-to]", { hasText: owner.email }) })
    .filter({ hasText: "Espace propriétaire : des mots de passe erronés ont été essayés pour votre compte" });
  await expect(mail).toHaveCount(1);
});
