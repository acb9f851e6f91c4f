"use server";

import { getTranslations } from "next-intl/server";
import { newLinkToken } from "@/lib/db/mailed-links";
import { createSearch, updateSearch } from "@/lib/db/standing-searches";
import { searchConfirmationMail } from "@/lib/mail/templates/search-confirmation";
import { criteriaOf, newSearchOf } from "@/lib/standing-search/register";
import { confirmationKind } from "../confirmation-mail";
import { formAction } from "../form-action";
import { demandRegisterSchema } from "../schemas";

/** The demand register ("keep me informed"): a new search waits for its confirmation link; one changed from its link is saved. */
export const registerDemand = formAction({
  name: "registerDemand",
  schema: demandRegisterSchema,
  thanks: "/feedback/demand-register",
}).action(async ({ values, ctx }) => {
  const { locale } = ctx;
  const t = await getTranslations({ locale, namespace: "StandingSearch" });
  if (values.token) {
    const { firstName, lastName } = values;
    const saved = await updateSearch(values.token, { firstName, lastName, ...criteriaOf(values) });
    return { status: "notice", text: saved ? t("saved") : t("unknownLink") };
  }
  const kind = await confirmationKind(values.email);
  if (!kind) return { status: "failed", reason: "dailyLimit" };
  const tokens = { confirm: newLinkToken(), manage: newLinkToken() };
  const mail = { ...(await searchConfirmationMail(values.email, locale, tokens)), kind };
  return {
    kind: "DEMAND_REGISTER",
    email: values.email,
    within: (tx) => createSearch(newSearchOf(values, locale), tokens, tx),
    mails: [mail],
  };
});
