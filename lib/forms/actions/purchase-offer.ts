"use server";

import { getTranslations } from "next-intl/server";
import { canReceiveOffer } from "@/lib/domain";
import type { Locale } from "@/lib/i18n/locales";
import type { Rows } from "@/lib/mail/templates/frame";
import { formatDate, formatEuro } from "@/lib/rules";
import { formAction } from "../form-action";
import { aboutProperty } from "../listing";
import { purchaseOfferSchema } from "../schemas";
import { withCopy } from "../with-copy";

/** A written offer on a property for sale (spec §3), with the advance of a tenth of the amount. */
export const sendPurchaseOffer = formAction({
  name: "sendPurchaseOffer",
  schema: purchaseOfferSchema,
  thanks: "/feedback/contact-me",
}).action(async ({ values, ctx }) => {
  const property = await aboutProperty(values.propertyId, ctx.locale);
  if (!property || !canReceiveOffer(property.detail)) return { status: "failed", reason: "notSent" };
  const rowsIn = async (locale: Locale): Promise<Rows> => {
    const o = await getTranslations({ locale, namespace: "PurchaseOffer" });
    const euro = (n: number) => formatEuro(n, locale);
    return [
      [o("amount"), euro(values.amount)],
      [o("amountWords"), values.amountWords],
      [o("advanceLabel"), euro(Math.round(values.amount / 10))],
      [o("startDate"), formatDate(values.startDate)],
      [o("endDate"), formatDate(values.endDate)],
      [o("conditions"), values.conditions],
      [o("place"), values.place],
      [o("signDate"), values.signDate ? formatDate(values.signDate) : ""],
      [o("buyer2"), `${values.buyer2FirstName} ${values.buyer2LastName}`.trim()],
    ];
  };
  return withCopy("PURCHASE_OFFER", values, ctx.locale, { property, rowsIn });
});
