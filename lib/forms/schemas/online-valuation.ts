import { z } from "zod";
import { address, contactPerson, guard, optionalCount, propertyTypes, withPhone } from "../fields";

/** The online valuation (spec §2 /Estimer-mon-bien-en-ligne/): a first estimate, then an agent calls to refine it. */
export const onlineValuationSchema = z.object({
  propertyType: z.enum(propertyTypes, "required"),
  ...address,
  street: z.string("valuationAddress").trim().min(1, "valuationAddress").max(150, "tooLong"),
  livingArea: optionalCount(100_000),
  bedrooms: optionalCount(50),
  condition: z.enum(["NEW", "EXCELLENT", "GOOD", "TO_REFRESH", "TO_RENOVATE"]).optional(),
  ...contactPerson,
  ...withPhone,
  ...guard,
});
