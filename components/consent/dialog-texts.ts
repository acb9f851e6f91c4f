import type { useTranslations } from "next-intl";
import type { Translation } from "vanilla-cookieconsent";
import { cookieList, lifetimeValues, type CookieEntry, type Lifetime } from "@/lib/consent/cookie-list";
import type { ConsentSettings } from "@/lib/consent/settings";
import { CONSENT_CATEGORIES } from "@/lib/domain/consent";

export type ConsentT = ReturnType<typeof useTranslations<"Consent">>;

function lifetimeText(t: ConsentT, lifetime: Lifetime): string {
  return t("lifetime", lifetimeValues(lifetime));
}

// The library writes table cells as HTML.
function row(t: ConsentT, cookie: CookieEntry) {
  return {
    name: cookie.name.replace(/</g, "&lt;").replace(/>/g, "&gt;"),
    purpose: t(`purposes.${cookie.purpose}`),
    lifetime: lifetimeText(t, cookie.lifetime),
  };
}

/** The dialog's texts in the page's language, its tables drawn from the site's cookie list. */
export function dialogTexts(t: ConsentT, settings: ConsentSettings, policyHref: string): Translation {
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
