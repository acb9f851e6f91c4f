import * as CookieConsent from "vanilla-cookieconsent";
import { clearPatterns, CONSENT_COOKIE, cookieList } from "@/lib/consent/cookie-list";
import type { ConsentSettings } from "@/lib/consent/settings";
import type { ConsentTexts } from "@/lib/consent/texts";
import { CONSENT_CATEGORIES } from "@/lib/domain/consent";
import { askForConsent, markConsentReady, type ConsentAction } from "./consent-gate";
import { applyConsent, setConsentDefaults } from "./integrations";
import { writeCategoryCookies } from "./category-cookies";

// The consent dialog's library (vanilla-cookieconsent), loaded after the page: it checks the choice's
// revision and lifetime, stores and records choices, draws the preferences and clears withdrawn cookies.
// The first layer is the page's own (first-layer.tsx), so the library never shows its consent modal.

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
  writeCategoryCookies(cookie.categories, cookie.expirationTime);
  applyConsent(settings.integrations, cookie.categories);
}

/** The revision of the choice the visitor made last, if any, read before the library replaces it. */
function savedRevision(): number | undefined {
  const raw = document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  try {
    const revision = raw && (JSON.parse(decodeURIComponent(raw)) as { revision?: unknown }).revision;
    return typeof revision === "number" ? revision : undefined;
  } catch {
    return undefined;
  }
}

export interface Consent {
  /** Applies a click on a first-layer button (or the footer's "Cookie settings"). */
  apply(action: string): void;
}

const actions: Record<ConsentAction, () => void> = {
  "accept-all": () => void CookieConsent.acceptCategory("all"),
  // Only the read-only (functional) category.
  "reject-all": () => void CookieConsent.acceptCategory([]),
  // Its stylesheet first (preferences-style.ts), so the dialog never shows unstyled.
  preferences: () => void import("./preferences-style").then(() => CookieConsent.showPreferences()),
};

export async function runConsent(options: {
  locale: string;
  preview: boolean;
  /** The first layer's texts, when the choice must be made: whether the policy changed since, and the description. */
  onAsk: (asked: { revised: boolean; description: string }) => void;
}): Promise<Consent | undefined> {
  const { locale, preview, onAsk } = options;
  const response = await fetch(`/api/consent/?lang=${locale}`);
  if (!response.ok) return;
  const settings = (await response.json()) as ConsentSettings & { texts: ConsentTexts };
  const cookies = cookieList(settings);
  setConsentDefaults(settings.integrations);
  const previous = savedRevision();
  await CookieConsent.run({
    autoShow: false,
    // Tests drive a real browser, which the library would otherwise take for a bot and skip.
    hideFromBots: false,
    revision: settings.revision,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: settings.consentDays, sameSite: "Lax" },
    guiOptions: {
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
    language: { default: locale, translations: { [locale]: settings.texts.dialog } },
    onFirstConsent: ({ cookie }) => record(cookie),
    onConsent: ({ cookie }) => {
      askForConsent(false);
      applied(cookie, settings);
    },
    onChange: ({ cookie }) => {
      askForConsent(false);
      applied(cookie, settings);
      record(cookie);
    },
  });
  // An expired choice or an older policy version asks again: until then no category cookie says yes.
  if (!CookieConsent.validConsent()) {
    writeCategoryCookies([], undefined);
    if (!preview) {
      askForConsent(true);
      onAsk({
        revised: previous !== undefined && previous !== settings.revision,
        description: settings.texts.description,
      });
    }
  }
  markConsentReady();
  return { apply: (action) => Object.hasOwn(actions, action) && actions[action as ConsentAction]() };
}
