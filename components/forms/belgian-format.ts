import { createFormatter, useLocale, useTimeZone, type Locale } from "next-intl";
import { useMemo } from "react";
import { belgianLocale } from "@/lib/rules/locale";

/**
 * next-intl's formatter in the page's language as written in Belgium ("Monday 23 November", 14:00 in
 * English too), in the agency's time zone set by the request config.
 */
export function useBelgianFormatter() {
  const locale = useLocale();
  const timeZone = useTimeZone();
  return useMemo(() => createFormatter({ locale: belgianLocale(locale) as Locale, timeZone }), [locale, timeZone]);
}
