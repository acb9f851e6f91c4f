import { z } from "zod";
import { contactPersonSchema, id } from "./shared";

export const propertyRequestSchema = contactPersonSchema.extend({
  request: z.enum(["VISIT_REQUEST", "MORE_INFO"]).default("VISIT_REQUEST"),
  propertyId: id,
});
