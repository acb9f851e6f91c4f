import { expect, test } from "@playwright/test";
import { agencyCopiesFrom, thanksFrom, unique, mailsTo, waitForCaptcha } from "./support/forms";
import { holdScripts } from "./support";

// Project, management and online valuation requests; the purchase offer.

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
    // The summary names what to check: the phone too, since an agent calls to refine the estimate.
    const summary = form.getByRole("alert").filter({ hasText: "Bitte prüfen Sie" });
    await expect(summary.getByRole("link", { name: "Straße Ihrer Immobilie" })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Postleitzahl" })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Telefonnummer" })).toBeVisible();
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
    const release = await holdScripts(page);
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
    // Grouped as typed, the French way (a narrow no-break space).
    await expect(form.getByRole("textbox", { name: "Montant offert (€)" })).toHaveValue("1\u202f150\u202f000");
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
    await expect(page).toHaveURL(thanksFrom("/fr/merci/contactez-moi/", 3));
    const mails = await mailsTo(page, email);
    await expect(mails.locator("[data-subject]")).toHaveText("Votre offre pour ATR-2003");
    await expect(mails.locator("[data-text]")).not.toContainText("un million");
    const copy = agencyCopiesFrom(page, email).locator("[data-text]");
    await expect(copy).toContainText("un million cent cinquante mille euros");
    await expect(copy).toContainText("Léa Renard");
  });
});
