import "server-only";
import { createTranslator } from "use-intl/core";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/build-path";
import { routing } from "@/lib/i18n/routing";
import { formatLongDateTime, formatPhone } from "@/lib/rules";
import { renderMail } from "../template";
import { mailFrame, mailMessages, type MailDraft } from "./frame";

// The owner portal's mails: the notice to the manager that an owner signed in (spec §6), in the
// agency's language; to the owner, in theirs (ownerMail): the link to choose a new password, that the password
// changed, and (failed-sign-ins-mail.ts) that wrong passwords passed the bar.

export interface OwnerNamed {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
}

export async function loginNoticeMail(owner: OwnerNamed, to: string, when: Date): Promise<MailDraft> {
  const locale = routing.defaultLocale;
  const t = ownerWords(locale);
  const { signature, footer } = await mailFrame(locale);
  const name = `${owner.firstName} ${owner.lastName}`;
  const subject = t("noticeSubject", { name });
  const { html, text } = renderMail({
    locale,
    paragraphs: [t("noticeBody", { name, when: formatLongDateTime(when, locale) }), t("noticeOnce")],
    rows: [
      [t("username"), owner.username],
      [t("email"), owner.email],
    ],
    signature,
    footer,
  });
  return { to, locale, subject, html, text, kind: "AGENCY" };
}

/** The address of the page where a reset link's token chooses a new password. */
export const resetUrl = (locale: Locale, token: string) =>
  `${config.siteUrl}${buildPath("/login/new-password", locale)}?token=${token}`;

/** A mail to the owner, in their language and the frame of every mail; `write` gives its words. */
export async function ownerMail(
  owner: OwnerNamed & { locale: Locale },
  write: (t: OwnerMailWords) => { subject: string; paragraphs: string[]; link: { href: string; label: string } },
  tokens: string[] = [],
): Promise<MailDraft> {
  const { locale } = owner;
  const t = ownerWords(locale);
  const { signature, footer } = await mailFrame(locale);
  const { subject, paragraphs, link } = write(t);
  const { html, text } = renderMail({
    locale,
    greeting: t("greeting", { name: owner.firstName }),
    paragraphs,
    link,
    signature,
    footer,
  });
  // The owner's own address, not one a visitor typed: not held back by the visitors' hourly cap.
  return { to: owner.email, locale, subject, html, text, kind: "SUBSCRIBER", tokens };
}

const ownerWords = (locale: Locale) =>
  createTranslator({ locale, messages: mailMessages[locale], namespace: "OwnerMail" });

type OwnerMailWords = ReturnType<typeof ownerWords>;

/** The reminder page, where an owner who did not make a change asks for a new password. */
export const forgottenPasswordUrl = (locale: Locale) =>
  `${config.siteUrl}${buildPath("/login/forgotten-password", locale)}`;

export const resetLinkMail = (owner: OwnerNamed & { locale: Locale }, token: string) =>
  ownerMail(
    owner,
    (t) => ({
      subject: t("resetSubject"),
      paragraphs: [t("resetBody", { agency: agency.name }), t("resetValid"), t("resetIgnore")],
      link: { href: resetUrl(owner.locale, token), label: t("resetLink") },
    }),
    [token],
  );

/**
 * Tells the owner their password changed (ASVS 6.3), after a reset and after a change in the portal: when,
 * and what to do if it was not them. It carries no password and no token: its link is the reminder page.
 */
export const passwordChangedMail = (owner: OwnerNamed & { locale: Locale }, when: Date) =>
  ownerMail(owner, (t) => ({
    subject: t("changedSubject"),
    paragraphs: [
      t("changedBody", { agency: agency.name, username: owner.username, when: formatLongDateTime(when, owner.locale) }),
      t("changedIfYou"),
      t("changedIfNot", { phone: formatPhone(agency.phone), email: agency.email }),
    ],
    link: { href: forgottenPasswordUrl(owner.locale), label: t("changedLink") },
  }));

/**
 * The invitation of an owner the content sync added (lib/content-sync/invitations.ts): their username, and
 * a link that works for a week to choose their password, on the reset page.
 */
export const invitationMail = (owner: OwnerNamed & { locale: Locale }, token: string) =>
  ownerMail(
    owner,
    (t) => ({
      subject: t("inviteSubject", { agency: agency.name }),
      paragraphs: [
        t("inviteBody", { agency: agency.name }),
        t("inviteUsername", { email: owner.email }),
        t("inviteQuestions", { phone: formatPhone(agency.phone), email: agency.email }),
      ],
      link: { href: resetUrl(owner.locale, token), label: t("inviteLink") },
    }),
    [token],
  );
