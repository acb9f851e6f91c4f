import "server-only";
import { getTranslations } from "next-intl/server";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { formatPhone } from "@/lib/rules";
import { renderMail } from "../template";
import { mailFrame, type MailDraft } from "./frame";

// The owner portal's mails: the notice to the manager that an owner signed in (spec §6), in the
// agency's language; the link to choose a new password, and the notice that the password changed, in the owner's.

export interface OwnerNamed {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
}

export const brussels = (locale: Locale, when: Date) =>
  new Intl.DateTimeFormat(`${locale}-BE`, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Brussels",
  }).format(when);

export async function loginNoticeMail(owner: OwnerNamed, to: string, when: Date): Promise<MailDraft> {
  const locale = routing.defaultLocale;
  const [t, { signature, footer }] = await Promise.all([
    getTranslations({ locale, namespace: "OwnerMail" }),
    mailFrame(locale),
  ]);
  const name = `${owner.firstName} ${owner.lastName}`;
  const subject = t("noticeSubject", { name });
  const { html, text } = renderMail({
    paragraphs: [t("noticeBody", { name, when: brussels(locale, when) }), t("noticeOnce")],
    rows: [
      [t("username"), owner.username],
      [t("email"), owner.email],
    ],
    signature,
    footer,
  });
  return { to, locale, subject, html, text };
}

/** The address of the page where a reset link's token chooses a new password. */
export const resetUrl = (locale: Locale, token: string) =>
  `${config.siteUrl}${buildPath("/login/new-password", locale)}?token=${token}`;

export async function resetLinkMail(owner: OwnerNamed & { locale: Locale }, token: string): Promise<MailDraft> {
  const { locale } = owner;
  const [t, { signature, footer }] = await Promise.all([
    getTranslations({ locale, namespace: "OwnerMail" }),
    mailFrame(locale),
  ]);
  const { html, text } = renderMail({
    greeting: t("greeting", { name: owner.firstName }),
    paragraphs: [t("resetBody", { agency: agency.name }), t("resetValid"), t("resetIgnore")],
    link: { href: resetUrl(locale, token), label: t("resetLink") },
    signature,
    footer,
  });
  return { to: owner.email, locale, subject: t("resetSubject"), html, text };
}

/**
 * Tells the owner their password changed (ASVS 6.3), after a reset and after a change in the portal: when,
 * and what to do if it was not them. It carries no password and no token: its link is the reminder page.
 */
export async function passwordChangedMail(owner: OwnerNamed & { locale: Locale }, when: Date): Promise<MailDraft> {
  const { locale } = owner;
  const [t, { signature, footer }] = await Promise.all([
    getTranslations({ locale, namespace: "OwnerMail" }),
    mailFrame(locale),
  ]);
  const { html, text } = renderMail({
    greeting: t("greeting", { name: owner.firstName }),
    paragraphs: [
      t("changedBody", { agency: agency.name, username: owner.username, when: brussels(locale, when) }),
      t("changedIfYou"),
      t("changedIfNot", { phone: formatPhone(agency.phone), email: agency.email }),
    ],
    link: { href: `${config.siteUrl}${buildPath("/login/forgotten-password", locale)}`, label: t("changedLink") },
    signature,
    footer,
  });
  return { to: owner.email, locale, subject: t("changedSubject"), html, text };
}
