import { getTranslations } from "next-intl/server";
import { errorKeys } from "@/lib/forms/fields";
import type { FormTexts } from "./form-kit";

/** The texts every form shows, in the page's language, for the client form kit. */
export async function formTexts(): Promise<FormTexts> {
  const t = await getTranslations("Forms");
  return {
    errors: Object.fromEntries(errorKeys.map((key) => [key, t(`errors.${key}`)])) as FormTexts["errors"],
    summary: t("summary"),
    requiredNote: t("requiredNote"),
    send: t("send"),
    sending: t("sending"),
    notSent: t("notSent"),
    rateLimited: t("rateLimited"),
    full: t("full"),
    previous: t("previous"),
    next: t("next"),
    step: t.raw("step") as string,
    captcha: {
      label: t("captchaLabel"),
      checking: t("captchaChecking"),
      done: t("captchaDone"),
      failed: t("captchaFailed"),
    },
  };
}
