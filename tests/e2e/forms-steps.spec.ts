import { expect, test, type Locator, type Page } from "@playwright/test";
import { agencyCopiesFrom, unique, mailsTo, waitForCaptcha } from "./support/forms";

// Forms in steps and mailed links: free valuation, newsletter, demand register.

test.describe("Free valuation", () => {
  test("(nl) three steps, next checks the step, previous keeps everything typed", async ({ page }) => {
    await page.goto("/nl/gratis-schatting/");
    const form = page.getByRole("form", { name: "Gratis schatting van uw eigendom" });
    const step = (n: number) => form.getByRole("group", { name: new RegExp(`^Stap ${n} van 3`) });
    await expect(step(1)).toBeVisible();
    await expect(step(2)).toBeHidden();

    await form.getByRole("button", { name: "Volgende" }).click();
    await expect(form.getByText("Geef het adres van uw eigendom in")).toBeVisible();
    await expect(step(2)).toBeHidden();

    await step(1).getByRole("radio", { name: "Verhuren", exact: true }).check();
    await step(1).getByRole("combobox", { name: "Type pand" }).selectOption("APARTMENT");
    await step(1).getByRole("textbox", { name: "Straat van uw eigendom" }).fill("Korenmarkt");
    await step(1).getByRole("textbox", { name: "Nummer" }).fill("12");
    await step(1).getByRole("textbox", { name: "Postcode" }).fill("9000");
    await step(1).getByRole("textbox", { name: "Gemeente" }).fill("Gent");
    await step(1).getByRole("textbox", { name: "Slaapkamers" }).fill("2");
    await form.getByRole("button", { name: "Volgende" }).click();
    await expect(step(2)).toBeVisible();
    // The new step's title takes the focus, so a screen reader announces where the visitor is.
    await expect(step(2).locator(":scope > legend")).toBeFocused();

    const email = unique("els");
    await step(2).getByRole("combobox", { name: "Aanspreking" }).selectOption("MS");
    await step(2).getByRole("textbox", { name: "Voornaam" }).fill("Els");
    await step(2).getByRole("textbox", { name: "Naam", exact: true }).fill("Claes");
    await step(2).getByRole("textbox", { name: "E-mailadres" }).fill(email);
    await step(2).getByRole("textbox", { name: "Telefoonnummer" }).fill("09 123 45 67");

    // Back to the property, then forward again: nothing is lost.
    await form.getByRole("button", { name: "Vorige" }).click();
    await expect(step(1).getByRole("textbox", { name: "Straat van uw eigendom" })).toHaveValue("Korenmarkt");
    await expect(step(1).getByRole("radio", { name: "Verhuren", exact: true })).toBeChecked();
    await form.getByRole("button", { name: "Volgende" }).click();
    await expect(step(2).getByRole("textbox", { name: "E-mailadres" })).toHaveValue(email);
    await form.getByRole("button", { name: "Volgende" }).click();

    await step(3)
      .getByRole("checkbox", { name: /privacyverklaring/ })
      .check();
    await waitForCaptcha(form, "Gecontroleerd: u bent geen robot");
    await form.getByRole("button", { name: "Versturen" }).click();
    await expect(page).toHaveURL("/nl/bedankt/gratis-schatting/");
    const mails = await mailsTo(page, email);
    await expect(mails.locator("[data-subject]")).toHaveText("Uw aanvraag voor een gratis schatting");
    await expect(mails.locator("[data-text]")).not.toContainText("Korenmarkt");
    await expect(agencyCopiesFrom(page, email).locator("[data-text]")).toContainText("Korenmarkt 12, 9000 Gent");
  });
});

