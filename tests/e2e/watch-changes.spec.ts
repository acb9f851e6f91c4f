import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { mailsTo, thanksFrom, unique, waitForCaptcha } from "./support/forms";
import { e2eSecrets, seriousViolations } from "./support";

// Watching a property by e-mail, without an account: the form on its page, the confirmation from the
// mailed link, a staff price drop and its mail, the one-click unsubscribe, and the page that stops every
// watch of an address. Changes prices, so it runs with the data changes (playwright.config.ts), on
// properties no other test reads a price of.

const staff = { authorization: `Bearer ${e2eSecrets.staff}` };
const changePrice = (request: APIRequestContext, reference: string, price: number) =>
  request.patch("/api/staff/properties/", { data: { changes: [{ reference, price }] }, headers: staff });

interface Texts {
  form: string;
  privacy: RegExp;
  captcha: string;
  thanks: string;
  confirmSubject: RegExp;
  confirmLine: RegExp;
  question: (email: string) => string;
  confirm: string;
  confirmed: RegExp;
}

const fr: Texts = {
  form: "Suivre ce bien",
  privacy: /déclaration de confidentialité/,
  captcha: "Vérifié : vous n'êtes pas un robot",
  thanks: "/fr/merci/suivre-ce-bien/",
  confirmSubject: /^Confirmez le suivi du bien « .+ »$/,
  confirmLine: /Confirmer le suivi\s: (\S+)/,
  question: (email) => `Suivre ce bien avec l'adresse e-mail ${email}\u00a0?`,
  confirm: "Confirmer le suivi",
  confirmed: /^Votre suivi est confirmé\./,
};

const nl: Texts = {
  form: "Dit pand volgen",
  privacy: /privacyverklaring/,
  captcha: "Gecontroleerd: u bent geen robot",
  thanks: "/nl/bedankt/pand-volgen/",
  confirmSubject: /^Bevestig dat u .+ wilt volgen$/,
  confirmLine: /Bevestigen: (\S+)/,
  question: (email) => `Dit pand volgen met het e-mailadres ${email}? Bevestig met de knop.`,
  confirm: "Bevestigen",
  confirmed: /^U volgt dit pand nu\./,
};

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

/** Watches property `id` from its page as `email`, and confirms it from the mail in the demo mailbox. */
async function watchAndConfirm(page: Page, t: Texts, locale: string, id: number, email: string, axe = false) {
  await page.goto(`/${locale}/property/${id}/`);
  const form = page.getByRole("form", { name: t.form });
  await form.getByRole("textbox").fill(email);
  await form.getByRole("checkbox", { name: t.privacy }).check();
  await waitForCaptcha(form, t.captcha);
  await form.getByRole("button", { name: t.form }).click();
  await expect(page).toHaveURL(thanksFrom(t.thanks, id));

  const mail = (await mailsTo(page, email)).first();
  await expect(mail.locator("[data-subject]")).toHaveText(t.confirmSubject);
  const mailText = (await mail.locator("[data-text]").textContent()) ?? "";
  const confirm = t.confirmLine.exec(mailText)![1]!;
  // The confirmation is the mail's one clear action: it comes before the way out.
  expect(mailText.indexOf(confirm)).toBeLessThan(mailText.indexOf("/api/watches/unsubscribe/"));
  // Opening the link changes nothing: its page asks, names the property and links back to it, and the button confirms.
  await page.goto(pathOf(confirm));
  await expect(page.getByText(t.question(email))).toBeVisible();
  const property = page.locator("[data-watched-property]");
  await expect(property).toContainText(`(ATR-20${id})`);
  await expect(property.getByRole("link")).toHaveAttribute("href", new RegExp(`/${id}/$`));
  if (axe) expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: t.confirm }).click();
  await expect(page.getByRole("status").first()).toHaveText(t.confirmed);
}

/** The mails to `email` whose subject starts as a drop mail's does. */
async function dropMails(page: Page, email: string, subject: RegExp) {
  return (await mailsTo(page, email)).filter({ has: page.locator("[data-subject]", { hasText: subject }) });
}

