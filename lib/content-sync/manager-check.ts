import type { ManagedListing } from "@/lib/rules/listing-kind";
import type { FieldProblem } from "./records";

// A listing names its manager as its contact person; a team file says which listings a member handles
// (`handles: [sale, rent]`, every kind when left out; the CRM has no role). A sale whose contact handles
// rentals only, or a rental whose contact handles sales only, sends visitors to the wrong desk: the sync
// warns. A viager is a sale, and so is a new-build project and each of its units.

const words = { sale: { one: "a sale", all: "sales" }, rent: { one: "a rental", all: "rentals" } } as const;

export function managerProblems({ kind, manager }: ManagedListing): FieldProblem[] {
  const handles = kind === "sale" ? manager.handlesSales : manager.handlesRentals;
  if (handles) return [];
  const other = kind === "sale" ? "rent" : "sale";
  const file = manager.fileKey ? `team/${manager.fileKey}.md` : "their team file";
  return [
    {
      field: "ManagerID",
      problem: `names ${manager.firstName} ${manager.lastName}, who handles ${words[other].all} only (${file}: handles: [${other}]), as the contact of ${words[kind].one}; name a member who handles ${words[kind].all}, or add ${kind} to their handles`,
    },
  ];
}
