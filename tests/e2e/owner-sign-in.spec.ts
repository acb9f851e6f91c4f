import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { seriousViolations } from "./support";

// Owners signing in (issue 11, spec §6, §8): by username or e-mail, in Dutch and French; one message for
// an unknown name and a wrong password; refusal after 5 failures; sign-out that ends the session on the
// server; the form without JavaScript; next-auth's own endpoint; private pages; axe.

const demo = {
  dupont: { username: "owner.dupont", email: "anne.dupont@owner.example", name: "Anne Dupont" },
  password: "atrium-demo-2026",
};
const portal = { nl: "/nl/eigenaarsportaal/", fr: "/fr/espace-proprietaire/" } as const;
const texts = {
  nl: { submit: "Aanmelden", user: "Gebruikersnaam of e-mailadres", password: "Wachtwoord" },
  fr: { submit: "Se connecter", user: "Nom d'utilisateur ou adresse e-mail", password: "Mot de passe" },
} as const;

async function signIn(page: Page, locale: "nl" | "fr", identifier: string, password: string, query = "") {
  await page.goto(`/${locale}/login/${query}`);
  await page.getByLabel(texts[locale].user).fill(identifier);
  await page.getByLabel(texts[locale].password, { exact: true }).fill(password);
  await page.getByRole("button", { name: texts[locale].submit }).click();
}

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === "next-auth.session-token");

test.describe("Owner sign-in", () => {
  test("by username in Dutch: lands on the portal, with an HttpOnly, SameSite=Lax session cookie", async ({ page }) => {
    await signIn(page, "nl", demo.dupont.username, demo.password);
    await expect(page).toHaveURL(portal.nl);
    const cookie = await sessionCookie(page.context());
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
    await page.goto("/nl/login/");
    await expect(page.getByText(`U bent aangemeld als ${demo.dupont.name}.`)).toBeVisible();
  });

  test("by e-mail in French, back to the page asked for, never to another site", async ({ page, browser }) => {
    await signIn(page, "fr", demo.dupont.email, demo.password, `?next=${encodeURIComponent("/fr/contact/")}`);
    await expect(page).toHaveURL("/fr/contact/");
    const other = await browser.newContext();
    const second = await other.newPage();
    await signIn(second, "fr", demo.dupont.email.toUpperCase(), demo.password, "?next=//evil.example/");
    await expect(second).toHaveURL(portal.fr);
    await other.close();
  });

  for (const [locale, message] of [
    ["nl", "Ongeldig e-mailadres of wachtwoord"],
    ["fr", "Adresse e-mail ou mot de passe non valide"],
  ] as const) {
    test(`a wrong password and an unknown user get the same message (${locale})`, async ({ page }) => {
      await signIn(page, locale, demo.dupont.username, "not-the-password");
      const alert = page.getByRole("main").getByRole("alert");
      await expect(alert).toHaveText(message);
      await expect(page.getByLabel(texts[locale].user)).toHaveValue(demo.dupont.username);
      await signIn(page, locale, `nobody-${Date.now()}@owner.example`, demo.password);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(message);
      expect(await sessionCookie(page.context())).toBeUndefined();
    });
  }

  test("a name with LIKE's wildcards signs nobody in, even with the owner's password (issue 21)", async ({ page }) => {
    for (const name of ["owner.dup_nt", "%"]) {
      await signIn(page, "fr", name, demo.password);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText("Adresse e-mail ou mot de passe non valide");
      expect(await sessionCookie(page.context())).toBeUndefined();
    }
  });

  test("refuses a name after 5 failures, whether or not the account exists, saying how long to wait", async ({
    page,
  }) => {
    const name = `intruder-${Date.now()}`;
    for (let i = 1; i <= 5; i++) {
      await signIn(page, "fr", name, `guess-number-${i}`);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText("Adresse e-mail ou mot de passe non valide");
    }
    await signIn(page, "fr", name, "guess-number-6");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Trop de tentatives. Réessayez dans 15 minutes.",
    );
  });

  test("sign-out ends the session on the server: the old cookie no longer signs in", async ({ page }) => {
    await signIn(page, "fr", demo.dupont.username, demo.password);
    await expect(page).toHaveURL(portal.fr);
    const before = await sessionCookie(page.context());
    await page.goto("/fr/login/");
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Vous êtes déconnecté.");
    expect(await sessionCookie(page.context())).toBeUndefined();
    await page.context().addCookies([before!]);
    await page.goto("/fr/login/");
    await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
    await expect(page.getByText(/^Session ouverte/)).toHaveCount(0);
  });

  test("each sign-in gets a session id of its own", async ({ page, browser }) => {
    await signIn(page, "nl", demo.dupont.username, demo.password);
    const other = await browser.newContext();
    const second = await other.newPage();
    await signIn(second, "nl", demo.dupont.email, demo.password);
    await expect(second).toHaveURL(portal.nl);
    expect((await sessionCookie(other))!.value).not.toBe((await sessionCookie(page.context()))!.value);
    await other.close();
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, "nl", demo.dupont.username, "wrong-password-no-js");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Ongeldig e-mailadres of wachtwoord");
    await signIn(page, "nl", demo.dupont.username, demo.password);
    await expect(page).toHaveURL(portal.nl);
    await context.close();
  });

  test("next-auth's credentials endpoint signs in through the same check", async ({ page }) => {
    const request = page.context().request;
    const { csrfToken } = await (await request.get("/api/auth/csrf/")).json();
    const failed = await request.post("/api/auth/callback/credentials/", {
      form: { csrfToken, identifier: demo.dupont.username, password: "wrong-password-api", json: "true" },
    });
    expect((await failed.json()).url).toContain("error=CredentialsSignin");
    const signedIn = await request.post("/api/auth/callback/credentials/", {
      form: { csrfToken, identifier: demo.dupont.username, password: demo.password, json: "true" },
    });
    expect(signedIn.ok()).toBe(true);
    await page.goto("/fr/login/");
    // Issue 44: no gendered participle and no elision to get wrong ("connecté en tant que Anne").
    await expect(page.getByText(`Session ouverte\u00a0: ${demo.dupont.name}.`)).toBeVisible();
  });

  test("login and portal pages are never cached: Cache-Control private, no-store", async ({ request }) => {
    for (const path of ["/fr/login/", "/nl/login/wachtwoord-vergeten/", "/en/login/new-password/", portal.fr]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const cacheControl = response.headers()["cache-control"] ?? "";
      expect(cacheControl, path).toContain("private");
      expect(cacheControl, path).toContain("no-store");
    }
  });

  for (const path of [
    "/nl/login/",
    "/fr/login/mot-de-passe-oublie/",
    "/de/login/neues-passwort/?token=unknown",
    "/en/login/forgotten-password/",
  ]) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the sign-in form showing an error has no serious or critical violation", async ({ page }) => {
    await signIn(page, "fr", `nobody-${Date.now()}`, "wrong-password");
    await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
