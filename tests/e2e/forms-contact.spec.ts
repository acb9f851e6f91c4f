import { expect, test } from "@playwright/test";
import { agencyCopiesFrom, thanksFrom, unique, mailsTo, waitForCaptcha } from "./support/forms";
import { redrawnFields, recordRedraws } from "./support/redraws";
import { holdScripts } from "./support";

// Contact form, visit and information requests, send to a friend.

test.describe("Contact form", () => {
  test("(nl) marks missing fields, refuses a wrong e-mail in Dutch, then thanks and confirms by mail", async ({
    page,
  }) => {
    await page.goto("/nl/contact/");
    const form = page.getByRole("form", { name: "Stuur ons een bericht" });
    await form.getByRole("button", { name: "Versturen" }).click();
    // Above the button, the summary names each field to check (the phone is not one: a message needs none).
    const summary = form.getByRole("alert");
    await expect(summary.getByRole("paragraph")).toHaveText("Kijk deze 6 velden na:");
    await expect(summary.getByRole("link")).toHaveText([
      "Aanspreking",
      "Voornaam",
      "Naam",
      "E-mailadres",
      "Uw bericht",
      "Ik heb de privacyverklaring gelezen en ga ermee akkoord",
    ]);
    const box = async (locator: typeof summary) => (await locator.boundingBox())!;
    expect((await box(summary)).y).toBeLessThan((await box(form.getByRole("button", { name: "Versturen" }))).y);
    await expect(form.getByRole("combobox", { name: "Aanspreking" })).toBeFocused();
    await summary.getByRole("link", { name: "Uw bericht" }).click();
    await expect(form.getByRole("textbox", { name: "Uw bericht" })).toBeFocused();
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
    // Nobody has confirmed the address typed: the confirmation says what was received and repeats nothing typed.
    await expect(mine.locator("[data-text]")).toContainText("Goeiedag,");
    await expect(mine.locator("[data-text]")).toContainText("Formulier: contactbericht");
    for (const typed of ["Peeters", "0475", "Gent", "13:00"]) {
      await expect(mine.locator("[data-text]")).not.toContainText(typed);
    }
    // The agency's copy, in the agency's language (French here), holds it all and answers to the visitor.
    const copy = agencyCopiesFrom(page, email).filter({
      hasText: "Nouveau formulaire (message de contact) envoyé par An Peeters",
    });
    await expect(copy).toHaveCount(1);
    await expect(copy.locator("[data-text]")).toContainText("0475 12 34 56");
    await expect(copy.locator("[data-text]")).toContainText("Ik zoek een appartement in Gent.");
    await expect(copy.locator("[data-text]")).toContainText("13 h – 16 h");
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
    // The server's summary names the fields too, each a link to its box.
    const summary = page.getByRole("alert").filter({ hasText: "Please check" });
    await expect(summary.getByRole("paragraph")).toHaveText("Please check these 5 fields:");
    const link = summary.getByRole("link", { name: "E-mail address" });
    const id = await form.getByRole("textbox", { name: "E-mail address" }).getAttribute("id");
    await expect(link).toHaveAttribute("href", `#${id}`);
    await expect(page.getByText("E-mail address is not valid")).toBeVisible();
    await expect(page.getByText("Last name is required")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Tom");
    await context.close();
  });

  test("(en) sent before the page is interactive: the server's messages show, then the browser's checks take over", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/en/contact/", { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("textbox", { name: "First name" }).fill("Tom");
    await form.getByRole("textbox", { name: "E-mail address" }).fill("tom@");
    const posted = page.waitForResponse((r) => r.request().method() === "POST");
    await form.getByRole("button", { name: "Send" }).click();
    expect((await posted).status()).toBe(200);
    await expect(form.getByRole("alert").getByRole("paragraph")).toHaveText("Please check these 5 fields:");
    await expect(form.getByText("E-mail address is not valid")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "First name" })).toHaveValue("Tom");

    release();
    // The check starts once the page is interactive and its box in view.
    await form.locator("[data-captcha]").scrollIntoViewIfNeeded();
    await waitForCaptcha(form, "Verified: you are not a robot");
    const posts: string[] = [];
    page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
    await form.getByRole("textbox", { name: "E-mail address" }).fill("tom@example.be");
    await form.getByRole("textbox", { name: "Last name" }).fill("Claes");
    await form.getByRole("button", { name: "Send" }).click();
    // The server's messages became the browser's: the corrected fields lose theirs, the others keep them.
    const summary = form.getByRole("alert");
    await expect(summary.getByRole("paragraph")).toHaveText("Please check these 3 fields:");
    await expect(summary.getByRole("link")).toHaveText(["Title", "Your message", /privacy statement/]);
    await expect(form.getByText("E-mail address is not valid")).toHaveCount(0);
    await expect(form.getByText("Last name is required")).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test("(en) once the page is interactive no field is drawn again, until its own message changes", async ({ page }) => {
    // Drawing every field again as the page became interactive kept a phone busy for a tenth of a second
    // (docs/performance.md, Lighthouse).
    await recordRedraws(page);
    await page.goto("/en/contact/");
    const form = page.getByRole("form", { name: "Send us a message" });
    // The check starts once the page is interactive and its box in view, and ends well after.
    await form.locator("[data-captcha]").scrollIntoViewIfNeeded();
    await waitForCaptcha(form, "Verified: you are not a robot");
    expect(await page.evaluate(() => window.commits)).toBeGreaterThan(1);
    expect(await redrawnFields(page, "Send us a message")).toEqual([]);

    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByText("Last name is required")).toBeVisible();
    expect(await redrawnFields(page, "Send us a message")).toContain("Last name");
  });
});

