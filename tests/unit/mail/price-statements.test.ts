import { describe, expect, it } from "vitest";
import { searchDigestMail } from "@/lib/mail/templates/search-digest";
import { watchAlertMail } from "@/lib/mail/templates/watch-alert";
import type { PriceTerms } from "@/lib/rules/asking-price";

// Issue 42: the mails state a price as the pages do: a new build's before VAT, a viager's bouquet and annuity,
// a rent per month with its charges.

const NBSP = "\u00a0";
const NNBSP = "\u202f";
const none: PriceTerms = { vatRegime: null, viager: null, chargesRenter: null };
const texts = [{ locale: "fr", slug: "bien", title: "Le bien" }];
const item = (goal: number, price: number, priceTerms: PriceTerms) => ({
  propertyId: 1,
  goal,
  reference: "ATR-2001",
  zip: "1050",
  city: "Ixelles",
  citySlug: "ixelles",
  available: true,
  price,
  priceTerms,
  texts,
});
const digest = (items: ReturnType<typeof item>[]) =>
  searchDigestMail({ searchId: 1, email: "a@example.be", locale: "fr", firstName: null, items }, "fr", "token")!.text;

describe("the daily digest of a standing search", () => {
  it("says a new build's price is before VAT, and a rent's period and charges", () => {
    expect(digest([item(0, 465_000, { ...none, vatRegime: "VAT_21" })])).toContain(`465${NNBSP}000${NBSP}€ hors TVA`);
    expect(digest([item(1, 2_400, { ...none, chargesRenter: 180 })])).toContain(
      `2${NNBSP}400${NBSP}€${NBSP}/${NBSP}mois + 180${NBSP}€ de charges${NBSP}/${NBSP}mois`,
    );
  });

  it("gives a viager's bouquet and annuity, not its estimated value", () => {
    const viager = { bouquet: 60_000, monthlyRent: 950, indexed: true, maxDurationYears: null };
    const text = digest([item(0, 520_000, { ...none, viager })]);
    expect(text).toContain(`Bouquet 60${NNBSP}000${NBSP}€ + 950${NBSP}€${NBSP}/${NBSP}mois (rente indexée)`);
    expect(text).not.toContain(`520${NNBSP}000`);
  });
});

describe("a watcher's mail", () => {
  it("states the price in Dutch as the page does", () => {
    const property = { id: 1, goal: 0, reference: "ATR-2001", citySlug: "elsene", texts };
    const alert = {
      event: "option" as const,
      property,
      price: 465_000,
      before: null,
      priceTerms: { ...none, vatRegime: "VAT_21" as const },
    };
    const mail = watchAlertMail("a@example.be", "nl", alert, { stop: "s", all: "a" });
    expect(mail.text).toContain(`€${NBSP}465.000 excl. btw`);
  });
});
