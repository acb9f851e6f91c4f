import type { z } from "zod";
import { contactPersonSchema, id } from "./shared";

export const projectContactSchema = contactPersonSchema.extend({ projectId: id });
export type ProjectContactValues = z.input<typeof projectContactSchema>;