test.describe("Contact without a phone", () => {
  test("(en) a message needs an e-mail address, not a phone number, and is sent without one", async ({ page }) => {
    await page.goto("/en/contact/");
    const form = page.getByRole("form", { name: "Send us a message" });
    const phone = form.getByRole("textbox", { name: "Phone number" });
    await expect(phone).not.toHaveAttribute("aria-required", "true");
    await expect(form.getByText("Phone number *")).toHaveCount(0);
    // A neutral title is offered, and Miss no longer is.
    const title = form.getByRole("combobox", { name: "Title" });
    await expect(title.getByRole("option")).toHaveText(["Choose…", "Mr", "Ms", "No title"]);

    const email = unique("sam");
    await title.selectOption("NONE");
    await form.getByRole("textbox", { name: "First name" }).fill("Sam");
    await form.getByRole("textbox", { name: "Last name" }).fill("Janssens");
    await form.getByRole("textbox", { name: "E-mail address" }).fill(email);
    await form.getByRole("textbox", { name: "Your message" }).fill("Do you sell flats in Leuven?");
    await form.getByRole("checkbox", { name: /privacy statement/ }).check();
    await waitForCaptcha(form, "Verified: you are not a robot");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL("/en/thank-you/contact/");
    // The agency's copy (in French, the agency's language) names the visitor without a title.
    await mailsTo(page, email);
    const copy = agencyCopiesFrom(page, email).locator("[data-text]");
    await expect(copy).toContainText("Nom : Sam Janssens");
    await expect(copy).not.toContainText("Pas de civilité");
    await expect(copy).toContainText("Do you sell flats in Leuven?");
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
    // The contact person calls to agree on a time: the phone is required for a visit, not for a question.
    const phone = form.getByRole("textbox", { name: "Numéro de téléphone" });
    await expect(phone).toHaveAttribute("aria-required", "true");
    await form.getByRole("radio", { name: "Plus d'informations" }).check();
    await expect(phone).not.toHaveAttribute("aria-required", "true");
    await form.getByRole("radio", { name: "Visiter le bien" }).check();
    await expect(phone).toHaveAttribute("aria-required", "true");
    const email = unique("claire");
    await form.getByRole("combobox", { name: "Civilité" }).selectOption("MS");
    await form.getByRole("textbox", { name: "Prénom" }).fill("Claire");
    await form.getByRole("textbox", { name: "Nom", exact: true }).fill("Dubois");
    await form.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
    await form.getByRole("textbox", { name: "Numéro de téléphone" }).fill("02 640 12 34");
    await form.getByRole("checkbox", { name: /déclaration de confidentialité/ }).check();
    await waitForCaptcha(form, "Vérifié : vous n'êtes pas un robot");
    await form.getByRole("button", { name: "Envoyer" }).click();
    await expect(page).toHaveURL(thanksFrom("/fr/merci/contactez-moi/", 3));
    await expect(page.getByRole("status")).toContainText("Merci pour votre demande.");

    const mine = await mailsTo(page, email);
    await expect(mine.locator("[data-subject]")).toHaveText("Votre demande de visite pour ATR-2003");
    await expect(mine.locator("[data-text]")).toContainText("/fr/a-vendre/woluwe-saint-pierre/");
    const copy = page
      .locator("[data-mail]")
      .filter({ hasText: email })
      .filter({ hasText: "Nouveau formulaire (demande de visite) envoyé par Claire Dubois" });
    await expect(copy.locator("[data-subject]")).toContainText("ATR-2003");
  });

  test("(de) a sold property offers information only, and sending to a friend sends a fixed mail", async ({ page }) => {
    await page.goto("/de/zu-verkaufen/?q=ATR-2007");
    const request = page.getByRole("form", { name: "Anfrage zu dieser Immobilie" });
    await expect(request.getByRole("radio")).toHaveCount(0);

    const friend = page.getByRole("form", { name: "Diese Immobilie an einen Freund senden" });
    // Nothing to write to the friend: their address, and the sender's first name and address.
    await expect(friend.getByRole("textbox")).toHaveCount(3);
    const friendEmail = unique("freund");
    const sender = unique("lena");
    await friend.getByRole("textbox", { name: "E-Mail-Adresse Ihres Freundes" }).fill("jonas@");
    await friend.getByRole("textbox", { name: "Vorname", exact: true }).fill("Lena www.billig.example");
    await friend.getByRole("textbox", { name: "E-Mail-Adresse", exact: true }).fill(sender);
    await friend.getByRole("checkbox", { name: /Datenschutzerklärung/ }).check();
    // The browser checks the form once its code is there (it comes as the form nears the screen).
    await waitForCaptcha(friend, "Geprüft: Sie sind kein Roboter");
    await friend.getByRole("button", { name: "Senden" }).click();
    await expect(friend.getByText("Die E-Mail-Adresse Ihres Freundes fehlt oder ist ungültig")).toBeVisible();
    await expect(friend.getByText(/^Ein Vorname besteht nur aus Buchstaben/)).toBeVisible();

    await friend.getByRole("textbox", { name: "E-Mail-Adresse Ihres Freundes" }).fill(friendEmail);
    await friend.getByRole("textbox", { name: "Vorname", exact: true }).fill("Lena");
    await waitForCaptcha(friend, "Geprüft: Sie sind kein Roboter");
    await friend.getByRole("button", { name: "Senden" }).click();
    await expect(page).toHaveURL(thanksFrom("/de/danke/weiterempfehlen/", 7));
    const mails = await mailsTo(page, friendEmail);
    await expect(mails).toHaveCount(1);
    await expect(mails.locator("[data-subject]")).toHaveText(/^Eine Immobilie für Sie: .+ \(ATR-2007\)$/);
    await expect(mails.locator("[data-text]")).toContainText("Guten Tag,");
    await expect(mails.locator("[data-text]")).toContainText("Lena hat diese Immobilie auf");
    await expect(mails.locator("[data-text]")).not.toContainText(sender);
    // The sender gets nothing; the agency's copy names both addresses.
    await expect(await mailsTo(page, sender)).toHaveCount(0);
    await expect(agencyCopiesFrom(page, sender).locator("[data-text]")).toContainText(friendEmail);
  });
});
