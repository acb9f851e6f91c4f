import type { ConsistencyProblem } from "./records";

// A viager's figures, checked against one another: the page states what the buyer pays from them (the bouquet and
// the monthly annuity, lib/rules/asking-price.ts) and labels the price as the estimated value, so a record whose
// figures contradict each other would publish a wrong offer.

/** The `Site:` fields of a viager as the record gives them; undefined where the record leaves one out. */
export interface ViagerFacts {
  contractType?: string | null;
  viagerType?: string | null;
  viagerBouquet?: number | null;
  viagerMonthlyRent?: number | null;
  viagerSurvivorRent?: number | null;
  viagerHead1Age?: number | null;
}

const given = (n: number | null | undefined): n is number => typeof n === "number" && n > 0;

/** What contradicts itself in a viager record (a record that names no viager term and is no viager: nothing). */
export function viagerProblems(
  name: string,
  p: { goal: number; price: number | null; viager: ViagerFacts },
): ConsistencyProblem[] {
  const v = p.viager;
  const annuity = v.viagerType != null || given(v.viagerBouquet) || given(v.viagerMonthlyRent);
  if (v.contractType !== "LIFE_ANNUITY") {
    return annuity
      ? [
          {
            record: name,
            field: "Site.contractType",
            problem: `is ${v.contractType ?? "missing"}, while the record gives viager terms: LIFE_ANNUITY`,
          },
        ]
      : [];
  }
  const problems: ConsistencyProblem[] = [];
  const warn = (field: string, problem: string) => problems.push({ record: name, field, problem });
  if (p.goal !== 0) warn("Goal", `is ${p.goal}: a viager is a sale (Goal 0)`);
  if (!given(v.viagerBouquet) && !given(v.viagerMonthlyRent))
    warn("Site.viagerBouquet", "and Site.viagerMonthlyRent are both missing: the page cannot say what the buyer pays");
  if (given(v.viagerBouquet) && given(p.price) && v.viagerBouquet > p.price)
    warn("Site.viagerBouquet", `${v.viagerBouquet} is more than the estimated value (Price) ${p.price}`);
  if (given(v.viagerSurvivorRent) && given(v.viagerMonthlyRent) && v.viagerSurvivorRent > v.viagerMonthlyRent)
    warn("Site.viagerSurvivorRent", `${v.viagerSurvivorRent} is more than the monthly annuity ${v.viagerMonthlyRent}`);
  if (v.viagerType === "OCCUPIED" && !given(v.viagerHead1Age))
    warn("Site.viagerHead1Age", "is missing: an occupied viager names the age of the seller who stays");
  if (v.viagerType == null) warn("Site.viagerType", "is missing: OCCUPIED or FREE");
  return problems;
}
