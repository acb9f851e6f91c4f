import "server-only";
import { getTranslations } from "next-intl/server";
import type { Translation } from "vanilla-cookieconsent";
import { CONSENT_CATEGORIES } from "@/lib/domain/consent";
import { buildPath } from "@/lib/i18n/build-path";
import type { Locale } from "@/lib/i18n/locales";
import { cookieList, lifetimeOfDays, lifetimeValues, type CookieEntry, type Lifetime } from "./cookie-list";
import type { ConsentSettings } from "./settings";

// The consent dialog's texts, formatted on the server: the first layer's with the page, the preferences
// dialog's by GET /api/consent/ when the library loads. The browser builds no Intl formatter for them (a
// lifetime's plural would cost a slow phone 30 ms or more while the page hydrates) and gets no message catalogue.

type ConsentT = Awaited<ReturnType<typeof getTranslations<"Consent">>>;

/** The first layer's words (components/consent/first-layer.tsx). */
export interface LayerTexts {
  title: string;
  /** With how long the choice is kept, which the run-time settings decide. */
  description: string;
  /** Shown before the description when the visitor chose under an earlier version of the policy. */
  revisionMessage: string;
  policyLink: string;
  acceptAll: string;
  rejectAll: string;
  preferences: string;
}

/** What GET /api/consent/?lang= adds to the settings: the texts that depend on them. */
export interface ConsentTexts {
  description: string;
  dialog: Translation;
}

const lifetimeText = (t: ConsentT, lifetime: Lifetime) => t("lifetime", lifetimeValues(lifetime));

const description = (t: ConsentT, consentDays: number) =>
  t("description", { kept: lifetimeText(t, lifetimeOfDays(consentDays)) });

export async function layerTexts(locale: Locale, consentDays: number): Promise<LayerTexts> {
  const t = await getTranslations({ locale, namespace: "Consent" });
  return {
    title: t("title"),
    description: description(t, consentDays),
    revisionMessage: t("revisionMessage"),
    policyLink: t("policyLink"),
    acceptAll: t("acceptAll"),
    rejectAll: t("rejectAll"),
    preferences: t("preferences"),
  };
}

// The library writes table cells as HTML.
function row(t: ConsentT, cookie: CookieEntry) {
  return {
    name: cookie.name.replace(/</g, "&lt;").replace(/>/g, "&gt;"),
    purpose: t(`purposes.${cookie.purpose}`),
    lifetime: lifetimeText(t, cookie.lifetime),
  };
}

/** The preferences dialog's texts in a language, its tables drawn from the site's cookie list. */
function dialogTexts(t: ConsentT, settings: ConsentSettings, policyHref: string): Translation {
  const cookies = cookieList(settings);
  const policyLink = `<a href="${policyHref}">${t("policyLink")}</a>`;
  const headers = { name: t("table.name"), purpose: t("table.purpose"), lifetime: t("table.lifetime") };
  return {
    // The first layer is drawn with the page (first-layer.tsx), never by the library.
    consentModal: {},
    preferencesModal: {
      title: t("preferencesTitle"),
      acceptAllBtn: t("acceptAll"),
      acceptNecessaryBtn: t("rejectAll"),
      savePreferencesBtn: t("save"),
      closeIconLabel: t("close"),
      sections: [
        { description: t("preferencesIntro") },
        ...CONSENT_CATEGORIES.map((category) => {
          const body = cookies.filter((c) => c.category === category).map((c) => row(t, c));
          return {
            title: t(`categories.${category}.title`),
            description: body.length
              ? t(`categories.${category}.description`)
              : `${t(`categories.${category}.description`)} ${t("noCookie")}`,
            linkedCategory: category,
            cookieTable: body.length ? { headers, body } : undefined,
          };
        }),
        { title: t("moreTitle"), description: `${t("moreText")} ${policyLink}` },
      ],
    },
  };
}

export async function consentTexts(locale: Locale, settings: ConsentSettings): Promise<ConsentTexts> {
  const t = await getTranslations({ locale, namespace: "Consent" });
  return {
    description: description(t, settings.consentDays),
    dialog: dialogTexts(t, settings, buildPath("/cookie-policy", locale)),
  };
}
