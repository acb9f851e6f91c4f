import { expect, test, type Browser, type Page } from "@playwright/test";

// The password reminder (spec §1, §5): a single-use link by mail in the owner's language, the new
// password twice (a guessable one refused, saying why), every other session ended, and the owner told by mail. It changes a demo owner's password (and puts the demo
// one back), so it runs with the data changes, after every other test (playwright.config.ts).
test.describe.configure({ mode: "serial" });

const owner = { username: "owner.peeters", email: "jan.peeters@owner.example", name: "Jan Peeters" };
const demoPassword = "atrium-demo-2026";

async function signIn(page: Page, password: string) {
  await page.goto("/nl/login/");
  await page.getByLabel("Gebruikersnaam of e-mailadres").fill(owner.username);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Aanmelden" }).click();
}

/** Asks for a link on the Dutch page and reads it from the newest mail to the owner in the demo mailbox. */
async function mailedLink(page: Page, known: Set<string>): Promise<string> {
  await page.goto("/nl/login/wachtwoord-vergeten/");
  await page.getByLabel("Gebruikersnaam of e-mailadres").fill(owner.email);
  await page.getByRole("button", { name: "Link versturen" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "Als dit de gebruikersnaam of het e-mailadres",
  );
  let link = "";
  await expect
    .poll(async () => {
      await page.goto("/en/dev/mailbox/");
      const texts = await page
        .locator("[data-mail]")
        .filter({ has: page.locator("[data-to]", { hasText: owner.email }) })
        .filter({ hasText: "Kies een nieuw wachtwoord voor het eigenaarsportaal" })
        .locator("[data-text]")
        .allTextContents();
      const links = texts.flatMap((text) => text.match(/http\S+\/nl\/login\/nieuw-wachtwoord\/\?token=[\w-]+/g) ?? []);
      link = links.find((l) => !known.has(l)) ?? "";
      return link;
    })
    .not.toBe("");
  known.add(link);
  return new URL(link).pathname + new URL(link).search;
}

/** The texts of the "your password was changed" mails to the owner in the demo mailbox, newest first. */
async function changedMails(page: Page): Promise<string[]> {
  await page.goto("/en/dev/mailbox/");
  return page
    .locator("[data-mail]")
    .filter({ has: page.locator("[data-to]", { hasText: owner.email }) })
    .filter({
      has: page.locator("[data-subject]", { hasText: "Uw wachtwoord voor het eigenaarsportaal is gewijzigd" }),
    })
    .locator("[data-text]")
    .allTextContents();
}

async function choosePassword(page: Page, path: string, password: string, confirmation = password) {
  await page.goto(path);
  await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill(password);
  await page.getByLabel("Bevestig het nieuwe wachtwoord").fill(confirmation);
  await page.getByRole("button", { name: "Nieuw wachtwoord bewaren" }).click();
}

async function signedInPage(browser: Browser, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, password);
  await expect(page).toHaveURL("/nl/eigenaarsportaal/");
  return page;
}

test("a forgotten password: the mailed link, the new password twice, the other sessions ended", async ({
  page,
  browser,
}) => {
  const known = new Set<string>();
  const elsewhere = await signedInPage(browser, demoPassword);
  const path = await mailedLink(page, known);
  // Opening the link (as a mail scanner would) does not use it.
  await page.goto(path);
  await page.goto(path);
  await choosePassword(page, path, "nieuw-geheim-2026", "nieuw-geheim-2027");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("De wachtwoorden komen niet overeen");
  await choosePassword(page, path, "kort");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Het wachtwoord moet 8 tot 256 tekens hebben.");
  await choosePassword(page, path, "wachtwoord2026");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Dit wachtwoord is te makkelijk te raden");
  await choosePassword(page, path, "JanPeeters2026");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Dit wachtwoord bevat uw naam");
  const changedBefore = await changedMails(page);
  await choosePassword(page, path, "nieuw-geheim-2026");
  await expect(page).toHaveURL("/nl/login/?status=password-changed");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Uw wachtwoord is gewijzigd. Meld u aan met uw nieuwe wachtwoord.",
  );
  // The owner is told, in Dutch, with the reminder page to go to if it was not them; no token in it.
  await expect.poll(() => changedMails(page)).toHaveLength(changedBefore.length + 1);
  const [mail] = await changedMails(page);
  expect(mail).toContain("Beste Jan,");
  expect(mail).toContain("/nl/login/wachtwoord-vergeten/");
  expect(mail).not.toMatch(/token=|nieuw-geheim/);
  // Used once: the link now says so.
  await page.goto(path);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Deze link werkt niet (meer)");
  // The session opened before the change has ended.
  await elsewhere.goto("/nl/login/");
  await expect(elsewhere.getByRole("button", { name: "Aanmelden" })).toBeVisible();
  await elsewhere.context().close();
  // The old password no longer works; the new one does.
  await signIn(page, demoPassword);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Ongeldig e-mailadres of wachtwoord");
  await signIn(page, "nieuw-geheim-2026");
  await expect(page).toHaveURL("/nl/eigenaarsportaal/");
  // The demo's password back, through the same flow.
  await page.context().clearCookies();
  await choosePassword(page, await mailedLink(page, known), demoPassword);
  await expect(page).toHaveURL("/nl/login/?status=password-changed");
  await signIn(page, demoPassword);
  await expect(page).toHaveURL("/nl/eigenaarsportaal/");
});

test("an unknown address gets the same answer and no mail", async ({ page }) => {
  const nobody = `nobody-${Date.now()}@owner.example`;
  await page.goto("/fr/login/mot-de-passe-oublie/");
  await page.getByLabel("Nom d'utilisateur ou adresse e-mail").fill(nobody);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "Si c'est le nom d'utilisateur ou l'adresse e-mail",
  );
  await page.goto("/en/dev/mailbox/");
  await expect(page.locator("[data-to]", { hasText: nobody })).toHaveCount(0);
});
