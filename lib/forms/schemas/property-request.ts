import * as z from "zod/mini";
import { contactPersonSchema, id } from "./shared";

/** A visit request (the contact person calls to agree on a time, so a phone is needed) or a question. */
export const propertyRequestSchema = z
  .extend(contactPersonSchema, {
    request: z._default(z.enum(["VISIT_REQUEST", "MORE_INFO"]), "VISIT_REQUEST"),
    propertyId: id,
  })
  // Checked with the other fields' errors too (zod skips object checks then unless told), so one send
  // shows every missing field.
  .check(
    z.refine((v) => v.request !== "VISIT_REQUEST" || (typeof v.phone === "string" && v.phone.trim() !== ""), {
      message: "phone",
      path: ["phone"],
      when: (payload) => !payload.issues.some((issue) => ["phone", "request"].includes(String(issue.path?.[0]))),
    }),
  );
