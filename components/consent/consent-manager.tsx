"use client";

import { useEffect, useState } from "react";
import type { LayerTexts } from "@/lib/consent/texts";
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
export function ConsentManager({
  locale,
  policyHref,
  texts,
}: {
  locale: string;
  policyHref: string;
  texts: LayerTexts;
}) {
  // The policy version and the lifetime are run-time settings: the library reads them, with the description
  // they make, from /api/consent/.
  const [asked, setAsked] = useState({ revised: false, description: texts.description });
  useEffect(() => {
    const load = () =>
      (started ??= import("./run-consent").then(({ runConsent }) =>
        runConsent({ locale, preview: isPreviewUrl(location), onAsk: setAsked }),
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
  }, [locale]);
  return (
    <FirstLayer policyHref={policyHref} texts={{ ...texts, description: asked.description }} revised={asked.revised} />
  );
}