test.describe("Free valuation without a phone", () => {
  test("(en) an agent calls to plan the visit, so the phone is asked: the summary names it and its link focuses it", async ({
    page,
  }) => {
    await page.goto("/en/free-valuation/");
    const form = page.getByRole("form", { name: "Free valuation of your property" });
    const step = (n: number) => form.getByRole("group", { name: new RegExp(`^Step ${n} of 3`) });
    await step(1).getByRole("combobox", { name: "Type of property" }).selectOption("HOUSE");
    await step(1).getByRole("textbox", { name: "Street of your property" }).fill("Diestsestraat");
    await step(1).getByRole("textbox", { name: "Postal code" }).fill("3000");
    await step(1).getByRole("textbox", { name: "City" }).fill("Leuven");
    await form.getByRole("button", { name: "Next" }).click();

    await expect(step(2).getByRole("textbox", { name: "Phone number" })).toHaveAttribute("aria-required", "true");
    await step(2).getByRole("combobox", { name: "Title" }).selectOption("MR");
    await step(2).getByRole("textbox", { name: "First name" }).fill("Pieter");
    await step(2).getByRole("textbox", { name: "Last name" }).fill("Maes");
    await step(2).getByRole("textbox", { name: "E-mail address" }).fill(unique("pieter"));
    await form.getByRole("button", { name: "Next" }).click();
    const summary = form.getByRole("alert");
    await expect(summary.getByRole("paragraph")).toHaveText("Please check this field:");
    await expect(summary.getByRole("link")).toHaveText(["Phone number"]);
    await expect(step(2)).toBeVisible();
    await summary.getByRole("link", { name: "Phone number" }).click();
    await expect(step(2).getByRole("textbox", { name: "Phone number" })).toBeFocused();
    await step(2).getByRole("textbox", { name: "Phone number" }).fill("016 12 34 56");
    await form.getByRole("button", { name: "Next" }).click();
    await expect(step(3)).toBeVisible();
    await expect(summary).toBeHidden();
  });

  test("(en) without JavaScript, the server refuses it too and its summary links to the phone's box", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/free-valuation/");
    const form = page.getByRole("form", { name: "Free valuation of your property" });
    await form.getByRole("radio", { name: "Sell", exact: true }).check();
    await form.getByRole("combobox", { name: "Type of property" }).selectOption("HOUSE");
    await form.getByRole("textbox", { name: "Street of your property" }).fill("Diestsestraat");
    await form.getByRole("textbox", { name: "Postal code" }).fill("3000");
    await form.getByRole("textbox", { name: "City" }).fill("Leuven");
    await form.getByRole("combobox", { name: "Title" }).selectOption("MS");
    await form.getByRole("textbox", { name: "First name" }).fill("Lotte");
    await form.getByRole("textbox", { name: "Last name" }).fill("Maes");
    await form.getByRole("textbox", { name: "E-mail address" }).fill(unique("lotte"));
    await form.getByRole("checkbox", { name: /privacy statement/ }).check();
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await form.getByRole("button", { name: "Send" }).click();
    expect((await response).status()).toBe(200);
    const summary = page.getByRole("alert").filter({ hasText: "Please check" });
    await expect(summary.getByRole("link")).toHaveText(["Phone number"]);
    const phone = page.getByRole("textbox", { name: "Phone number" });
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(summary.getByRole("link")).toHaveAttribute("href", `#${await phone.getAttribute("id")}`);
    await context.close();
  });
});

