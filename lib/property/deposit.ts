import { isBelgian } from "@/lib/domain/country";
import { isForSale } from "@/lib/domain/goal";
import { depositTerms, maximumDeposit, type DepositTerm } from "@/lib/rules/deposit";
import { propertyTypeIcon } from "@/lib/rules/property-type";
import { regionOfZip, type Region } from "@/lib/rules/region";
import type { FactGroup } from "./facts";

// The rental deposit as a listing states it: per form of guarantee, within its region's cap (lib/rules/
// deposit.ts). The caps are the regions' residential-lease laws: a shop or office, or a home abroad,
// keeps the deposit the agency gives as it is.

export interface DepositSource {
  goal: number;
  typeWebId: number;
  zip: string;
  address: { countryId: number | null };
  price: number | null;
  prices: { monthlyRent: number | null; depositAmount: number | null };
}

const cents = (n: number) => Math.round(n * 100) / 100;
const rentOf = (p: DepositSource) => p.prices.monthlyRent ?? p.price;

/** A Belgian home for rent, whose deposit a region's residential-lease law caps. */
function isBelgianHomeToRent(p: DepositSource): boolean {
  return !isForSale(p.goal) && propertyTypeIcon(p.typeWebId) === "residential" && isBelgian(p.address.countryId);
}

export interface HomeDeposit {
  region: Region;
  terms: DepositTerm[];
}

/**
 * The deposit of a Belgian home for rent per form of guarantee: the amount the listing asks, within
 * what its region allows for each form. Null where no region's cap applies or there is no rent.
 */
export function homeDeposit(p: DepositSource): HomeDeposit | null {
  if (!isBelgianHomeToRent(p)) return null;
  const region = regionOfZip(p.zip);
  const rent = rentOf(p);
  if (!region || rent === null || !(rent > 0)) return null;
  return { region, terms: depositTerms(region, rent, p.prices.depositAmount) };
}

/** The features with the listing's deposit stated per form of guarantee, where its region caps it. */
export function withDepositTerms(groups: FactGroup[], p: DepositSource): FactGroup[] {
  const deposit = p.prices.depositAmount !== null ? homeDeposit(p) : null;
  if (!deposit) return groups;
  return groups.map((group) => ({
    ...group,
    facts: group.facts.map((fact) =>
      fact.field === "depositAmount" ? { ...fact, value: { kind: "deposit", terms: deposit.terms } } : fact,
    ),
  }));
}

/** What the rental application's payment confirmation says of the deposit (spec §5: "3 months deposit"). */
export type PaymentDeposit =
  /** One amount whatever the form of guarantee. */
  | { kind: "months"; months: number }
  | { kind: "byForm"; blockedMonths: number; guaranteeMonths: number }
  /** A Belgian home whose region its postal code does not tell: each region's rule, briefly. */
  | { kind: "perRegion" };

/** The months of rent the tenant confirms paying as deposit, by the property's region and form of guarantee. */
export function paymentDeposit(p: DepositSource): PaymentDeposit {
  const rent = rentOf(p);
  const asked = p.prices.depositAmount;
  if (isBelgianHomeToRent(p)) {
    const region = regionOfZip(p.zip);
    if (!region) return { kind: "perRegion" };
    const home = homeDeposit(p);
    const monthsFor = (form: DepositTerm["forms"][number]) =>
      home?.terms.find((t) => t.forms.includes(form))?.months ?? maximumDeposit(region, form);
    const blockedMonths = monthsFor("blockedAccount");
    const guaranteeMonths = monthsFor("bankGuarantee");
    return blockedMonths === guaranteeMonths
      ? { kind: "months", months: blockedMonths }
      : { kind: "byForm", blockedMonths, guaranteeMonths };
  }
  // No region's cap: the deposit asked, or the spec's three months.
  return { kind: "months", months: asked !== null && rent !== null && rent > 0 ? cents(asked / rent) : 3 };
}

export interface PaymentConfirmation {
  /** The message under `Rental`. */
  key: "confirmPayment" | "confirmPaymentByForm" | "confirmPaymentPerRegion";
  values: Record<string, number>;
}

/** The confirmation's message and values, the same in the form and in the agency's copy. */
export function paymentConfirmation(deposit: PaymentDeposit): PaymentConfirmation {
  switch (deposit.kind) {
    case "months":
      return { key: "confirmPayment", values: { months: deposit.months } };
    case "byForm":
      return {
        key: "confirmPaymentByForm",
        values: { blockedMonths: deposit.blockedMonths, guaranteeMonths: deposit.guaranteeMonths },
      };
    case "perRegion":
      return { key: "confirmPaymentPerRegion", values: {} };
  }
}
