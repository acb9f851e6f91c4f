import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { messageFallback, reportIntlError } from "./fallback";
import { routing } from "./routing";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Dates are shown in the agency's time zone, on the server and in the browser alike.
    timeZone: "Europe/Brussels",
    messages: (await import(`../../messages/${locale}.json`)).default,
    getMessageFallback: messageFallback,
    onError: reportIntlError,
  };
});
