import * as CookieConsent from "vanilla-cookieconsent";
import "vanilla-cookieconsent/dist/cookieconsent.css";
import "./consent.css";
import { clearPatterns, CONSENT_COOKIE, cookieList } from "@/lib/consent/cookie-list";
import type { ConsentSettings } from "@/lib/consent/settings";
import { CONSENT_CATEGORIES } from "@/lib/domain/consent";
import { dialogTexts, type ConsentT } from "./dialog-texts";
import { applyConsent, setConsentDefaults } from "./integrations";
import { writeServerCookies } from "./server-cookies";

// The consent dialog (vanilla-cookieconsent), loaded after the page: equal-weight buttons, revisions,
// per-category clean-up, focus kept in the dialog until a choice.

function record(cookie: CookieConsent.CookieValue) {
  const body = JSON.stringify({ consentId: cookie.consentId, revision: cookie.revision, accepted: cookie.categories });
  void fetch("/api/consent/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    keepalive: true,
  });
}

function applied(cookie: CookieConsent.CookieValue, settings: ConsentSettings) {
  writeServerCookies(cookie.categories, cookie.expirationTime);
  applyConsent(settings.integrations, cookie.categories);
}

export async function runConsent(options: { t: ConsentT; locale: string; policyHref: string; preview: boolean }) {
  const { t, locale, policyHref, preview } = options;
  const response = await fetch("/api/consent/");
  if (!response.ok) return;
  const settings = (await response.json()) as ConsentSettings;
  const cookies = cookieList(settings);
  setConsentDefaults(settings.integrations);
  await CookieConsent.run({
    autoShow: !preview,
    // Tests drive a real browser, which the library would otherwise take for a bot and skip.
    hideFromBots: false,
    revision: settings.revision,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: settings.consentDays, sameSite: "Lax" },
    guiOptions: {
      consentModal: { layout: "box wide", position: "bottom left", equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: "box", equalWeightButtons: true, flipButtons: false },
    },
    categories: Object.fromEntries(
      CONSENT_CATEGORIES.map((category) => [
        category,
        category === "functional"
          ? { enabled: true, readOnly: true }
          : {
              enabled: false,
              autoClear: {
                cookies: clearPatterns(cookies, category).map((name) => ({ name })),
                reloadPage: true,
              },
            },
      ]),
    ),
    language: { default: locale, translations: { [locale]: dialogTexts(t, settings, policyHref) } },
    onFirstConsent: ({ cookie }) => record(cookie),
    onConsent: ({ cookie }) => applied(cookie, settings),
    onChange: ({ cookie }) => {
      applied(cookie, settings);
      record(cookie);
    },
  });
  // An expired choice or an older policy version asks again: until then the server sees no consent.
  if (!CookieConsent.validConsent()) writeServerCookies([], undefined);
}