test.describe("Newsletter", () => {
  async function subscribe(page: Page, email: string) {
    await page.goto("/fr/newsletter/");
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
    await form.getByRole("checkbox", { name: /déclaration de confidentialité/ }).check();
    await waitForCaptcha(form, "Vérifié : vous n'êtes pas un robot");
    await form.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page).toHaveURL("/fr/merci/newsletter/");
  }
  /** The links of the newest mail to `email`, as paths. */
  async function optInLinks(page: Page, email: string) {
    const mail = (await mailsTo(page, email)).first();
    await expect(mail.locator("[data-subject]")).toHaveText("Confirmez votre inscription à notre newsletter");
    const text = (await mail.locator("[data-text]").textContent()) ?? "";
    const path = (url: string | undefined) => new URL(url!).pathname + new URL(url!).search;
    return {
      confirm: path(/Confirmer mon inscription\s: (\S+)/.exec(text)?.[1]),
      leave: path(/Désinscription à tout moment\s: (\S+)/.exec(text)?.[1]),
    };
  }

  test("(fr) double opt-in: opening the mailed links changes nothing, their buttons confirm and unsubscribe", async ({
    page,
    request,
  }) => {
    const email = unique("lucie");
    await subscribe(page, email);
    const first = await optInLinks(page, email);
    expect(first.confirm).toMatch(/^\/fr\/newsletter\/\?confirm=[\w-]+$/);

    // A mail scanner opens both links: the pages answer, and nothing changes.
    for (const path of [first.confirm, first.confirm, first.leave])
      expect((await request.get(path)).status()).toBe(200);
    await page.goto(first.confirm);
    await expect(page.getByText(`Recevoir la newsletter à l'adresse ${email} ?`)).toBeVisible();
    await page.getByRole("button", { name: "Confirmer mon inscription" }).click();
    await expect(page.getByRole("status").first()).toHaveText("Votre inscription est confirmée. Bienvenue !");
    await page.goto(first.confirm);
    await expect(page.getByRole("status").first()).toHaveText("Votre inscription est confirmée. Bienvenue !");
    await expect(page.getByRole("button", { name: "Confirmer mon inscription" })).toHaveCount(0);

    await page.goto(first.leave);
    await expect(page.getByText(`Ne plus recevoir la newsletter à l'adresse ${email} ?`)).toBeVisible();
    await page.getByRole("button", { name: "Se désinscrire" }).click();
    await expect(page.getByRole("status").filter({ hasText: "désinscription" })).toHaveText(
      "Votre désinscription est enregistrée.",
    );

    // Subscribing the address again takes a new confirmation: the new mail's link asks for it, the old one is dead.
    await subscribe(page, email);
    const second = await optInLinks(page, email);
    expect(second.confirm).not.toBe(first.confirm);
    await page.goto(first.confirm);
    await expect(page.getByRole("status").first()).toHaveText(
      "Ce lien n'est plus valable. Réinscrivez-vous ci-dessous si vous le souhaitez.",
    );
    await page.goto(second.confirm);
    await expect(page.getByRole("button", { name: "Confirmer mon inscription" })).toBeVisible();
  });

  test("(fr) unsubscribing is one press, without JavaScript too", async ({ page, browser }) => {
    const email = unique("paul");
    await subscribe(page, email);
    const { leave } = await optInLinks(page, email);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(leave);
    await expect(plain.getByRole("heading", { level: 1 })).toHaveCount(1);
    await plain.getByRole("button", { name: "Se désinscrire" }).click();
    await expect(plain.getByRole("status").first()).toHaveText("Votre désinscription est enregistrée.");
    await context.close();
  });
});

