import { describe, expect, it } from "vitest";
import { streetNameProblems } from "@/lib/content-sync/street-check";

// Issue 44: a Brussels street named in one language shows so on the pages in the other. A published
// Brussels listing whose address is public and that has one name only is named to staff.

const josaphat = { zip: "1030", publishAddress: true, street: "Rue Josaphat", streetNl: null, streetFr: null };

describe("streetNameProblems", () => {
  it("names a Brussels listing with one street name, and what to add", () => {
    expect(streetNameProblems(josaphat)).toEqual([
      {
        field: "Street",
        problem:
          "Rue Josaphat is a Brussels street named in one language, which the pages in the other show as it is; give its Dutch name with `Site: streetNl` (or its French one with `Site: streetFr` when Street is Dutch)",
      },
    ]);
    expect(streetNameProblems({ ...josaphat, zip: "1210" })).toHaveLength(1);
  });

  it("is quiet once the other name is given, in either language", () => {
    expect(streetNameProblems({ ...josaphat, streetNl: "Josafatstraat" })).toEqual([]);
    expect(streetNameProblems({ ...josaphat, street: "Josafatstraat", streetFr: "Rue Josaphat" })).toEqual([]);
  });

  it("says nothing outside Brussels, of a hidden address, or of a listing without a street", () => {
    expect(streetNameProblems({ ...josaphat, zip: "3000", street: "Mechelsestraat" })).toEqual([]);
    expect(streetNameProblems({ ...josaphat, zip: "1300" })).toEqual([]);
    expect(streetNameProblems({ ...josaphat, publishAddress: false })).toEqual([]);
    expect(streetNameProblems({ ...josaphat, street: null })).toEqual([]);
  });
});
