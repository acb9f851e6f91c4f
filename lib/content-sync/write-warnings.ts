import type { WriteOutcome } from "./outcome";
import type { FieldProblem } from "./records";

// What staff are told of a record written with something left out: what it names that the site does not know,
// or the file's name and phone a member's users/ record overrides, as the sync's decisions found them.

const unknown = {
  manager: { field: "ManagerID", problem: "is not a member of staff the site knows; no contact person" },
  project: { field: "ProjectID", problem: "is not a project the site knows" },
  owner: { field: "OwnerID", problem: "is not an owner the site knows; nobody follows it" },
} as const;

export function writeWarnings(result: Exclude<WriteOutcome, { outcome: "refused" }>): FieldProblem[] {
  const warnings: FieldProblem[] = (result.unlinked ?? []).map(({ kind, sourceId }) => ({
    field: unknown[kind].field,
    problem: `${sourceId} ${unknown[kind].problem}`,
  }));
  if (result.personKept) {
    warnings.push({
      field: "firstName",
      problem: "the name and phone come from the member's users/ record; the file's are not used",
    });
  }
  return warnings;
}
