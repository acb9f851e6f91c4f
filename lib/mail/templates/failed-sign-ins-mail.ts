import "server-only";
import { agency } from "@/lib/agency";
import type { Locale } from "@/lib/i18n/locales";
import { formatLongDateTime } from "@/lib/rules";
import { forgottenPasswordUrl, ownerMail, type OwnerNamed } from "./owner-mails";

/** To the owner, in their language, when wrong passwords for their account pass the bar (lib/auth/throttle.ts). */
export const failedSignInsMail = (owner: OwnerNamed & { locale: Locale }, when: Date) =>
  ownerMail(owner, (t) => ({
    subject: t("failuresSubject"),
    paragraphs: [
      t("failuresBody", { agency: agency.name, when: formatLongDateTime(when, owner.locale) }),
      t("failuresNotBlocked"),
      t("failuresWhatToDo"),
      t("failuresOnce"),
    ],
    link: { href: forgottenPasswordUrl(owner.locale), label: t("resetLink") },
  }));
