"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { lifetimeOfDays } from "@/lib/consent/lifetime";
import { isPreviewUrl } from "@/lib/i18n/preview";
import { CONSENT_ACTION_EVENT } from "./consent-gate";
import { FirstLayer } from "./first-layer";
import type { Consent } from "./run-consent";

let started: Promise<Consent | undefined> | undefined;

/**
 * The first layer of the consent dialog, in the page's HTML, and the library behind it, loaded once the
 * page is idle or at the first click on a consent button, whichever comes first. The choice is read in the
 * browser, which keeps every page cacheable.
 */
export function ConsentManager({ policyHref, consentDays }: { policyHref: string; consentDays: number }) {
  const t = useTranslations("Consent");
  const locale = useLocale();
  // The policy version and the lifetime are run-time settings: the library reads them from /api/consent/.
  const [asked, setAsked] = useState({ revised: false, consentDays });
  useEffect(() => {
    const load = () =>
      (started ??= import("./run-consent").then(({ runConsent }) =>
        runConsent({ t, locale, policyHref, preview: isPreviewUrl(location), onAsk: setAsked }),
      ));
    const applyClicks = () =>
      void load().then((consent) => {
        for (const action of window.consentActions?.splice(0) ?? []) consent?.apply(action);
      });
    window.addEventListener(CONSENT_ACTION_EVENT, applyClicks);
    if (window.consentActions?.length) applyClicks();
    else if ("requestIdleCallback" in window) requestIdleCallback(() => void load(), { timeout: 2000 });
    else setTimeout(() => void load(), 200);
    return () => window.removeEventListener(CONSENT_ACTION_EVENT, applyClicks);
  }, [t, locale, policyHref]);
  return <FirstLayer policyHref={policyHref} kept={lifetimeOfDays(asked.consentDays)} revised={asked.revised} />;
}
