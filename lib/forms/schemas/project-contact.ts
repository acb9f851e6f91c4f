import { contactPersonSchema, id } from "./shared";

export const projectContactSchema = contactPersonSchema.extend({ projectId: id });
