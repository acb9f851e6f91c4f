"use server";

import { formAction } from "../form-action";
import { propertyRows } from "../property-rows";
import { valuationSchema } from "../schemas";
import { withCopy } from "../with-copy";

export const requestValuation = formAction({
  name: "requestValuation",
  schema: valuationSchema,
  thanks: "/feedback/contact-demand",
}).action(async ({ values, ctx }) =>
  withCopy("VALUATION", values, ctx.locale, { agencyRows: await propertyRows(values) }),
);
