import { expect, test, type Locator, type Page } from "@playwright/test";

// The forms of issue 5 that exist so far: contact, visit and information requests, send to a friend.
// Each test writes to its own address and reads its mails on the demo mailbox page (no SMTP in tests).

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.be`;

async function mailsTo(page: Page, address: string) {
  await page.goto("/en/dev/mailbox/");
  const mails = page.locator("[data-mail]").filter({ has: page.locator("[data-to]", { hasText: address }) });
  return mails;
}

/** The captcha is solved by the browser when the form comes into view; the button works after that. */
async function waitForCaptcha(form: Locator, text: string) {
  await expect(form.getByText(text)).toBeVisible({ timeout: 20_000 });
}

test.describe("Contact form", () => {
  test("(nl) marks missing fields, refuses a wrong e-mail in Dutch, then thanks and confirms by mail", async ({
    page,
  }) => {
    await page.goto("/nl/contact/");
    const form = page.getByRole("form", { name: "Stuur ons een bericht" });
    await form.getByRole("button", { name: "Versturen" }).click();
    await expect(form.getByRole("alert")).toHaveText("De rood gemarkeerde velden moeten nagekeken worden.");
    await expect(form.getByRole("combobox", { name: "Aanspreking" })).toBeFocused();
    await expect(form.getByText("Voornaam is verplicht")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Voornaam" })).toHaveAttribute("aria-invalid", "true");

    const email = unique("an");
    await form.getByRole("combobox", { name: "Aanspreking" }).selectOption("MS");
    await form.getByRole("textbox", { name: "Voornaam" }).fill("An");
    await form.getByRole("textbox", { name: "Naam", exact: true }).fill("Peeters");
    await form.getByRole("textbox", { name: "E-mailadres" }).fill("an@peeters");
    await form.getByRole("textbox", { name: "Telefoonnummer" }).fill("0475123456");
    await form.getByRole("textbox", { name: "Uw bericht" }).fill("Ik zoek een appartement in Gent.");
    await form.getByRole("checkbox", { name: "13:00–16:00" }).check();
    await form.getByRole("checkbox", { name: /privacyverklaring/ }).check();
    await form.getByRole("button", { name: "Versturen" }).click();
    await expect(form.getByText("E-mailadres is niet geldig")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "E-mailadres" })).toBeFocused();

    await form.getByRole("textbox", { name: "E-mailadres" }).fill(email);
    await waitForCaptcha(form, "Gecontroleerd: u bent geen robot");
    await form.getByRole("button", { name: "Versturen" }).click();
    await expect(page).toHaveURL("/nl/bedankt/contact/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt");
    await expect(page.getByRole("status")).toContainText("Uw e-mail werd goed verzonden.");
    await expect(page.getByRole("navigation", { name: "Kruimelpad" })).toContainText("Bedankt");

    const mine = await mailsTo(page, email);
    await expect(mine).toHaveCount(1);
    await expect(mine.locator("[data-subject]")).toHaveText("We hebben uw bericht ontvangen");
    await expect(mine.locator("[data-text]")).toContainText("Beste An Peeters,");
    await expect(mine.locator("[data-text]")).toContainText("0475 12 34 56");
    await expect(mine.locator("[data-text]")).toContainText("13:00–16:00");
    // The agency's copy, in the agency's language (French here), answers to the visitor.
    const copy = page
      .locator("[data-mail]")
      .filter({ hasText: email })
      .filter({ hasText: "Nouveau formulaire (message de contact) de An Peeters" });
    await expect(copy).toHaveCount(1);
  });

  test("(en) without JavaScript, the server gives the same messages and keeps what was typed", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/contact/");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("textbox", { name: "First name" }).fill("Tom");
    await form.getByRole("textbox", { name: "E-mail address" }).fill("tom@");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await form.getByRole("button", { name: "Send" }).click();
    expect((await response).status()).toBe(200);
    await expect(page.getByRole("alert").first()).toHaveText("The fields marked in red must be checked.");
    await expect(page.getByText("E-mail address is not valid")).toBeVisible();
    await expect(page.getByText("Last name is required")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Tom");
    await context.close();
  });
});

test.describe("Property forms", () => {
  test("(fr) a visit request from the property page reaches the manager with the reference", async ({ page }) => {
    await page.goto("/fr/a-vendre/?q=ATR-2003");
    await page
      .getByRole("region", { name: "Votre contact" })
      .getByRole("link", { name: "Demander une visite" })
      .click();
    const form = page.getByRole("form", { name: "Se renseigner sur ce bien" });
    await expect(form.getByRole("radio", { name: "Visiter le bien" })).toBeChecked();
    const email = unique("claire");
    await form.getByRole("combobox", { name: "Civilité" }).selectOption("MS");
    await form.getByRole("textbox", { name: "Prénom" }).fill("Claire");
    await form.getByRole("textbox", { name: "Nom", exact: true }).fill("Dubois");
    await form.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
    await form.getByRole("textbox", { name: "Numéro de téléphone" }).fill("02 640 12 34");
    await form.getByRole("checkbox", { name: /déclaration de confidentialité/ }).check();
    await waitForCaptcha(form, "Vérifié : vous n'êtes pas un robot");
    await form.getByRole("button", { name: "Envoyer" }).click();
    await expect(page).toHaveURL("/fr/merci/contactez-moi/");
    await expect(page.getByRole("status")).toContainText("Merci pour votre demande.");

    const mine = await mailsTo(page, email);
    await expect(mine.locator("[data-subject]")).toHaveText("Votre demande de visite pour ATR-2003");
    await expect(mine.locator("[data-text]")).toContainText("/fr/a-vendre/woluwe-saint-pierre/");
    const copy = page
      .locator("[data-mail]")
      .filter({ hasText: email })
      .filter({ hasText: "Nouveau formulaire (demande de visite) de Claire Dubois" });
    await expect(copy.locator("[data-subject]")).toContainText("ATR-2003");
  });

  test("(de) a sold property offers information only, and sending to a friend checks the friend's address", async ({
    page,
  }) => {
    await page.goto("/de/zu-verkaufen/?q=ATR-2007");
    const request = page.getByRole("form", { name: "Anfrage zu dieser Immobilie" });
    await expect(request.getByRole("radio")).toHaveCount(0);

    const friend = page.getByRole("form", { name: "Diese Immobilie an einen Freund senden" });
    const friendEmail = unique("freund");
    await friend.getByRole("textbox", { name: "Vorname Ihres Freundes" }).fill("Jonas");
    await friend.getByRole("textbox", { name: "Nachname Ihres Freundes" }).fill("Weber");
    await friend.getByRole("textbox", { name: "E-Mail-Adresse Ihres Freundes" }).fill("jonas@");
    await friend.getByRole("textbox", { name: "Vorname", exact: true }).fill("Lena");
    await friend.getByRole("textbox", { name: "Nachname", exact: true }).fill("Schmitz");
    await friend.getByRole("textbox", { name: "E-Mail-Adresse", exact: true }).fill(unique("lena"));
    await friend.getByRole("checkbox", { name: /Datenschutzerklärung/ }).check();
    await friend.getByRole("button", { name: "Senden" }).click();
    await expect(friend.getByText("Die E-Mail-Adresse Ihres Freundes fehlt oder ist ungültig")).toBeVisible();

    await friend.getByRole("textbox", { name: "E-Mail-Adresse Ihres Freundes" }).fill(friendEmail);
    await waitForCaptcha(friend, "Geprüft: Sie sind kein Roboter");
    await friend.getByRole("button", { name: "Senden" }).click();
    await expect(page).toHaveURL("/de/danke/weiterempfehlen/");
    const mails = await mailsTo(page, friendEmail);
    await expect(mails.locator("[data-subject]")).toHaveText("Lena Schmitz glaubt, dass Ihnen diese Immobilie gefällt");
    await expect(mails.locator("[data-text]")).toContainText("Guten Tag Jonas Weber,");
  });
});

test.describe("Online appointments", () => {
  /** Books the time at this place in the calendar, or the first free one; returns its place and label. */
  async function book(page: Page, email: string, at?: number) {
    await page.goto("/en/for-sale/?q=ATR-2015");
    const calendar = page.getByRole("region", { name: "Book a visit online" });
    // The calendar asks for the free times when it comes into view.
    await calendar.scrollIntoViewIfNeeded();
    const times = calendar.getByRole("list", { name: "Visit days" }).getByRole("button");
    await expect(times.first()).toBeVisible();
    const index =
      at ?? (await times.evaluateAll((buttons) => buttons.findIndex((b) => !(b as HTMLButtonElement).disabled)));
    const time = times.nth(index);
    const chosen = (await time.textContent())!;
    await time.click();
    await expect(calendar.getByRole("status").first()).toContainText(`at ${chosen}`);
    const form = calendar.getByRole("form", { name: "Book a visit online" });
    await form.getByRole("combobox", { name: "Title" }).selectOption("MR");
    await form.getByRole("textbox", { name: "First name" }).fill("Pieter");
    await form.getByRole("textbox", { name: "Last name" }).fill("Janssens");
    await form.getByRole("textbox", { name: "E-mail address" }).fill(email);
    await form.getByRole("textbox", { name: "Phone number" }).fill("0475 98 76 54");
    await form.getByRole("checkbox", { name: /privacy statement/ }).check();
    await waitForCaptcha(form, "Verified: you are not a robot");
    await form.getByRole("button", { name: "Book this visit" }).click();
    await expect(page).toHaveURL("/en/thank-you/appointment/");
    return { index, label: chosen };
  }

  test("(en) a visitor books a free time, gets a confirmation with an invitation, and a full time can no longer be chosen", async ({
    page,
  }) => {
    const first = unique("pieter");
    const { index, label } = await book(page, first);
    await expect(page.getByRole("status")).toContainText("Your visit is booked.");
    const mails = await mailsTo(page, first);
    await expect(mails.locator("[data-subject]")).toContainText(/^Your visit of ATR-2015 on .+ at /);
    await expect(mails).toContainText("invite.ics");

    // The seed gives each time two places: a second booking fills it.
    await book(page, unique("pieter"), index);
    await page.goto("/en/for-sale/?q=ATR-2015");
    const calendar = page.getByRole("region", { name: "Book a visit online" });
    await calendar.scrollIntoViewIfNeeded();
    const full = calendar.getByRole("list", { name: "Visit days" }).getByRole("button").nth(index);
    await expect(full).toHaveAccessibleName(`${label} (full)`);
    await expect(full).toBeDisabled();
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
    await expect(page).toHaveURL("/fr/merci/contactez-moi/");
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
    await expect(mails.locator("[data-text]")).toContainText("Korenmarkt 12, 9000 Gent");
  });
});

test.describe("Newsletter", () => {
  test("(fr) double opt-in: subscribe, confirm from the mail, then unsubscribe correctly", async ({ page }) => {
    const email = unique("lucie");
    await page.goto("/fr/newsletter/");
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
    await form.getByRole("checkbox", { name: /déclaration de confidentialité/ }).check();
    await waitForCaptcha(form, "Vérifié : vous n'êtes pas un robot");
    await form.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page).toHaveURL("/fr/merci/newsletter/");

    const mail = await mailsTo(page, email);
    await expect(mail.locator("[data-subject]")).toHaveText("Confirmez votre inscription à notre newsletter");
    const text = (await mail.locator("[data-text]").textContent()) ?? "";
    const confirm = /Confirmer mon inscription: (\S+)/.exec(text)?.[1];
    const leave = /Désinscription à tout moment : (\S+)/.exec(text)?.[1];
    expect(confirm).toMatch(/\/fr\/newsletter\/\?confirm=/);

    await page.goto(new URL(confirm!).pathname + new URL(confirm!).search);
    await expect(page.getByRole("status").first()).toHaveText("Votre inscription est confirmée. Bienvenue !");
    await page.goto(new URL(leave!).pathname + new URL(leave!).search);
    await expect(page.getByText(`Ne plus recevoir la newsletter à l'adresse ${email} ?`)).toBeVisible();
    await page.getByRole("button", { name: "Se désinscrire" }).click();
    await expect(page.getByRole("status").filter({ hasText: "désinscrit" })).toHaveText(
      "Vous avez été désinscrit correctement.",
    );
  });
});

