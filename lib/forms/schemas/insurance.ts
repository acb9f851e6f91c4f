import * as z from "zod/mini";
import { insuranceCovers } from "../choices";
import { address, contactPerson, guard } from "../fields";

export { insuranceCovers };

/** The insurance proposal (spec §1): the cover wanted, as owner or tenant, for a home's address. */
export const insuranceSchema = z.object({
  cover: z.enum(insuranceCovers, "required"),
  role: z.enum(["OWNER", "TENANT"], "required"),
  ...address,
  ...contactPerson,
  ...guard,
});
