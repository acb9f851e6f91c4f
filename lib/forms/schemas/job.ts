import { contactPersonSchema } from "./shared";

/** A job application (spec §1 job contact); the CV travels as a file, checked on the server. */
export const jobSchema = contactPersonSchema;
