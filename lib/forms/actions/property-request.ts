"use server";

import { formAction } from "../form-action";
import { aboutProperty } from "../listing";
import { propertyRequestSchema } from "../schemas";
import { withCopy } from "../with-copy";

/** A visit request or a question about one property, to its manager. */
export const sendPropertyRequest = formAction({
  name: "sendPropertyRequest",
  schema: propertyRequestSchema,
  thanks: "/feedback/contact-me",
}).action(async ({ values, ctx }) => {
  const property = await aboutProperty(values.propertyId, ctx.locale);
  if (!property) return { status: "failed", reason: "notSent" };
  return withCopy(values.request, values, ctx.locale, { property });
});
