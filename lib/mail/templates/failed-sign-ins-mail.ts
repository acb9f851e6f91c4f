import "server-only";
import { getTranslations } from "next-intl/server";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/navigation";
import { renderMail } from "../template";
import { mailFrame, type MailDraft } from "./frame";
import { brussels, type OwnerNamed } from "./owner-mails";

/** To the owner, in their language, when wrong passwords for their account pass the bar (lib/auth/throttle.ts). */
export async function failedSignInsMail(owner: OwnerNamed & { locale: Locale }, when: Date): Promise<MailDraft> {
  const { locale } = owner;
  const [t, { signature, footer }] = await Promise.all([
    getTranslations({ locale, namespace: "OwnerMail" }),
    mailFrame(locale),
  ]);
  const { html, text } = renderMail({
    greeting: t("greeting", { name: owner.firstName }),
    paragraphs: [
      t("failuresBody", { agency: agency.name, when: brussels(locale, when) }),
      t("failuresNotBlocked"),
      t("failuresWhatToDo"),
      t("failuresOnce"),
    ],
    link: { href: `${config.siteUrl}${buildPath("/login/forgotten-password", locale)}`, label: t("resetLink") },
    signature,
    footer,
  });
  return { to: owner.email, locale, subject: t("failuresSubject"), html, text };
}
