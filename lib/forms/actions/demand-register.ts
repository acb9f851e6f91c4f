"use server";

import { getTranslations } from "next-intl/server";
import { createSearch, stopSearch, updateSearch } from "@/lib/db/standing-searches";
import { searchConfirmationMail } from "@/lib/mail/templates/search-confirmation";
import { criteriaOf, newSearchOf, newToken } from "@/lib/standing-search/register";
import { formAction } from "../form-action";
import { demandRegisterSchema } from "../schemas";

/** The demand register ("keep me informed"): a new search waits for its confirmation link; one changed from its link is saved. */
export const registerDemand = formAction({ schema: demandRegisterSchema, thanks: "/feedback/demand-register" }).action(
  async ({ values, ctx }) => {
    const { locale } = ctx;
    const t = await getTranslations({ locale, namespace: "StandingSearch" });
    if (values.token) {
      const { firstName, lastName } = values;
      const saved = await updateSearch(values.token, { firstName, lastName, ...criteriaOf(values) });
      return { status: "notice", text: saved ? t("saved") : t("unknownLink") };
    }
    const token = newToken();
    const mail = await searchConfirmationMail(values.email, locale, token);
    return {
      kind: "DEMAND_REGISTER",
      email: values.email,
      within: (tx) => createSearch(tx, newSearchOf(values, locale, token)),
      mails: [mail],
    };
  },
);

export async function stopDemand(_: { done: boolean } | null, formData: FormData): Promise<{ done: boolean }> {
  const token = formData.get("token");
  return { done: typeof token === "string" && token.length > 10 && (await stopSearch(token)) };
}
