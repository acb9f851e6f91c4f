"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { isPreviewUrl } from "@/lib/i18n/preview";

let started = false;

/**
 * Starts the cookie consent dialog once the page is idle, so it never delays the page; it reads the
 * visitor's choice in the browser, which keeps every page cacheable.
 */
export function ConsentManager({ policyHref }: { policyHref: string }) {
  const t = useTranslations("Consent");
  const locale = useLocale();
  useEffect(() => {
    if (started) return;
    started = true;
    const start = () =>
      import("./run-consent").then(({ runConsent }) =>
        runConsent({ t, locale, policyHref, preview: isPreviewUrl(location) }),
      );
    if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  }, [t, locale, policyHref]);
  return null;
}
