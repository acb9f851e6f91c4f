import * as z from "zod/mini";
import { address, contactPerson, goals, guard, optionalCount, propertyTypes, withPhone } from "../fields";
import { requiredText } from "./shared";

/** The free valuation (spec §1): the property's address is required, in the spec's own words; an agent calls to plan the visit. */
export const valuationSchema = z.object({
  goal: z.enum(goals.filter((g) => g !== "BUY") as ["SELL", "RENT_OUT", "BOTH"], "goal"),
  propertyType: z.enum(propertyTypes, "required"),
  ...address,
  street: requiredText("valuationAddress", 150),
  bedrooms: optionalCount(50),
  livingArea: optionalCount(100_000),
  ...contactPerson,
  ...withPhone,
  ...guard,
});
