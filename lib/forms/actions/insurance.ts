"use server";

import { routing } from "@/lib/i18n/routing";
import { getTranslations } from "next-intl/server";
import { formAction } from "../form-action";
import { insuranceSchema } from "../schemas";
import { withCopy } from "../with-copy";

export const requestInsurance = formAction({
  name: "requestInsurance",
  schema: insuranceSchema,
  thanks: "/feedback/contact-me",
}).action(async ({ values, ctx }) => {
  const i = await getTranslations({ locale: routing.defaultLocale, namespace: "Insurance" });
  return withCopy("INSURANCE", values, ctx.locale, {
    agencyRows: [
      [i("cover"), i(`covers.${values.cover}`)],
      [i("as"), i(`roles.${values.role}`)],
    ],
  });
});
