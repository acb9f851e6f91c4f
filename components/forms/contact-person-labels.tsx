import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/resolve";
import { contactSlots, titles } from "@/lib/forms/fields";
import type { ContactPersonLabels } from "./contact-person";

/** The contact person's labels in the page's language, the privacy statement linked. */
export async function contactPersonLabels(locale: Locale): Promise<ContactPersonLabels> {
  const t = await getTranslations("Forms");
  const [before, after] = (t.raw("labels.privacy") as string).split("{link}");
  return {
    title: t("labels.title"),
    titles: titles.map((value) => [value, t(`titles.${value}`)]),
    firstName: t("labels.firstName"),
    lastName: t("labels.lastName"),
    email: t("labels.email"),
    phone: t("labels.phone"),
    remark: t("labels.remark"),
    contactSlots: t("labels.contactSlots"),
    slots: contactSlots.map((value) => [value, t(`slots.${value}`)]),
    newsletter: t("labels.newsletter"),
    privacy: (
      <>
        {before}
        <a href={buildPath("/privacy", locale)} className="text-brand-700 underline" target="_blank">
          {t("labels.privacyLink")}
        </a>
        {after}
      </>
    ),
  };
}
