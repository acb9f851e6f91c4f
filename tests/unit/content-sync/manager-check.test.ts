import { describe, expect, it } from "vitest";
import { managerProblems } from "@/lib/content-sync/manager-check";
import { listingKind } from "@/lib/rules/listing-kind";

// Issue 44: a property for sale named "Elke Janssens, Rental Manager" as its contact. A team file says
// which listings a member handles (docs/content.md); the sync warns where a listing's contact is at the
// other desk. A viager, a project and a project's unit are sales.

const member = (handles: { sales: boolean; rentals: boolean }, fileKey: string | null = "elke-janssens") => ({
  firstName: "Elke",
  lastName: "Janssens",
  fileKey,
  handlesSales: handles.sales,
  handlesRentals: handles.rentals,
});
const rentalsOnly = member({ sales: false, rentals: true });
const salesOnly = member({ sales: true, rentals: false }, "pieter-vermeulen");
const both = member({ sales: true, rentals: true });

describe("listingKind", () => {
  it.each([
    [{ goal: 0, viager: false, inProject: false }, "sale"],
    [{ goal: 1, viager: false, inProject: false }, "rent"],
    [{ goal: 1, viager: true, inProject: false }, "sale"],
    [{ goal: 1, viager: false, inProject: true }, "sale"],
  ] as const)("%o is a %s", (listing, kind) => {
    expect(listingKind(listing)).toBe(kind);
  });
});

describe("managerProblems", () => {
  it("says nothing where the manager handles the listing's kind, or every kind", () => {
    expect(managerProblems({ kind: "sale", manager: salesOnly })).toEqual([]);
    expect(managerProblems({ kind: "rent", manager: rentalsOnly })).toEqual([]);
    expect(managerProblems({ kind: "sale", manager: both })).toEqual([]);
    expect(managerProblems({ kind: "rent", manager: both })).toEqual([]);
  });

  it("warns of a sale whose manager handles rentals only, naming the team file to change", () => {
    expect(managerProblems({ kind: "sale", manager: rentalsOnly })).toEqual([
      {
        field: "ManagerID",
        problem:
          "names Elke Janssens, who handles rentals only (team/elke-janssens.md: handles: [rent]), as the contact of a sale; name a member who handles sales, or add sale to their handles",
      },
    ]);
  });

  it("warns of a rental whose manager handles sales only", () => {
    const [problem] = managerProblems({ kind: "rent", manager: salesOnly });
    expect(problem?.problem).toMatch(
      /^names Elke Janssens, who handles sales only \(team\/pieter-vermeulen\.md: handles: \[sale\]\), as the contact of a rental; name a member who handles rentals,/,
    );
  });

  it("says their team file where the member has none of the folder's", () => {
    expect(
      managerProblems({ kind: "sale", manager: member({ sales: false, rentals: true }, null) })[0]?.problem,
    ).toContain("(their team file: handles: [rent])");
  });
});
