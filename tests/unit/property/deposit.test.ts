import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { formatFact } from "@/components/property/facts";
import { homeDeposit, paymentConfirmation, paymentDeposit, withDepositTerms } from "@/lib/property/deposit";
import { groupFacts } from "@/lib/property/facts";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

const messages = { en, nl, fr, de } as const;
type Locale = keyof typeof messages;
const spaces = (text: string) => text.replace(/\u202f|\u00a0/g, " ");

/** A home for rent: Etterbeek's flat of the demo (ATR-2005) unless a case says otherwise. */
function rental(overrides: { zip?: string; typeWebId?: number; countryId?: number; deposit?: number | null } = {}) {
  return {
    goal: 1,
    typeWebId: overrides.typeWebId ?? 1,
    zip: overrides.zip ?? "1040",
    address: { countryId: overrides.countryId ?? 10 },
    price: 1350,
    prices: { monthlyRent: null, depositAmount: overrides.deposit === undefined ? 4050 : overrides.deposit },
  };
}

/** How the features' deposit row reads on the page. */
function depositRow(p: ReturnType<typeof rental>, locale: Locale) {
  const groups = withDepositTerms(groupFacts({ prices: p.prices }, ["prices"]), p);
  const fact = groups[0]!.facts.find((f) => f.field === "depositAmount")!;
  const t = createTranslator({ locale, messages: messages[locale], namespace: "Facts" });
  return spaces(formatFact(fact.value, t as unknown as Parameters<typeof formatFact>[1], locale));
}

describe("the deposit on a rental's page", () => {
  it.each([
    ["en", "€2,700 (2 months' rent) on a blocked account, or €4,050 (3 months' rent) by bank guarantee"],
    ["nl", "€ 2.700 (2 maanden huur) op een geblokkeerde rekening, of € 4.050 (3 maanden huur) via een bankwaarborg"],
    [
      "fr",
      "2 700 € (2 mois de loyer) sur un compte bloqué, ou 4 050 € (3 mois de loyer) sous forme de garantie bancaire",
    ],
    ["de", "2.700 € (2 Monatsmieten) auf einem Sperrkonto oder 4.050 € (3 Monatsmieten) als Bankgarantie"],
  ] as const)("in Brussels (%s): two months on a blocked account, three by bank guarantee", (locale, text) => {
    expect(depositRow(rental(), locale)).toBe(text);
  });

  it("in Wallonia too", () => {
    expect(depositRow(rental({ zip: "5000" }), "fr")).toMatch(/^2 700 € \(2 mois de loyer\) sur un compte bloqué/);
  });

  it.each([
    ["en", "€3,450 (3 months' rent), on a blocked account or by bank guarantee"],
    ["nl", "€ 3.450 (3 maanden huur), op een geblokkeerde rekening of via een bankwaarborg"],
    ["fr", "3 450 € (3 mois de loyer), sur un compte bloqué ou sous forme de garantie bancaire"],
    ["de", "3.450 € (3 Monatsmieten), auf einem Sperrkonto oder als Bankgarantie"],
  ] as const)("in Flanders (%s): the spec's three months, whatever the form", (locale, text) => {
    expect(depositRow({ ...rental({ zip: "9000", deposit: 3450 }), price: 1150 }, locale)).toBe(text);
  });

  it("leaves the amount as given where no region's cap applies: a shop, a home abroad", () => {
    for (const p of [rental({ typeWebId: 6 }), rental({ countryId: 50, zip: "1611" })]) {
      expect(withDepositTerms(groupFacts({ prices: p.prices }, ["prices"]), p)[0]!.facts).toEqual([
        { field: "depositAmount", value: { kind: "money", amount: 4050 } },
      ]);
      expect(homeDeposit(p)).toBeNull();
    }
  });

  it("states no deposit the listing does not give", () => {
    const p = rental({ deposit: null });
    expect(withDepositTerms(groupFacts({ prices: p.prices }, ["prices"]), p)).toEqual([]);
  });
});

