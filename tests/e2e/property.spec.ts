import { expect, test, type Locator, type Page } from "@playwright/test";
import { seriousViolations, site } from "./support";

// The property detail page on the demo listings: a sale, a rent, a viager, a sold, a
// withdrawn and a missing property, in several languages.

/** Opens a listing the way a visitor who knows its reference does: typed in the list's search. */
async function openReference(page: Page, list: string, reference: string) {
  await page.goto(`${list}?q=${reference}`);
  await expect(page.getByText(reference, { exact: false }).first()).toBeVisible();
}

function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? "null");
}

test.describe("A property for sale (fr)", () => {
  test("shows its facts in groups, the EPC on the Brussels scale, SEO data and the manager", async ({
    page,
    request,
  }) => {
    await openReference(page, site.fr.forSale, "ATR-2003");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Villa 5 chambres avec piscine");
    await expect(page.locator("[data-price]")).toHaveText(/1\s250\s000\s€/);
    await expect(page.getByText("Avenue Orban 96, 1150 Woluwe-Saint-Pierre").first()).toBeVisible();

    // Fields of spec §3 grouped, with units and yes/no in French; empty fields are absent.
    const surfaces = page.locator('[data-group="surfaces"]');
    await expect(surfaces).toContainText("Surface habitable");
    await expect(surfaces).toContainText("290 m²");
    await expect(page.locator('[data-group="equipment"]')).toContainText("PiscineOui");
    await expect(page.locator('[data-group="mobiscore"] dt')).toHaveCount(7);
    // The PEB figures are Brussels' legal mentions, stated once.
    await expect(page.locator('[data-group="mentions"]')).toContainText("C- · 142 kWh/m² par an");
    await expect(page.locator('[data-group="mentions"]')).toContainText("kg CO₂/m² par an");
    await expect(page.getByText("Surface de bureaux")).toHaveCount(0);

    // The EPC picture for Belgium, on the scale of the zip code's region.
    await expect(page.getByRole("img", { name: "Label PEB C- sur l'échelle de Bruxelles" })).toBeVisible();
    // A C label: no renovation obligation.
    await expect(page.getByText("Obligation de rénovation")).toHaveCount(0);

    // Manager with the phone formatted (spec §5) and the requests of a listing on the market.
    const contact = page.getByRole("region", { name: "Votre contact" });
    await expect(contact.getByRole("link", { name: /^Appeler le \d{4} \d{2} \d{2} \d{2}$/ })).toBeVisible();
    await contact.getByRole("link", { name: "Demander une visite" }).click();
    await expect(
      page.getByRole("form", { name: "Se renseigner sur ce bien" }).getByRole("radio", { name: "Visiter le bien" }),
    ).toBeChecked();

    // What a crawler reads, as served.
    const html = await (await request.get(page.url())).text();
    const data = jsonLd(html);
    expect(data).toMatchObject({
      "@type": "RealEstateListing",
      offers: {
        "@type": "Offer",
        price: 1250000,
        priceCurrency: "EUR",
        businessFunction: "http://purl.org/goodrelations/v1#Sell",
      },
      about: { address: { streetAddress: "Avenue Orban 96", postalCode: "1150" }, numberOfBedrooms: 5 },
    });
    expect(data.image).toHaveLength(4);
    const { origin, pathname } = new URL(page.url());
    expect(html.includes(`<link rel="canonical" href="${origin}${pathname}"/>`), "canonical link").toBe(true);
    for (const lang of ["en", "nl", "fr", "de"]) expect(html).toContain(`hrefLang="${lang}"`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/media\/synced\/[0-9a-f]{64}\.webp"/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("opens the photos in a lightbox with keyboard navigation and a slideshow", async ({ page }) => {
    await openReference(page, site.fr.forSale, "ATR-2003");
    await page.getByRole("button", { name: "Agrandir la photo 2 sur 4" }).click();
    const viewer = page.getByRole("dialog", { name: "Visionneuse de photos" });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole("group", { name: "2 sur 4" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByRole("group", { name: "3 sur 4" })).toBeVisible();
    await expect(viewer.getByRole("button", { name: "Lancer le diaporama" })).toBeVisible();
    await expect(viewer.getByRole("button", { name: "Plein écran" })).toBeVisible();
    await expect(viewer.getByRole("button", { name: "Zoom avant" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
  });

  test("loads the video and the virtual tour only when asked", async ({ page }) => {
    const providers: string[] = [];
    await page.route(/youtube|matterport|vimeo|kuula/, (route) => {
      providers.push(route.request().url());
      return route.abort();
    });
    await openReference(page, site.fr.forSale, "ATR-2003");
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(providers).toEqual([]);

    await page.getByRole("button", { name: "Regarder la vidéo" }).click();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toBeVisible();
    await page.getByRole("button", { name: "Lancer la visite virtuelle" }).click();
    await expect(page.locator('iframe[src^="https://my.matterport.com/show/"]')).toBeVisible();
  });

  test("on a phone, the forms' code comes when the visitor nears them, keeping what was typed before", async ({
    page,
  }) => {
    // Whether React has taken over an element (it marks the elements it hydrated).
    const hydrated = (element: Locator) =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$")));
    await page.setViewportSize({ width: 390, height: 844 });
    await openReference(page, site.fr.forSale, "ATR-2003");
    await expect.poll(() => hydrated(page.getByRole("button", { name: "Agrandir la photo 1 sur 4" }))).toBe(true);
    const form = page.getByRole("form", { name: "Se renseigner sur ce bien" });
    const firstName = form.getByRole("textbox", { name: "Prénom" });
    expect(await hydrated(form)).toBe(false);
    await firstName.evaluate((input: HTMLInputElement) => (input.value = "Sophie"));

    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(form)).toBe(true);
    await expect(firstName).toHaveValue("Sophie");
    const address = page.url();
    await form.getByRole("button", { name: "Envoyer" }).click();
    await expect(form.getByRole("alert").getByRole("paragraph")).toHaveText(/^Veuillez vérifier ces \d+ champs\s:$/);
    expect(page.url()).toBe(address);
  });

  test("without JavaScript, says its forms need it and leads to the contact page, which works without", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/fr/property/1/");
    await expect(page.getByRole("form", { name: "Se renseigner sur ce bien" })).toBeHidden();
    await expect(page.getByText(/^Envoyer une demande depuis cette page nécessite JavaScript/)).toBeVisible();
    await page.getByRole("link", { name: "page de contact" }).click();
    await expect(page).toHaveURL("/fr/contact/");
    await expect(page.getByRole("form", { name: "Envoyez-nous un message" })).toBeVisible();
    await context.close();
  });

  test("prints as a brochure with the key figures, energy, agency contact and a QR code of the page", async ({
    page,
  }) => {
    await openReference(page, site.fr.forSale, "ATR-2003");
    const qr = page.locator("[data-print-qr]");
    await expect(qr).toBeHidden();
    await page.emulateMedia({ media: "print" });
    await expect(qr).toBeVisible();
    await expect(qr.locator("svg")).toBeVisible();
    await expect(qr).toContainText(new URL(page.url()).pathname);
    await expect(page.getByRole("heading", { name: "Chiffres clés" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Description" })).toBeVisible();
    await expect(page.getByRole("img", { name: /Label PEB/ })).toBeVisible();
    await expect(page.getByText("Brochure Atrium Immo")).toBeVisible();
    // Screen-only parts are left out: navigation, sharing, the map and the long feature lists.
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Partager ce bien" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Caractéristiques" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Situation" })).toBeHidden();
  });

  test("shares the page: copy, e-mail, WhatsApp, Facebook, LinkedIn and a friend", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openReference(page, site.fr.forSale, "ATR-2003");
    const share = page.getByRole("navigation", { name: "Partager ce bien" });
    const url = encodeURIComponent(page.url());
    await expect(share.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      new RegExp(`^https://wa.me/\\?text=.*${url.replace(/[.*+?^${}()|[\]\\%]/g, "\\$&")}`),
    );
    await expect(share.getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    await expect(share.getByRole("link", { name: "LinkedIn" })).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
    await expect(share.getByRole("link", { name: "Envoyer à un ami" })).toHaveAttribute("href", "#send-to-friend");
    await share.getByRole("button", { name: "Copier le lien" }).click();
    await expect(share.getByRole("button", { name: "Lien copié" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

test.describe("Other listings", () => {
  test("a rental (en) shows the rent, the deposit by region and form of guarantee, and no purchase-cost estimate", async ({
    page,
  }) => {
    await openReference(page, site.en.forRent, "ATR-2005");
    await expect(page.locator("[data-price]")).toContainText("/ month");
    // Etterbeek (Brussels): three months' rent only by bank guarantee, two on a blocked account.
    await expect(page.locator('[data-group="prices"]')).toContainText(
      "Rental deposit€2,700 (2 months' rent) on a blocked account, or €4,050 (3 months' rent) by bank guarantee",
    );
    await expect(page.locator('[data-group="availability"]')).toContainText("Main residence lease (9 years)");
    await expect(page.getByRole("region", { name: "What buying costs" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Book a viewing" })).toBeVisible();

    // Gent (Flanders): three months' rent whatever the form.
    await openReference(page, site.en.forRent, "ATR-2012");
    await expect(page.locator('[data-group="prices"]')).toContainText(
      "Rental deposit€3,450 (3 months' rent), on a blocked account or by bank guarantee",
    );
  });

  // Issue 44: "Rue Josaphat 218, 1030 Schaarbeek" on a Dutch page, and a sale whose contact was the rental manager.
  test("a Brussels sale (nl, fr) writes its street in the page's language and names a sales contact", async ({
    page,
    request,
  }) => {
    await openReference(page, site.nl.forSale, "ATR-2004");
    await expect(page.getByText("Josafatstraat 218, 1030 Schaarbeek").first()).toBeVisible();
    await expect(page.getByText("Rue Josaphat")).toHaveCount(0);
    const contact = page.getByRole("region", { name: "Uw contactpersoon" });
    await expect(contact).toContainText("Pieter Vermeulen");
    await expect(contact).toContainText("Verkoopadviseur");
    const dutch = jsonLd(await (await request.get(page.url())).text());
    expect(dutch.about.address).toMatchObject({ streetAddress: "Josafatstraat 218", addressLocality: "Schaarbeek" });

    await openReference(page, site.fr.forSale, "ATR-2004");
    await expect(page.getByText("Rue Josaphat 218, 1030 Schaerbeek").first()).toBeVisible();
    await expect(page.getByText("Josafatstraat")).toHaveCount(0);
    const french = jsonLd(await (await request.get(page.url())).text());
    expect(french.about.address).toMatchObject({ streetAddress: "Rue Josaphat 218" });
  });

  test("a viager (nl) shows its annuity terms and keeps the unpublished address private", async ({ page, request }) => {
    await openReference(page, site.nl.forSale, "ATR-2002");
    const viager = page.locator('[data-group="viager"]');
    await expect(viager).toContainText("Bewoond: de verkopers blijven er wonen");
    await expect(viager).toContainText("81 jaar, man");
    await expect(viager).toContainText("78 jaar, vrouw");
    await expect(viager).toContainText("€ 60.000");
    await expect(viager).toContainText("€ 950");
    await expect(viager).toContainText("Geïndexeerde renteJa");
    await expect(page.getByText("Bij benadering: het exacte adres krijgt u op aanvraag.")).toBeVisible();
    // PublishAddress false: only zip and city, in the page, its data and its structured data.
    const html = await (await request.get(page.url())).text();
    expect(html).not.toContain("Avenue de Fré");
    expect(html).not.toContain("50.8036");
    expect(jsonLd(html).about).not.toHaveProperty("geo");
    await expect(page.getByRole("link", { name: "Street View" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Routebeschrijving/ })).toBeVisible();
  });

  test("the renovation obligation (en, de) is Flanders': 5 years on a Flemish E or F, nothing in Brussels or Wallonia", async ({
    page,
  }) => {
    await openReference(page, site.en.forSale, "ATR-2018");
    await expect(page.getByRole("img", { name: "EPC label E on the Flanders scale" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Renovation obligation" })).toBeVisible();
    await expect(page.getByText(/in Flanders .* must renovate it to label D or better within 5 years/)).toBeVisible();
    await openReference(page, site.de.forSale, "ATR-2018");
    await expect(page.getByText(/in Flandern .* innerhalb von 5 Jahren/)).toBeVisible();
    await expect(page.getByText(/6 Jahren/)).toHaveCount(0);

    // A Brussels E (Schaerbeek) and a Walloon F (Mons): their regions' rules are not the Flemish one.
    for (const [reference, label] of [
      ["ATR-2004", "EPB label E on the Brussels scale"],
      ["ATR-2028", "EPB label F on the Wallonia scale"],
    ] as const) {
      await openReference(page, site.en.forSale, reference);
      await expect(page.getByRole("img", { name: label })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Renovation obligation" })).toHaveCount(0);
      await expect(page.getByText(/must renovate it to label D/)).toHaveCount(0);
    }
  });

  test("a sold property (de) keeps its page with a banner, no visit request, and similar offers", async ({ page }) => {
    await openReference(page, site.de.forSale, "ATR-2007");
    await expect(page.getByRole("status").filter({ hasText: site.de.sold })).toBeVisible();
    await expect(page.getByRole("link", { name: "Besichtigung anfragen" })).toHaveCount(0);
    const similar = page.getByRole("region", { name: "Ähnliche Immobilien" });
    await expect(similar.getByRole("article").first()).toBeVisible();
    expect(await similar.getByRole("article").count()).toBeLessThanOrEqual(6);
    await expect(similar).not.toContainText("ATR-2007");
  });

  test("a property that does not exist answers 404 'Property Not Found' with a search (nl)", async ({ page }) => {
    const response = await page.goto("/nl/te-koop/gent/bestaat-niet/999999/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pand niet gevonden");
    await expect(page.getByRole("main").getByRole("search")).toBeVisible();
  });

  test("a withdrawn property answers 410 with similar offers (en)", async ({ page }) => {
    const response = await page.goto("/en/property/35/");
    expect(response?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This property is no longer offered");
    await expect(page.getByText("The owner has withdrawn property ATR-2035 from the market.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Similar properties" }).getByRole("article").first()).toBeVisible();
  });
});