test.describe("Watching a property by e-mail", () => {
  test("(fr) a watch confirmed from the mailbox gets one drop mail, whose one-click unsubscribe stops it", async ({
    page,
    request,
  }) => {
    const email = unique("lucie-suit");
    await watchAndConfirm(page, fr, "fr", 21, email, true);

    expect((await changePrice(request, "ATR-2021", 299000)).status()).toBe(200);
    const drop = await dropMails(page, email, /^Baisse de prix\s: /);
    await expect(drop).toHaveCount(1);
    await expect(drop.locator("[data-subject]")).toHaveText(/^Baisse de prix\s: .+$/);
    const text = drop.locator("[data-text]");
    await expect(text).toContainText(/est passé de 310\s000\s€ à 299\s000\s€/);
    await expect(text).toContainText(/\/fr\/a-vendre\/overijse\/[^/]+\/21\//);
    const oneClick = (await drop.locator("[data-list-unsubscribe]").textContent())!;
    expect(oneClick).toMatch(/\/api\/watches\/unsubscribe\/\?token=[\w-]+$/);
    await expect(text).toContainText(`Ne plus suivre ce bien\u00a0: ${oneClick}`);

    // A second change the same day sends no second mail.
    await changePrice(request, "ATR-2021", 289000);
    await expect(await dropMails(page, email, /^Baisse de prix\s: /)).toHaveCount(1);

    // A mail scanner opening the link stops nothing: it is sent to the page that asks.
    const opened = await request.get(pathOf(oneClick), { maxRedirects: 0 });
    expect(opened.status()).toBe(303);
    expect(opened.headers().location).toMatch(/\/fr\/biens-suivis\/\?stop=[\w-]+$/);

    // RFC 8058: the mail client's POST stops the watch, answers the same when repeated, and a bad link is a 4xx.
    const post = (url: string, data = "List-Unsubscribe=One-Click") =>
      request.post(pathOf(url), { data, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect((await post(oneClick)).status()).toBe(200);
    expect((await post(oneClick)).status()).toBe(200);
    expect((await post(oneClick, "")).status()).toBe(400);
    expect((await post(oneClick.replace(/token=.*/, "token=unknown"))).status()).toBe(404);
    await page.goto(opened.headers().location!);
    await expect(page.getByRole("status").first()).toHaveText("Vous ne suivez plus ce bien.");
    await expect(page.locator("[data-watched-property]")).toContainText("(ATR-2021)");
  });

  test("(nl) a drop mail leads to the page that stops every watch of the address, by keyboard", async ({
    page,
    request,
  }) => {
    const email = unique("els-volgt");
    await watchAndConfirm(page, nl, "nl", 29, email);
    await watchAndConfirm(page, nl, "nl", 30, email);

    expect((await changePrice(request, "ATR-2029", 1790)).status()).toBe(200);
    const drop = await dropMails(page, email, /^Prijsdaling: /);
    await expect(drop).toHaveCount(1);
    await expect(drop.locator("[data-subject]")).toHaveText(/^Prijsdaling: .+$/);
    await expect(drop.locator("[data-text]")).toContainText(/is gedaald van €\s1\.850 naar €\s1\.790/);
    const all = /Alle panden niet meer volgen: (\S+)/.exec(
      (await drop.locator("[data-text]").textContent()) ?? "",
    )![1]!;
    expect(pathOf(all)).toMatch(/^\/nl\/gevolgde-panden\/\?all=[\w-]+$/);

    await page.goto(pathOf(all));
    await expect(page.getByText(`De panden die u volgt met het e-mailadres ${email}:`)).toBeVisible();
    await expect(page.locator("[data-watches] li")).toHaveCount(2);
    await expect(page.locator("[data-watches]")).toContainText("ATR-2029");
    await expect(page.locator("[data-watches]")).toContainText("ATR-2030");
    await expect(page.locator("[data-watches] a[href$='/29/']")).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard only: from the skip link into the main content, then Tab to the button and press Enter.
    const button = page.getByRole("button", { name: "Alle panden niet meer volgen" });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    for (let tabs = 0; tabs < 20 && !(await button.evaluate((b) => b === document.activeElement)); tabs++) {
      await page.keyboard.press("Tab");
    }
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").first()).toHaveText(/^U volgt geen enkel pand meer met dit e-mailadres\./);

    // Stopped: the next day's drop would reach nobody, and the link now says there is nothing left to stop.
    await page.goto(pathOf(all));
    await expect(page.getByRole("status").first()).toHaveText("U volgt momenteel geen enkel pand met dit e-mailadres.");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("(de) a sold property has nothing left to watch: no watch form", async ({ page }) => {
    await page.goto("/de/property/7/");
    await expect(page.getByText("Diese Immobilie ist verkauft.")).toBeVisible();
    await expect(page.getByRole("form", { name: "Diese Immobilie an einen Freund senden" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Diese Immobilie beobachten" })).toHaveCount(0);
  });
});
