import { localeNames, locales } from "@/lib/i18n/locales";
import "./globals.css";

// A path outside every language (the proxy normally prevents this): offer the four home pages.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="mx-auto max-w-xl p-8 font-sans">
        <h1 className="text-2xl font-bold">Page not found</h1>
        <ul className="mt-4 space-y-2">
          {locales.map((locale) => (
            <li key={locale}>
              <a className="underline" href={`/${locale}/`} hrefLang={locale} lang={locale}>
                {localeNames[locale]}
              </a>
            </li>
          ))}
        </ul>
      </body>
    </html>
  );
}
