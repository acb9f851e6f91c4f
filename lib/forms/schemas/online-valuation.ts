import * as z from "zod/mini";
import { address, contactPerson, guard, optionalCount, propertyTypes, withPhone } from "../fields";
import { requiredText } from "./shared";

/** The online valuation (spec §2 /Estimer-mon-bien-en-ligne/): a first estimate, then an agent calls to refine it. */
export const onlineValuationSchema = z.object({
  propertyType: z.enum(propertyTypes, "required"),
  ...address,
  street: requiredText("valuationAddress", 150),
  livingArea: optionalCount(100_000),
  bedrooms: optionalCount(50),
  condition: z.optional(z.enum(["NEW", "EXCELLENT", "GOOD", "TO_REFRESH", "TO_RENOVATE"])),
  ...contactPerson,
  ...withPhone,
  ...guard,
});
