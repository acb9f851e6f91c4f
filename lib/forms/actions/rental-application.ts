"use server";

import { getTranslations } from "next-intl/server";
import { canApplyToRent } from "@/lib/domain";
import type { Locale } from "@/lib/i18n/locales";
import type { Rows } from "@/lib/mail/templates/frame";
import { paymentConfirmation, paymentDeposit } from "@/lib/property/deposit";
import { formatDate, formatEuro } from "@/lib/rules";
import { formAction } from "../form-action";
import { aboutProperty } from "../listing";
import { rentalApplicationSchema, rentalThresholds } from "../schemas";
import { withCopy } from "../with-copy";

/** An application to rent (spec §3, §5): the household, the income and the four confirmations. */
export const sendRentalApplication = formAction({
  name: "sendRentalApplication",
  schema: rentalApplicationSchema,
  thanks: "/feedback/contact-me",
  files: { cv: { allowed: ["pdf", "docx"], required: false } },
}).action(async ({ values, ctx }) => {
  const property = await aboutProperty(values.propertyId, ctx.locale);
  if (!property || !canApplyToRent(property.detail)) return { status: "failed", reason: "notSent" };
  const { detail } = property;
  const limits = rentalThresholds(detail.prices.monthlyRent ?? detail.price, detail.rooms.bedrooms);
  // The agency's copy names the deposit the applicant confirmed, as the form showed it.
  const payment = paymentConfirmation(paymentDeposit(detail));
  const { cv } = ctx.files;
  const rowsIn = async (locale: Locale): Promise<Rows> => {
    const [r, m] = await Promise.all([
      getTranslations({ locale, namespace: "Rental" }),
      getTranslations({ locale, namespace: "Mail" }),
    ]);
    const money = (n: number | undefined) => (n === undefined ? "" : formatEuro(n, locale));
    return [
      [r("adults"), String(values.adults)],
      [r("children"), values.children === undefined ? "" : String(values.children)],
      [r("childrenAges"), values.childrenAges],
      [r("pets"), values.pets],
      [r("movingDate"), formatDate(values.movingDate)],
      [r("movingReason"), values.movingReason],
      [r("income1"), money(values.income1)],
      [r("income2"), money(values.income2)],
      [r("confirmIncome", { 0: limits.minimumIncome === null ? "" : formatEuro(limits.minimumIncome, locale) }), "✔"],
      [r("confirmPersons", { 0: String(limits.maximumPersons) }), "✔"],
      [r("confirmDescription"), "✔"],
      [r(payment.key, payment.values), "✔"],
      ...(cv ? [[m("attachedFile"), cv.originalName] as [string, string]] : []),
    ];
  };
  return withCopy("RENTAL_APPLICATION", values, ctx.locale, { property, rowsIn });
});