test.describe("Demand register", () => {
  test("(fr) a standing search needs a type and a zone, is confirmed from the mail and stopped from its link", async ({
    page,
  }) => {
    await page.goto("/fr/inscription/");
    const form = page.getByRole("form", { name: "Tenez-moi informé" });
    const step = (n: number) => form.getByRole("group", { name: new RegExp(`^Étape ${n} sur 3`) });

    await form.getByRole("button", { name: "Suivant" }).click();
    await expect(form.getByText("Sélectionnez au moins un type de bien")).toBeVisible();
    await step(1).getByRole("checkbox", { name: "Maison" }).check();
    await step(1).getByRole("textbox", { name: "Budget jusqu'à (€)" }).fill("450000");
    await step(1).getByRole("checkbox", { name: "Jardin" }).check();
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
    await form.getByRole("button", { name: "Enregistrer ma recherche" }).click();
    await expect(page).toHaveURL("/fr/merci/inscription/");

    const mail = await mailsTo(page, email);
    await expect(mail.locator("[data-subject]")).toHaveText("Confirmez votre recherche");
    const text = (await mail.locator("[data-text]").textContent()) ?? "";
    const confirm = new URL(/Confirmer ma recherche: (\S+)/.exec(text)![1]!);
    const manage = new URL(/Modifiez ou arrêtez votre recherche à tout moment : (\S+)/.exec(text)![1]!);

    await page.goto(confirm.pathname + confirm.search);
    await expect(page.getByRole("status").first()).toHaveText(
      "Votre recherche est confirmée : vous recevrez les biens correspondants par e-mail.",
    );
    await page.goto(manage.pathname + manage.search);
    await expect(page.getByText(`Votre recherche : ${email}`)).toBeVisible();
    await expect(
      page.getByRole("form", { name: "Tenez-moi informé" }).getByRole("checkbox", { name: "Maison" }),
    ).toBeChecked();
    await page.getByRole("button", { name: "Arrêter cette recherche" }).click();
    await expect(page.getByRole("status").filter({ hasText: "arrêtée" })).toHaveText(
      "Votre recherche est arrêtée : vous ne recevrez plus d'alertes.",
    );
  });
});

