import type { Region } from "./region";

// The rental deposit of a home, capped by each region's law in months of rent and by the form the
// tenant gives it in. Spec §5 and §9 say three months: Flanders allows that whatever the form, Brussels
// and Wallonia only by bank guarantee (two months on a blocked account).

export const guaranteeForms = ["blockedAccount", "bankGuarantee"] as const;
export type GuaranteeForm = (typeof guaranteeForms)[number];

export interface DepositRule {
  region: Region;
  /** The most a landlord may ask, in months of rent, per form of guarantee. */
  months: Record<GuaranteeForm, number>;
  from: string;
  source: string;
}

export const depositRules: readonly DepositRule[] = [
  {
    region: "flanders",
    months: { blockedAccount: 3, bankGuarantee: 3 },
    from: "2019-01-01",
    source: "Vlaams Woninghuurdecreet van 9 november 2018, art. 37",
  },
  {
    region: "brussels",
    months: { blockedAccount: 2, bankGuarantee: 3 },
    from: "2018-01-01",
    source: "Code bruxellois du Logement, art. 248 (ordonnance du 27 juillet 2017)",
  },
  {
    region: "wallonia",
    months: { blockedAccount: 2, bankGuarantee: 3 },
    from: "2018-09-01",
    source: "Décret wallon du 15 mars 2018 relatif au bail d'habitation, art. 62",
  },
];

/** The most a landlord may ask as deposit for a home in the region, in months of rent. */
export function maximumDeposit(region: Region, form: GuaranteeForm): number {
  const rule = depositRules.find((r) => r.region === region);
  if (!rule) throw new Error(`No deposit rule for ${region}`);
  return rule.months[form];
}

export interface DepositTerm {
  /** The forms of guarantee this amount applies to (both when the law does not tell them apart). */
  forms: GuaranteeForm[];
  amount: number;
  /** The amount in months of rent, to two decimals. */
  months: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * What the tenant gives per form of guarantee: the deposit asked (the legal maximum when none is
 * given), never more than the region allows for that form. Forms with the same amount share one term.
 */
export function depositTerms(region: Region, rent: number, asked: number | null): DepositTerm[] {
  if (!(rent > 0)) return [];
  const terms: DepositTerm[] = [];
  for (const form of guaranteeForms) {
    const ceiling = maximumDeposit(region, form) * rent;
    const amount = cents(asked === null || asked < 0 ? ceiling : Math.min(asked, ceiling));
    const same = terms.find((t) => t.amount === amount);
    if (same) same.forms.push(form);
    else terms.push({ forms: [form], amount, months: cents(amount / rent) });
  }
  return terms;
}
