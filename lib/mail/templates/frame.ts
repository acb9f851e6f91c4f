import "server-only";
import { createTranslator } from "use-intl/core";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/locales";
import type { OutgoingMail } from "@/lib/types/mail";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

// Mails are also written outside any request (the jobs, the commands): their messages are read here.
export const mailMessages = { en, nl, fr, de };

/** A mail before it is stored: the submission links it when it is written. */
export type MailDraft = Omit<OutgoingMail, "submissionId">;

export type Rows = Array<[label: string, value: string]>;

/** The property a mail is about, as the mail names and links it. */
export interface AboutProperty {
  reference: string;
  title: string;
  url: string;
}

/** The Mail messages in `locale`, with the signature and footer every mail ends with. */
export async function mailFrame(locale: Locale) {
  const m = createTranslator({ locale, messages: mailMessages[locale], namespace: "Mail" });
  return {
    m,
    signature: m("signature", { agency: agency.name }),
    footer: m("footer", { site: new URL(config.siteUrl).host }),
  };
}
