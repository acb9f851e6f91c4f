import { municipalityName, resolveMunicipality } from "@/lib/market/municipality";
import type { MappedProperty } from "./mapping";
import type { FieldProblem } from "./records";

// A published Belgian listing whose municipality the site cannot tell shows no sale prices of its municipality
// (Statbel's figures are per municipality): the report says which field to correct, in staff's words.

const howToName = {
  files: 'name it in the file with `Site: municipality: "21005"` (its NIS code)',
  crm: "name it in the CRM's NISCode (its NIS code, e.g. 21005)",
};

export function municipalityProblems(listing: MappedProperty, source: "files" | "crm"): FieldProblem[] {
  const { columns, site } = listing;
  if (columns.status === "WITHDRAWN") return [];
  const resolved = resolveMunicipality(columns);
  if (!resolved || resolved.found) return [];
  const noFigures = "so its page shows no sale prices of its municipality";
  switch (resolved.reason) {
    case "unknown-code":
      return [
        {
          field: "municipalityCode" in site.columns ? "Site.municipality" : "NISCode",
          problem: `${resolved.code} is not the NIS code of a Belgian municipality (Statbel's 565), ${noFigures}; correct it, or leave it out to find the municipality from Zip and City`,
        },
      ];
    case "unknown-postal-code":
      return [
        {
          field: "Zip",
          problem: `${resolved.zip || "(empty)"} is not a Belgian postal code, ${noFigures}; correct it, or ${howToName[source]}`,
        },
      ];
    case "unknown-town": {
      const towns = resolved.candidates.map((code) => `${municipalityName(code, "fr")} (${code})`).join(", ");
      return [
        {
          field: "City",
          problem: `${resolved.city || "(empty)"} is none of the towns of postal code ${resolved.zip}, which serves ${towns}, ${noFigures}; write the town as the post does, or ${howToName[source]}`,
        },
      ];
    }
  }
}
