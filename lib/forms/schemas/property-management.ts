import { z } from "zod";
import { address, contactPerson, guard, propertyTypes } from "../fields";

export const managedPropertySchema = z.object({
  propertyType: z.enum(propertyTypes, "required"),
  ...address,
  ...contactPerson,
  ...guard,
});
