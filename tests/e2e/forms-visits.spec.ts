import { expect, test, type Page } from "@playwright/test";
import { thanksFrom, unique, mailsTo, waitForCaptcha } from "./support/forms";

// Online appointments and documents sent on request.

test.describe("Online appointments", () => {
  /** Books the time at this place in the calendar, or the first free one; returns its place and label. */
  async function book(page: Page, email: string, at?: number) {
    await page.goto("/en/for-sale/?q=ATR-2015");
    const calendar = page.getByRole("region", { name: "Book a viewing online" });
    // The calendar asks for the free times when it comes into view.
    await calendar.scrollIntoViewIfNeeded();
    const times = calendar.getByRole("list", { name: "Viewing days" }).getByRole("button");
    await expect(times.first()).toBeVisible();
    const index =
      at ?? (await times.evaluateAll((buttons) => buttons.findIndex((b) => !(b as HTMLButtonElement).disabled)));
    const time = times.nth(index);
    const chosen = (await time.textContent())!;
    await time.click();
    await expect(calendar.getByRole("status").first()).toContainText(`at ${chosen}`);
    const form = calendar.getByRole("form", { name: "Book a viewing online" });
    await form.getByRole("combobox", { name: "Title" }).selectOption("MR");
    await form.getByRole("textbox", { name: "First name" }).fill("Pieter");
    await form.getByRole("textbox", { name: "Last name" }).fill("Janssens");
    await form.getByRole("textbox", { name: "E-mail address" }).fill(email);
    await form.getByRole("textbox", { name: "Phone number" }).fill("0475 98 76 54");
    await form.getByRole("checkbox", { name: /privacy statement/ }).check();
    await waitForCaptcha(form, "Verified: you are not a robot");
    await form.getByRole("button", { name: "Book this viewing" }).click();
    await expect(page).toHaveURL(thanksFrom("/en/thank-you/appointment/", 15));
    return { index, label: chosen };
  }

  test("(en) a visitor books a free time, gets a confirmation with an invitation, and a full time can no longer be chosen", async ({
    page,
  }) => {
    const first = unique("pieter");
    const { index, label } = await book(page, first);
    await expect(page.getByRole("status")).toContainText("Your viewing is booked.");
    const mails = await mailsTo(page, first);
    await expect(mails.locator("[data-subject]")).toContainText(/^Your viewing of ATR-2015 on .+ at /);
    await expect(mails).toContainText("invite.ics");

    // The seed gives each time two places: a second booking fills it.
    await book(page, unique("pieter"), index);
    await page.goto("/en/for-sale/?q=ATR-2015");
    const calendar = page.getByRole("region", { name: "Book a viewing online" });
    await calendar.scrollIntoViewIfNeeded();
    const full = calendar.getByRole("list", { name: "Viewing days" }).getByRole("button").nth(index);
    await expect(full).toHaveAccessibleName(`${label} (full)`);
    await expect(full).toBeDisabled();
  });
});

test.describe("The calendar's days", () => {
  test("(fr, nl) read as each language writes them, in lower case, with no CSS capitals", async ({ page }) => {
    for (const [path, region, list, day] of [
      [
        "/fr/a-vendre/?q=ATR-2015",
        "Réserver une visite en ligne",
        "Jours de visite",
        /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) (1er|\d{1,2}) [a-zéû]+$/,
      ],
      [
        "/nl/te-koop/?q=ATR-2015",
        "Boek online een bezoek",
        "Bezoekdagen",
        /^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{1,2} [a-z]+$/,
      ],
    ] as const) {
      await page.goto(path);
      const calendar = page.getByRole("region", { name: region });
      await calendar.scrollIntoViewIfNeeded();
      const first = calendar.getByRole("list", { name: list }).getByRole("listitem").first().locator("p").first();
      await expect(first).toBeVisible();
      // innerText is the text as shown, after CSS: text-transform: capitalize would show "Jeudi 26 Novembre".
      expect(await first.evaluate((e) => (e as HTMLElement).innerText)).toMatch(day);
    }
  });
});

test.describe("Document request", () => {
  test("(fr) sends the certificate by e-mail, and a second request says it was already sent", async ({ page }) => {
    const email = unique("sophie");
    const ask = async () => {
      await page.goto("/fr/a-vendre/?q=ATR-2003");
      await page
        .getByRole("region", { name: "Documents" })
        .getByRole("link", { name: /Demander par e-mail/ })
        .click();
      const form = page.getByRole("form", { name: "Recevoir les documents par e-mail" });
      await expect(form.getByRole("combobox", { name: "Document" })).toHaveValue(/\d+/);
      await form.getByRole("combobox", { name: "Civilité" }).selectOption("MS");
      await form.getByRole("textbox", { name: "Prénom" }).fill("Sophie");
      await form.getByRole("textbox", { name: "Nom", exact: true }).fill("Martin");
      await form.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
      await form.getByRole("textbox", { name: "Numéro de téléphone" }).fill("0477 11 22 33");
      await form.getByRole("checkbox", { name: /déclaration de confidentialité/ }).check();
      await waitForCaptcha(form, "Vérifié : vous n'êtes pas un robot");
      await form.getByRole("button", { name: "Envoyer" }).click();
      return form;
    };
    await ask();
    await expect(page).toHaveURL(thanksFrom("/fr/merci/contactez-moi/", 3));
    const mails = await mailsTo(page, email);
    await expect(mails).toHaveCount(1);
    await expect(mails.locator("[data-subject]")).toHaveText("Certificat PEB : ATR-2003");
    await expect(mails.locator("[data-attachments]")).toHaveText("Certificat PEB.pdf");

    const again = await ask();
    await expect(again.getByRole("status").filter({ hasText: "déjà" })).toHaveText(
      `Vous avez déjà demandé ce document : il a été envoyé à ${email}.`,
    );
    await expect(await mailsTo(page, email)).toHaveCount(1);
  });
});
