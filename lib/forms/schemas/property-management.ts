import * as z from "zod/mini";
import { address, contactPerson, guard, propertyTypes, withPhone } from "../fields";

/** The managed-property request (spec §1): the property manager calls the owner to discuss it. */
export const managedPropertySchema = z.object({
  propertyType: z.enum(propertyTypes, "required"),
  ...address,
  ...contactPerson,
  ...withPhone,
  ...guard,
});
