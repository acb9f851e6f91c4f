import { describe, expect, it } from "vitest";
import { writeWarnings } from "@/lib/content-sync/write-warnings";

describe("the words staff read of a record written with something left out", () => {
  it("names each unknown manager, project and owner by the source's id, in the order the data layer met them", () => {
    const unlinked = [
      { kind: "manager", sourceId: 7 },
      { kind: "project", sourceId: 12 },
      { kind: "owner", sourceId: 40 },
    ] as const;
    expect(writeWarnings({ outcome: "added", id: 1, tags: [], unlinked: [...unlinked] })).toEqual([
      { field: "ManagerID", problem: "7 is not a member of staff the site knows; no contact person" },
      { field: "ProjectID", problem: "12 is not a project the site knows" },
      { field: "OwnerID", problem: "40 is not an owner the site knows; nobody follows it" },
    ]);
  });

  it("says when a team file's name and phone gave way to the member's users/ record, and nothing otherwise", () => {
    expect(writeWarnings({ outcome: "changed", id: 3, tags: [], personKept: true })).toEqual([
      {
        field: "firstName",
        problem: "the name and phone come from the member's users/ record; the file's are not used",
      },
    ]);
    expect(writeWarnings({ outcome: "unchanged", id: 3, tags: [], personKept: false, unlinked: [] })).toEqual([]);
  });
});
