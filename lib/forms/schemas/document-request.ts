import * as z from "zod/mini";
import { contactPerson } from "../fields";
import { id, personSchema } from "./shared";

export const documentRequestSchema = z.extend(personSchema, {
  newsletter: contactPerson.newsletter,
  documentId: id,
  propertyId: id,
});
