import type { Region } from "./region";

// What buying a home costs on top of its price in Belgium: registration duties (or VAT for a new
// build), the notary's fee on the legal scale with VAT, and the notary's fixed costs. One table per
// rate, with its legal source and the date it applies from, so a rate change is one line.

export interface DutyRate {
  region: Region;
  onlyOwnHome: number;
  otherwise: number;
  /** Brussels: the first euros of the price are free of duties for an only own home up to a price. */
  abatement?: { amount: number; maxPrice: number };
  from: string;
  source: string;
}

export const registrationDuties: readonly DutyRate[] = [
  {
    region: "flanders",
    onlyOwnHome: 0.02,
    otherwise: 0.12,
    from: "2025-01-01",
    source: "Vlaamse Codex Fiscaliteit, art. 2.9.4.2.3 (enige eigen woning)",
  },
  {
    region: "wallonia",
    onlyOwnHome: 0.03,
    otherwise: 0.125,
    from: "2025-01-01",
    source: "Code des droits d’enregistrement (Région wallonne), taux de l’habitation propre et unique",
  },
  {
    region: "brussels",
    onlyOwnHome: 0.125,
    otherwise: 0.125,
    abatement: { amount: 200_000, maxPrice: 600_000 },
    from: "2023-01-01",
    source: "Code des droits d’enregistrement (Région de Bruxelles-Capitale), art. 46bis (abattement)",
  },
];

/** The notary's fee on a sale, by slice of the price: Royal Decree of 16 December 1950, annex, table A. */
export const notaryScale: readonly { upTo: number; rate: number }[] = [
  { upTo: 7_500, rate: 0.0456 },
  { upTo: 17_500, rate: 0.0285 },
  { upTo: 30_000, rate: 0.0228 },
  { upTo: 45_495, rate: 0.0171 },
  { upTo: 64_095, rate: 0.0114 },
  { upTo: 250_095, rate: 0.0057 },
  { upTo: Infinity, rate: 0.00057 },
];

export const VAT_RATE = 0.21; // Belgian standard VAT: on the notary's fee and on a new build
/** The notary's office costs, searches and filing fees of a typical sale deed, before VAT. */
export const NOTARY_FIXED_COSTS = 1_100;

export interface PurchaseCostInput {
  price: number;
  region: Region;
  onlyOwnHome: boolean;
  /** A new build bought with VAT: VAT on the building (21 % unless its regime says 6 %), duties only on the land's share. */
  newBuild?: { landShare: number; vatRate?: number };
}

export interface PurchaseCosts {
  duties: number;
  vat: number;
  notaryFee: number;
  notaryVat: number;
  notaryFixed: number;
  total: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

export function notaryFee(price: number): number {
  let fee = 0;
  let lower = 0;
  for (const { upTo, rate } of notaryScale) {
    if (price <= lower) break;
    fee += (Math.min(price, upTo) - lower) * rate;
    lower = upTo;
  }
  return cents(fee);
}

export function registrationDuty(price: number, region: Region, onlyOwnHome: boolean): number {
  const rate = registrationDuties.find((r) => r.region === region)!;
  let taxable = price;
  if (onlyOwnHome && rate.abatement && price <= rate.abatement.maxPrice)
    taxable = Math.max(0, price - rate.abatement.amount);
  return cents(taxable * (onlyOwnHome ? rate.onlyOwnHome : rate.otherwise));
}

/** The costs of buying at `price`, rounded to the cent. Throws nothing: a price that is not a positive number costs 0. */
export function purchaseCosts(input: PurchaseCostInput): PurchaseCosts {
  const price = Number.isFinite(input.price) && input.price > 0 ? input.price : 0;
  const land = input.newBuild ? price * Math.min(Math.max(input.newBuild.landShare, 0), 1) : price;
  const duties = price ? registrationDuty(land, input.region, input.onlyOwnHome) : 0;
  const vat = input.newBuild ? cents((price - land) * (input.newBuild.vatRate ?? VAT_RATE)) : 0;
  const fee = price ? notaryFee(price) : 0;
  const notaryFixed = price ? NOTARY_FIXED_COSTS : 0;
  const notaryVat = cents((fee + notaryFixed) * VAT_RATE);
  return {
    duties,
    vat,
    notaryFee: fee,
    notaryVat,
    notaryFixed,
    total: cents(duties + vat + fee + notaryVat + notaryFixed),
  };
}