test.describe("Project, management and online valuation requests", () => {
  test("(en) a project question reaches the project's manager with the project named", async ({ page }) => {
    await page.goto("/en/projects/");
    await page.getByRole("link", { name: "Les Jardins de la Cambre" }).click();
    await page.getByRole("link", { name: "Ask about this project" }).first().click();
    const form = page.getByRole("form", { name: "Ask about this project" });
    const email = unique("nina");
    await form.getByRole("combobox", { name: "Title" }).selectOption("MS");
    await form.getByRole("textbox", { name: "First name" }).fill("Nina");
    await form.getByRole("textbox", { name: "Last name" }).fill("Verhoeven");
    await form.getByRole("textbox", { name: "E-mail address" }).fill(email);
    await form.getByRole("textbox", { name: "Phone number" }).fill("0499 12 34 56");
    await form.getByRole("checkbox", { name: /privacy statement/ }).check();
    await waitForCaptcha(form, "Verified: you are not a robot");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL("/en/thank-you/project/");
    const mails = await mailsTo(page, email);
    await expect(mails.locator("[data-subject]")).toHaveText("Your question about Les Jardins de la Cambre (PRJ-101)");
  });

  test("(de) the online valuation asks the property's address and a Belgian postal code", async ({ page }) => {
    await page.goto("/de/online-bewertung/");
    const form = page.getByRole("form", { name: "Online-Bewertung anfordern" });
    await form.getByRole("combobox", { name: "Art der Immobilie" }).selectOption("HOUSE");
    await form.getByRole("textbox", { name: "Postleitzahl" }).fill("47");
    await form.getByRole("button", { name: "Senden" }).click();
    await expect(form.getByText("Geben Sie die Adresse Ihrer Immobilie ein")).toBeVisible();
    await expect(form.getByText("Eine belgische Postleitzahl hat 4 Ziffern")).toBeVisible();
    await expect(form.getByRole("alert").first()).toHaveText("Die rot markierten Felder müssen überprüft werden.");
  });
});