test.describe("Demand register", () => {
  test("(fr) a standing search needs a type and a zone, is confirmed from the mail and stopped from its link", async ({
    page,
    request,
  }) => {
    await page.goto("/fr/inscription/");
    const form = page.getByRole("form", { name: "Tenez-moi informé" });
    const step = (n: number) => form.getByRole("group", { name: new RegExp(`^Étape ${n} sur 3`) });

    await form.getByRole("button", { name: "Suivant" }).click();
    await expect(form.getByText("Sélectionnez au moins un type de bien")).toBeVisible();
    await form.getByRole("alert").getByRole("link", { name: "Types de bien" }).click();
    await expect(step(1).getByRole("group", { name: "Résidentiel" }).getByRole("checkbox").first()).toBeFocused();
    await step(1).getByRole("group", { name: "Résidentiel" }).getByRole("checkbox", { name: "Maison" }).check();
    // The budget shows in groups as it is typed (French: a narrow no-break space), the caret kept in place.
    const budget = step(1).getByRole("textbox", { name: "Budget jusqu'à (€)" });
    await budget.pressSequentially("45000");
    await expect(budget).toHaveValue("45\u202f000");
    await budget.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 2));
    await budget.press("0");
    await expect(budget).toHaveValue("450\u202f000");
    expect(await budget.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3);
    await step(1).getByRole("checkbox", { name: "Jardin" }).check();
    // The list's energy and price per m² ranges (issue 25), kept with the search.
    await step(1).getByRole("combobox", { name: "Label PEB jusqu’à" }).selectOption("c");
    await step(1).getByRole("textbox", { name: "Prix au m² jusqu’à (€)" }).fill("4000");
    await form.getByRole("button", { name: "Suivant" }).click();

    await form.getByRole("button", { name: "Suivant" }).click();
    await expect(form.getByText("Sélectionnez au moins une zone géographique")).toBeVisible();
    await step(2)
      .getByRole("group", { name: "Carte des régions et provinces de Belgique" })
      .getByRole("checkbox", { name: "Brabant wallon" })
      .check();
    await form.getByRole("button", { name: "Suivant" }).click();

    const email = unique("marc");
    await step(3).getByRole("combobox", { name: "Civilité" }).selectOption("MR");
    await step(3).getByRole("textbox", { name: "Prénom" }).fill("Marc");
    await step(3).getByRole("textbox", { name: "Nom", exact: true }).fill("Lemaire");
    await step(3).getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
    await step(3)
      .getByRole("checkbox", { name: /déclaration de confidentialité/ })
      .check();
    await waitForCaptcha(form, "Vérifié : vous n'êtes pas un robot");
    // What is sent is the plain number.
    const sent = page.waitForRequest((r) => r.method() === "POST");
    await form.getByRole("button", { name: "Enregistrer ma recherche" }).click();
    expect((await sent).postData()).toMatch(/name="[^"]*maxPrice"\r\n\r\n450000\r\n/);
    expect((await sent).postData()).toMatch(/name="[^"]*maxPricePerM2"\r\n\r\n4000\r\n/);
    await expect(page).toHaveURL("/fr/merci/inscription/");

    const mail = await mailsTo(page, email);
    await expect(mail.locator("[data-subject]")).toHaveText("Confirmez votre recherche");
    const text = (await mail.locator("[data-text]").textContent()) ?? "";
    const confirm = new URL(/Confirmer ma recherche\s: (\S+)/.exec(text)![1]!);
    const manage = new URL(/Modifiez ou arrêtez votre recherche à tout moment\s: (\S+)/.exec(text)![1]!);

    // Opening the link (as a mail scanner does) changes nothing: the page asks, the button confirms.
    expect((await request.get(confirm.pathname + confirm.search)).status()).toBe(200);
    await page.goto(confirm.pathname + confirm.search);
    await expect(page.getByText(`Confirmer la recherche enregistrée pour ${email} ?`)).toBeVisible();
    await page.getByRole("button", { name: "Confirmer ma recherche" }).click();
    await expect(page.getByRole("status").first()).toHaveText(
      "Votre recherche est confirmée : vous recevrez les biens correspondants par e-mail.",
    );
    await page.goto(manage.pathname + manage.search);
    await expect(page.getByText(`Votre recherche : ${email}`)).toBeVisible();
    const saved = page.getByRole("form", { name: "Tenez-moi informé" });
    await expect(saved.getByRole("checkbox", { name: "Maison" })).toBeChecked();
    await expect(saved.getByRole("textbox", { name: "Budget jusqu'à (€)" })).toHaveValue("450\u202f000");
    await expect(saved.getByRole("combobox", { name: "Label PEB jusqu’à" })).toHaveValue("c");
    await expect(saved.getByRole("textbox", { name: "Prix au m² jusqu’à (€)" })).toHaveValue("4\u202f000");
    await page.getByRole("button", { name: "Arrêter cette recherche" }).click();
    await expect(page.getByRole("status").filter({ hasText: "arrêtée" })).toHaveText(
      "Votre recherche est arrêtée : vous ne recevrez plus d'alertes.",
    );
    // The link still answers, and says so.
    await page.goto(manage.pathname + manage.search);
    await expect(page.getByRole("status").first()).toHaveText(
      "Votre recherche est arrêtée : vous ne recevrez plus d'alertes.",
    );
  });
});

test.describe("Demand register types", () => {
  test("(nl) on a desktop each category is a group named by its legend, its types inside it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/nl/inschrijving/");
    const types = page.getByRole("form", { name: "Hou me op de hoogte" }).getByRole("group", { name: "Types pand" });
    const kantoren = types.getByRole("group", { name: "Kantoren", exact: true });
    const residentieel = types.getByRole("group", { name: "Residentieel", exact: true });
    await expect(kantoren.getByRole("checkbox")).toHaveCount(2);
    await expect(kantoren.getByRole("checkbox", { name: "Kantoor", exact: true })).toBeVisible();
    await expect(residentieel.getByRole("checkbox", { name: "Kantoor", exact: true })).toHaveCount(0);
    await expect(residentieel.getByRole("checkbox", { name: "Appartement" })).toBeVisible();
    // On the screen too: each box lies inside its category's frame, whatever the columns.
    const inside = async (box: Locator, group: Locator) => {
      const [b, g] = [(await box.boundingBox())!, (await group.boundingBox())!];
      return b.x >= g.x && b.y >= g.y && b.x + b.width <= g.x + g.width && b.y + b.height <= g.y + g.height;
    };
    expect(await inside(kantoren.getByRole("checkbox", { name: "Kantoor", exact: true }), kantoren)).toBe(true);
    expect(await inside(residentieel.getByRole("checkbox", { name: "Loft" }), residentieel)).toBe(true);
    expect(await inside(kantoren.getByRole("checkbox", { name: "Kantoor", exact: true }), residentieel)).toBe(false);
  });
});
