"use server";

import { getTranslations } from "next-intl/server";
import { recordOptIn } from "@/lib/db/newsletter";
import { formAction } from "../form-action";
import { CONFIRMATION_DAYS } from "@/lib/domain/mailed-link";
import { prepareOptIn } from "../newsletter";
import { newsletterSchema } from "../schemas";

export const subscribeNewsletter = formAction({
  name: "subscribeNewsletter",
  schema: newsletterSchema,
  thanks: "/feedback/sign-newsletter",
}).action(async ({ values, ctx }) => {
  const optIn = await prepareOptIn(values.email, ctx.locale);
  if (optIn.status === "pending") {
    const t = await getTranslations({ locale: ctx.locale, namespace: "Newsletter" });
    return { status: "notice", text: t("pending", { days: CONFIRMATION_DAYS }) };
  }
  if (optIn.status === "capped") return { status: "failed", reason: "dailyLimit" };
  return {
    kind: "NEWSLETTER",
    email: values.email,
    within: optIn.status === "mail" ? (tx) => recordOptIn(values.email, ctx.locale, optIn.tokens, tx) : undefined,
    mails: optIn.status === "mail" ? [optIn.mail] : [],
  };
});
