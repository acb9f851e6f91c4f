"use server";

import { formAction } from "../form-action";
import { propertyRows } from "../property-rows";
import { onlineValuationSchema } from "../schemas";
import { withCopy } from "../with-copy";

export const requestOnlineValuation = formAction({
  name: "requestOnlineValuation",
  schema: onlineValuationSchema,
  thanks: "/feedback/contact-demand-small",
}).action(async ({ values, ctx }) =>
  withCopy("ONLINE_VALUATION", values, ctx.locale, { agencyRows: await propertyRows(values) }),
);
