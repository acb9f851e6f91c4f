import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/build-path";

/**
 * Said to a browser without JavaScript where forms hydrate when near (forms-near.tsx). React writes a large
 * part that waits for its code after the page, for a script to move in place (its progressive chunks), so
 * such a browser never shows those forms; this points it to the contact page, whose form works without.
 */
export async function FormsNeedScript({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "WithoutScript" });
  const contact = buildPath("/contact", locale);
  return (
    <noscript>
      <p className="mt-12 max-w-3xl rounded border border-brand-200 bg-brand-50 p-4 text-slate-800">
        {t.rich("forms", {
          link: (text) => (
            <a className="font-semibold text-brand-700 underline" href={contact}>
              {text}
            </a>
          ),
        })}
      </p>
    </noscript>
  );
}
