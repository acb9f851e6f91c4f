import * as z from "zod/mini";
import { address, contactPerson, guard } from "../fields";

export const insuranceCovers = ["FIRE", "RENT_GUARANTEE", "LIABILITY"] as const;

/** The insurance proposal (spec §1): the cover wanted, as owner or tenant, for a home's address. */
export const insuranceSchema = z.object({
  cover: z.enum(insuranceCovers, "required"),
  role: z.enum(["OWNER", "TENANT"], "required"),
  ...address,
  ...contactPerson,
  ...guard,
});
