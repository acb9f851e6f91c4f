import { contactPerson } from "../fields";
import { id, personSchema } from "./shared";

export const documentRequestSchema = personSchema.extend({
  newsletter: contactPerson.newsletter,
  documentId: id,
  propertyId: id,
});
