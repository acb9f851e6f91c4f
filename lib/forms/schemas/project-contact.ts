import * as z from "zod/mini";
import { contactPersonSchema, id } from "./shared";

export const projectContactSchema = z.extend(contactPersonSchema, { projectId: id });
