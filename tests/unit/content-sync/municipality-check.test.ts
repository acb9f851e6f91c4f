import { describe, expect, it } from "vitest";
import { mapProperty, type CategoryChoice } from "@/lib/content-sync/mapping";
import { municipalityProblems } from "@/lib/content-sync/municipality-check";
import { propertyRecord, readRecord } from "@/lib/content-sync/records";

// What the sync tells staff of a published Belgian listing whose municipality the site cannot tell: the
// field to correct, why it matters, and how to name the municipality in the source they edit.

const categories: CategoryChoice[] = [{ id: 1, parentId: null, webId: 1, names: ["Residential"] }];

function listing(fields: Record<string, unknown>) {
  const read = readRecord(propertyRecord, {
    ID: 88,
    Ident: "ATR-8801",
    Goal: 0,
    Status: 1,
    WebID: 1,
    Title: { fr: "Maison" },
    Zip: "1050",
    City: "Ixelles",
    CountryID: 10,
    ...fields,
  });
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  const mapped = mapProperty(read.value, categories);
  if (!mapped.ok) throw new Error(JSON.stringify(mapped.problems));
  return mapped.value;
}

describe("municipalityProblems", () => {
  it("says nothing of a listing it places, of a Luxembourg one, or of one off the website", () => {
    expect(municipalityProblems(listing({}), "files")).toEqual([]);
    expect(municipalityProblems(listing({ Zip: "3010", City: "Kessel-Lo" }), "crm")).toEqual([]);
    expect(municipalityProblems(listing({ Zip: "4011", City: "Esch-sur-Alzette", CountryID: 50 }), "files")).toEqual(
      [],
    );
    expect(municipalityProblems(listing({ City: "Paris", Status: 9 }), "files")).toEqual([]);
  });

  it("names the town a shared postal code does not serve, the towns it does, and how to name the municipality", () => {
    expect(municipalityProblems(listing({ Zip: "1040", City: "Schaerbeek" }), "files")).toEqual([
      {
        field: "City",
        problem:
          'Schaerbeek is none of the towns of postal code 1040, which serves Bruxelles (21004), Etterbeek (21005), so its page shows no sale prices of its municipality; write the town as the post does, or name it in the file with `Site: municipality: "21005"` (its NIS code)',
      },
    ]);
    expect(municipalityProblems(listing({ Zip: "1050", City: "Paris" }), "crm")[0]?.problem).toMatch(
      /or name it in the CRM's NISCode \(its NIS code, e\.g\. 21005\)$/,
    );
  });

  it("names a postal code that is not Belgian", () => {
    expect(municipalityProblems(listing({ Zip: "1999" }), "crm")).toEqual([
      {
        field: "Zip",
        problem:
          "1999 is not a Belgian postal code, so its page shows no sale prices of its municipality; correct it, or name it in the CRM's NISCode (its NIS code, e.g. 21005)",
      },
    ]);
  });

  it("names the field that gave a code that is no municipality", () => {
    const problem = (fields: Record<string, unknown>) => municipalityProblems(listing(fields), "files")[0]?.field;
    expect(problem({ NISCode: "99999" })).toBe("NISCode");
    expect(problem({ NISCode: "21009", Site: { municipality: "11007" } })).toBe("Site.municipality");
    expect(municipalityProblems(listing({ NISCode: "11007" }), "crm")[0]?.problem).toBe(
      "11007 is not the NIS code of a Belgian municipality (Statbel's 565), so its page shows no sale prices of its municipality; correct it, or leave it out to find the municipality from Zip and City",
    );
  });
});
