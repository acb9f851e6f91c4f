import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { strToU8, zipSync } from "fflate";
import sharp from "sharp";
import { docx, photoWithLocation } from "../support/files";
import { agencyCopiesFrom, thanksFrom, unique, mailsTo, waitForCaptcha } from "./support/forms";

/** Where the e2e server keeps uploads (playwright.config.ts). */
const uploadDir = ".data/e2e-uploads";
const storedFiles = () => (fs.existsSync(uploadDir) ? fs.readdirSync(uploadDir) : []);

// Files sent with a form, the rental application, the insurance proposal.

test.describe("Files sent with a form", () => {
  test("(en) a job application refuses a zip dressed as Word, then keeps the real CV", async ({ page }) => {
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
    // A zip that holds the names Word's parts have, but not the parts.
    const lookAlike = zipSync({ "readme.txt": strToU8("[Content_Types].xml word/document.xml") });
    await cv.setInputFiles({
      name: "cv.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: Buffer.from(lookAlike),
    });
    await waitForCaptcha(form, "Verified: you are not a robot");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByText("This kind of file is not accepted (PDF, Word, JPEG, PNG or WebP)")).toBeVisible();

    await cv.setInputFiles({
      name: "cv.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: docx(),
    });
    await waitForCaptcha(form, "Verified: you are not a robot");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL("/en/thank-you/contact-me/");
    const mails = await mailsTo(page, email);
    await expect(mails.locator("[data-subject]")).toHaveText("We have received your application");
  });

  test("(nl) a testimonial keeps its photo without EXIF and waits for approval before it shows", async ({ page }) => {
    await page.goto("/nl/getuigenissen/");
    const form = page.getByRole("form", { name: "Deel uw ervaring" });
    const opinion = `Vlotte verkoop, altijd bereikbaar ${Date.now()}`;
    await form.getByRole("textbox", { name: "Uw naam zoals getoond" }).fill("Bart D.");
    await form.getByRole("textbox", { name: "E-mailadres" }).fill(unique("bart"));
    await form.getByRole("textbox", { name: /Over u/ }).fill("Verkocht een woning in Gent");
    await form.getByRole("textbox", { name: "Uw mening" }).fill(opinion);
    await form.getByLabel("Uw foto (JPEG, PNG of WebP, optioneel)").setInputFiles({
      name: "bart.jpg",
      mimeType: "image/jpeg",
      buffer: await photoWithLocation(),
    });
    await form.getByRole("checkbox", { name: /privacyverklaring/ }).check();
    const before = new Set(storedFiles());
    await waitForCaptcha(form, "Gecontroleerd: u bent geen robot");
    await form.getByRole("button", { name: "Versturen" }).click();
    await expect(page).toHaveURL("/nl/bedankt/getuigenis/");
    const added = storedFiles().filter((name) => !before.has(name) && name.endsWith(".jpg"));
    expect(added).toHaveLength(1);
    const photo = await sharp(path.join(uploadDir, added[0]!)).metadata();
    expect(photo.format).toBe("jpeg");
    expect(photo.exif).toBeUndefined();
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

    const income = form.getByRole("checkbox", { name: /^I have a minimum monthly income of €\d[\d,]*, with proof$/ });
    await expect(income).toBeVisible();
    await expect(form.getByRole("checkbox", { name: /^We will be a maximum of \d+ persons$/ })).toBeVisible();
    await form.getByRole("checkbox", { name: /privacy statement/ }).check();
    await form.getByRole("button", { name: "Send my application" }).click();
    await expect(form.getByText("Please confirm each condition").first()).toBeVisible();

    await income.check();
    await form.getByRole("checkbox", { name: /^We will be a maximum of/ }).check();
    await form.getByRole("checkbox", { name: "I have read the description of the property" }).check();
    // ATR-2005 is in Etterbeek: a Brussels deposit, by form of guarantee.
    await form
      .getByRole("checkbox", {
        name: /^At signing I pay the first month's rent.* the rental deposit: 2 months' rent on a blocked account, or 3 months' rent by bank guarantee$/,
      })
      .check();
    await waitForCaptcha(form, "Verified: you are not a robot");
    await form.getByRole("button", { name: "Send my application" }).click();
    await expect(page).toHaveURL(thanksFrom("/en/thank-you/contact-me/", 5));
    const mails = await mailsTo(page, email);
    await expect(mails.locator("[data-subject]")).toHaveText("Your application for ATR-2005");
    await expect(mails.locator("[data-text]")).toContainText("Form: rental application");
    await expect(agencyCopiesFrom(page, email).locator("[data-text]")).toContainText(
      "la garantie locative : 2 mois de loyer sur un compte bloqué, ou 3 mois de loyer sous forme de garantie bancaire",
    );
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