test.describe("Purchase offer", () => {
  test("(en) a property for rent, a missing one or none cannot take an offer or an application: the page leads back to the list", async ({
    page,
  }) => {
    for (const query of ["?property=5", "?property=999999", "?property=abc", ""]) {
      await page.goto(`/en/purchase-offer/${query}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Make a purchase offer");
      await expect(page.getByText("Open this form from the page of a property for sale.")).toBeVisible();
      await expect(page.getByRole("link", { name: "All properties for sale" })).toHaveAttribute(
        "href",
        "/en/for-sale/",
      );
      await expect(page.getByRole("form")).toHaveCount(0);
    }
    await page.goto("/en/rental-application/?property=3");
    await expect(page.getByText("Open this form from the page of a property for rent.")).toBeVisible();
    await expect(page.getByRole("link", { name: "All properties for rent" })).toHaveAttribute("href", "/en/for-rent/");
    await expect(page.getByRole("form")).toHaveCount(0);
  });

  test("(nl) keeps what a visitor typed before the page became interactive, and then completes it", async ({
    page,
  }) => {
    // The page's scripts are held back while the visitor types into the server-drawn form.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/**", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/nl/bod-uitbrengen/?property=3", { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Een bod uitbrengen" });
    await form.getByRole("textbox", { name: "Geboden bedrag (€)" }).fill("480000");
    release();
    await expect(form.getByRole("textbox", { name: "Bedrag in letters" })).toHaveValue(
      "vierhonderdtachtigduizend euro",
    );
    await expect(form.getByRole("textbox", { name: "Geboden bedrag (€)" })).toHaveValue("480000");
  });

  test("(fr) writes the amount in words, shows the 10 % advance, checks the dates and reaches the manager", async ({
    page,
  }) => {
    await page.goto("/fr/a-vendre/?q=ATR-2003");
    await page
      .getByRole("region", { name: "Votre contact" })
      .getByRole("link", { name: "Faire une offre d'achat" })
      .click();
    await expect(
      page.getByRole("link", { name: /^Offre pour Villa 5 chambres avec piscine \(ATR-2003\)/ }),
    ).toBeVisible();
    const form = page.getByRole("form", { name: "Faire une offre d'achat" });
    await form.getByRole("textbox", { name: "Montant offert (€)" }).fill("1150000");
    await expect(form.getByRole("textbox", { name: "Montant en toutes lettres" })).toHaveValue(
      "un million cent cinquante mille euros",
    );
    await expect(form.getByRole("status").filter({ hasText: "acompte" })).toContainText(/115\s000\s€/);
    await form.getByRole("textbox", { name: "Offre valable à partir du" }).fill("2026-12-10");
    await form.getByRole("textbox", { name: "Offre valable jusqu'au" }).fill("2026-12-01");
    await form.getByRole("button", { name: "Suivant" }).click();
    await expect(form.getByText("La date de fin est incomplète ou non valide")).toBeVisible();
    await form.getByRole("textbox", { name: "Offre valable jusqu'au" }).fill("2026-12-24");
    await form.getByRole("button", { name: "Suivant" }).click();

    const email = unique("hugo");
    await form.getByRole("combobox", { name: "Civilité" }).selectOption("MR");
    await form.getByRole("textbox", { name: "Prénom", exact: true }).fill("Hugo");
    await form.getByRole("textbox", { name: "Nom", exact: true }).fill("Renard");
    await form.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
    await form.getByRole("textbox", { name: "Numéro de téléphone" }).fill("0470 55 66 77");
    await form.getByRole("textbox", { name: "Rue" }).fill("Rue Haute");
    await form.getByRole("textbox", { name: "Code postal" }).fill("1000");
    await form.getByRole("textbox", { name: "Commune" }).fill("Bruxelles");
    await form.getByRole("textbox", { name: "Prénom du second acheteur", exact: true }).fill("Léa");
    await form.getByRole("textbox", { name: "Nom du second acheteur", exact: true }).fill("Renard");
    await form.getByRole("button", { name: "Suivant" }).click();
    await form.getByRole("textbox", { name: "Fait à" }).fill("Bruxelles");
    await form.getByRole("checkbox", { name: /déclaration de confidentialité/ }).check();
    await waitForCaptcha(form, "Vérifié : vous n'êtes pas un robot");
    await form.getByRole("button", { name: "Envoyer mon offre" }).click();
    await expect(page).toHaveURL("/fr/merci/contactez-moi/");
    const mails = await mailsTo(page, email);
    await expect(mails.locator("[data-subject]")).toHaveText("Votre offre pour ATR-2003");
    await expect(mails.locator("[data-text]")).toContainText("un million cent cinquante mille euros");
    await expect(mails.locator("[data-text]")).toContainText("Léa Renard");
  });
});

test.describe("Files sent with a form", () => {
  test("(en) a job application refuses a disguised file, then keeps the real CV", async ({ page }) => {
    await page.goto("/en/the-agency/");
    const form = page.getByRole("form", { name: "Work with us" });
    const email = unique("sam");
    await form.getByRole("combobox", { name: "Title" }).selectOption("MR");
    await form.getByRole("textbox", { name: "First name" }).fill("Sam");
    await form.getByRole("textbox", { name: "Last name" }).fill("Peeters");
    await form.getByRole("textbox", { name: "E-mail address" }).fill(email);
    await form.getByRole("textbox", { name: "Phone number" }).fill("0486 11 22 33");
    await form.getByRole("checkbox", { name: /privacy statement/ }).check();
    const cv = form.getByLabel("Your CV (PDF or Word, 5 MB at most)");
    await cv.setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("#!/bin/sh\necho not a pdf"),
    });
    await waitForCaptcha(form, "Verified: you are not a robot");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByText("This kind of file is not accepted (PDF, Word, JPEG, PNG or WebP)")).toBeVisible();

    await cv.setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\nSam Peeters, estate agent"),
    });
    await waitForCaptcha(form, "Verified: you are not a robot");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL("/en/thank-you/contact-me/");
    const mails = await mailsTo(page, email);
    await expect(mails.locator("[data-subject]")).toHaveText("We have received your application");
  });

  test("(nl) a testimonial is thanked and waits for the agency's approval before it shows", async ({ page }) => {
    await page.goto("/nl/getuigenissen/");
    const form = page.getByRole("form", { name: "Deel uw ervaring" });
    const opinion = `Vlotte verkoop, altijd bereikbaar ${Date.now()}`;
    await form.getByRole("textbox", { name: "Uw naam zoals getoond" }).fill("Bart D.");
    await form.getByRole("textbox", { name: "E-mailadres" }).fill(unique("bart"));
    await form.getByRole("textbox", { name: /Over u/ }).fill("Verkocht een woning in Gent");
    await form.getByRole("textbox", { name: "Uw mening" }).fill(opinion);
    await form.getByRole("checkbox", { name: /privacyverklaring/ }).check();
    await waitForCaptcha(form, "Gecontroleerd: u bent geen robot");
    await form.getByRole("button", { name: "Versturen" }).click();
    await expect(page).toHaveURL("/nl/bedankt/getuigenis/");
    await page.goto("/nl/getuigenissen/");
    await expect(page.getByText(opinion)).toHaveCount(0);
  });
});

test.describe("Rental application", () => {
  test("(en) four steps and the four confirmations of spec §5, each required", async ({ page }) => {
    await page.goto("/en/for-rent/?q=ATR-2005");
    await page.getByRole("region", { name: "Your contact" }).getByRole("link", { name: "Apply to rent" }).click();
    const form = page.getByRole("form", { name: "Rental application" });
    await form.getByRole("textbox", { name: "Adults" }).fill("2");
    await form.getByRole("textbox", { name: "Children", exact: true }).fill("1");
    await form.getByRole("textbox", { name: "Ages of the children" }).fill("6");
    await form.getByRole("button", { name: "Next" }).click();
    await form.getByRole("textbox", { name: "Moving date" }).fill("2027-02-01");
    await form.getByRole("textbox", { name: "Net monthly income, person 1 (€)" }).fill("3900");
    await form.getByRole("textbox", { name: "Net monthly income, person 2 (€)" }).fill("2100");
    await form.getByRole("button", { name: "Next" }).click();
    const email = unique("kim");
    await form.getByRole("combobox", { name: "Title" }).selectOption("MS");
    await form.getByRole("textbox", { name: "First name" }).fill("Kim");
    await form.getByRole("textbox", { name: "Last name" }).fill("Vermeulen");
    await form.getByRole("textbox", { name: "E-mail address" }).fill(email);
    await form.getByRole("textbox", { name: "Phone number" }).fill("0489 44 55 66");
    await form.getByRole("button", { name: "Next" }).click();

    const income = form.getByRole("checkbox", { name: /^I have a minimum monthly income of \d+ euro, with proof$/ });
    await expect(income).toBeVisible();
    await expect(form.getByRole("checkbox", { name: /^We will be a maximum of \d+ persons$/ })).toBeVisible();
    await form.getByRole("checkbox", { name: /privacy statement/ }).check();
    await form.getByRole("button", { name: "Send my application" }).click();
    await expect(form.getByText("Please confirm each condition").first()).toBeVisible();

    await income.check();
    await form.getByRole("checkbox", { name: /^We will be a maximum of/ }).check();
    await form.getByRole("checkbox", { name: "I have read the description of the property" }).check();
    await form.getByRole("checkbox", { name: /^At signing I pay the first month's rent/ }).check();
    await waitForCaptcha(form, "Verified: you are not a robot");
    await form.getByRole("button", { name: "Send my application" }).click();
    await expect(page).toHaveURL("/en/thank-you/contact-me/");
    const mails = await mailsTo(page, email);
    await expect(mails.locator("[data-subject]")).toHaveText("Your application for ATR-2005");
    await expect(mails.locator("[data-text]")).toContainText("3 months' deposit");
  });
});

test.describe("Insurance proposal", () => {
  test("(nl) asks the cover and the home's address, then thanks", async ({ page }) => {
    await page.goto("/nl/beheer/");
    const form = page.getByRole("form", { name: "Vraag een verzekeringsvoorstel" });
    await form.getByRole("radio", { name: "Huurgarantie", exact: true }).check();
    await form.getByRole("radio", { name: "Huurder", exact: true }).check();
    await form.getByRole("button", { name: "Versturen" }).click();
    await expect(form.getByText("Adres is verplicht", { exact: true })).toBeVisible();
    const email = unique("ines");
    await form.getByRole("textbox", { name: "Straat" }).fill("Veldstraat");
    await form.getByRole("textbox", { name: "Nummer", exact: true }).fill("3");
    await form.getByRole("textbox", { name: "Postcode" }).fill("9000");
    await form.getByRole("textbox", { name: "Gemeente" }).fill("Gent");
    await form.getByRole("combobox", { name: "Aanspreking" }).selectOption("MS");
    await form.getByRole("textbox", { name: "Voornaam" }).fill("Ines");
    await form.getByRole("textbox", { name: "Naam", exact: true }).fill("Wouters");
    await form.getByRole("textbox", { name: "E-mailadres" }).fill(email);
    await form.getByRole("textbox", { name: "Telefoonnummer" }).fill("0471 22 33 44");
    await form.getByRole("checkbox", { name: /privacyverklaring/ }).check();
    await waitForCaptcha(form, "Gecontroleerd: u bent geen robot");
    await form.getByRole("button", { name: "Versturen" }).click();
    await expect(page).toHaveURL("/nl/bedankt/contacteer-mij/");
    const mails = await mailsTo(page, email);
    await expect(mails.locator("[data-subject]")).toHaveText("Uw aanvraag voor een verzekeringsvoorstel");
  });
});
