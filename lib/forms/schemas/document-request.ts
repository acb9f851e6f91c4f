import type { z } from "zod";
import { contactPerson } from "../fields";
import { id, personSchema } from "./shared";

export const documentRequestSchema = personSchema.extend({
  newsletter: contactPerson.newsletter,
  documentId: id,
  propertyId: id,
});
export type DocumentRequestValues = z.input<typeof documentRequestSchema>;