describe("the rental application's payment confirmation", () => {
  const confirm = (p: ReturnType<typeof rental>, locale: Locale) => {
    const t = createTranslator({ locale, messages: messages[locale], namespace: "Rental" });
    const { key, values } = paymentConfirmation(paymentDeposit(p));
    return t(key, values);
  };

  it("keeps the spec's 3 months in Flanders", () => {
    const flemish = { ...rental({ zip: "9000", deposit: 3450 }), price: 1150 };
    expect(paymentDeposit(flemish)).toEqual({ kind: "months", months: 3 });
    expect(confirm(flemish, "en")).toBe(
      "At signing I pay the first month's rent, the first month's charges, my share of the inventory and a deposit of 3 months' rent",
    );
    expect(confirm(flemish, "nl")).toMatch(/plaatsbeschrijving en 3 maanden huurwaarborg$/);
    expect(confirm(flemish, "fr")).toMatch(/état des lieux et 3 mois de garantie locative$/);
    expect(confirm(flemish, "de")).toMatch(/Ortsbeschreibung und 3 Monatsmieten Mietkaution$/);
  });

  it.each([
    ["en", /the rental deposit: 2 months' rent on a blocked account, or 3 months' rent by bank guarantee$/],
    ["nl", /de huurwaarborg: 2 maanden huur op een geblokkeerde rekening, of 3 maanden huur via een bankwaarborg$/],
    [
      "fr",
      /la garantie locative\u00A0: 2 mois de loyer sur un compte bloqué, ou 3 mois de loyer sous forme de garantie bancaire$/,
    ],
    ["de", /die Mietkaution: 2 Monatsmieten auf einem Sperrkonto oder 3 Monatsmieten als Bankgarantie$/],
  ] as const)("in Brussels and Wallonia (%s), by form of guarantee", (locale, text) => {
    expect(confirm(rental(), locale)).toMatch(text);
    expect(confirm(rental({ zip: "1348" }), locale)).toMatch(text);
  });

  it("names the deposit asked where it is below the caps", () => {
    expect(paymentDeposit(rental({ deposit: 1350 }))).toEqual({ kind: "months", months: 1 });
    expect(confirm(rental({ deposit: 1350 }), "en")).toMatch(/and a deposit of 1 month's rent$/);
  });

  it("states the legal caps where the listing gives no deposit", () => {
    expect(paymentDeposit(rental({ deposit: null }))).toEqual({ kind: "byForm", blockedMonths: 2, guaranteeMonths: 3 });
    expect(paymentDeposit(rental({ zip: "2000", deposit: null }))).toEqual({ kind: "months", months: 3 });
  });

  it("states each region's rule where the postal code tells no region", () => {
    expect(paymentDeposit(rental({ zip: "0999" }))).toEqual({ kind: "perRegion" });
    expect(confirm(rental({ zip: "0999" }), "en")).toMatch(
      /3 months' rent in Flanders; in Brussels and Wallonia, 2 months' rent on a blocked account or 3 by bank guarantee$/,
    );
    expect(confirm(rental({ zip: "0999" }), "nl")).toMatch(/3 maanden huur in Vlaanderen; in Brussel en Wallonië 2/);
    expect(confirm(rental({ zip: "0999" }), "fr")).toMatch(
      /3 mois de loyer en Flandre\u202F; à Bruxelles et en Wallonie, 2/,
    );
    expect(confirm(rental({ zip: "0999" }), "de")).toMatch(/3 Monatsmieten in Flandern; in Brüssel und der Wallonie 2/);
  });

  it("keeps the deposit asked, or the spec's three months, where no region's cap applies", () => {
    expect(paymentDeposit(rental({ typeWebId: 2, deposit: 8100 }))).toEqual({ kind: "months", months: 6 });
    expect(paymentDeposit(rental({ countryId: 50, zip: "1611", deposit: null }))).toEqual({
      kind: "months",
      months: 3,
    });
  });
});
