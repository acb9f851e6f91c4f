"use server";

import { formAction } from "../form-action";
import { propertyRows } from "../property-rows";
import { managedPropertySchema } from "../schemas";
import { withCopy } from "../with-copy";

export const requestManagement = formAction({
  name: "requestManagement",
  schema: managedPropertySchema,
  thanks: "/feedback/contact-me",
}).action(async ({ values, ctx }) =>
  withCopy("MANAGED_PROPERTY", values, ctx.locale, { agencyRows: await propertyRows(values) }),
);
