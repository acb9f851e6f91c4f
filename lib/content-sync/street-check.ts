import { regionOfZip } from "@/lib/rules/region";
import type { FieldProblem } from "./records";

// Brussels streets have a French and a Dutch name, and a page in the other language shows the record's
// `Street` where the site has no other (lib/rules/address.ts). A published Brussels listing whose address
// is public and that has one name only is worth a word to staff. A CRM record cannot give the other name
// (it has no `Site:` block), so only a files sync warns.

export interface ListingStreet {
  zip: string;
  publishAddress: boolean;
  street: string | null;
  streetNl: string | null;
  streetFr: string | null;
}

/** The listing as the site holds it once written (a `Site:` key left out keeps the name the site has). */
export function streetNameProblems(listing: ListingStreet): FieldProblem[] {
  const { zip, publishAddress, street, streetNl, streetFr } = listing;
  if (!publishAddress || !street || streetNl || streetFr || regionOfZip(zip) !== "brussels") return [];
  return [
    {
      field: "Street",
      problem: `${street} is a Brussels street named in one language, which the pages in the other show as it is; give its Dutch name with \`Site: streetNl\` (or its French one with \`Site: streetFr\` when Street is Dutch)`,
    },
  ];
}
