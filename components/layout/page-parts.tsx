import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { localeNames, type Locale } from "@/lib/i18n/locales";
import { formatFileSize } from "@/lib/rules/file-size";

// Building blocks the property and project pages share.

/** A titled part of a page, named for assistive technology by its heading. */
export function PageSection({
  id,
  title,
  className = "mt-10",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A text in the language it is written in, with a note when that is not the page's language. */
export async function LocalizedText({
  text,
  textLocale,
  locale,
}: {
  text: string;
  textLocale: Locale;
  locale: Locale;
}) {
  const t = await getTranslations("Property");
  return (
    <>
      {textLocale !== locale && (
        <p className="mt-2 text-sm italic text-slate-700">
          {t("descriptionFallback", { language: localeNames[textLocale] })}
        </p>
      )}
      <p className="mt-3 whitespace-pre-line leading-relaxed" lang={textLocale}>
        {text}
      </p>
    </>
  );
}

/** Downloadable documents; one sent on request links to how it is asked for instead. */
export async function DocumentList({
  documents,
  requestHref,
}: {
  documents: Array<{ id: number; title: string; url: string; sizeBytes: number | null; requestOnly?: boolean }>;
  requestHref?: (title: string) => string | null;
}) {
  const [t, locale] = await Promise.all([getTranslations("Property"), getLocale()]);
  return (
    <ul className="mt-3 divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
      {documents.map((doc) => {
        const request = doc.requestOnly ? requestHref?.(doc.title) : null;
        return (
          <li key={doc.id} className="flex items-center justify-between gap-4 px-4 py-2">
            <span>{doc.title}</span>
            {doc.requestOnly ? (
              request && (
                <a className="text-brand-700 underline" href={request}>
                  {t("requestDocument")}
                  <span className="sr-only"> {doc.title}</span>
                </a>
              )
            ) : (
              <a className="text-brand-700 underline" href={doc.url} download>
                {t("download")}
                <span className="sr-only"> {doc.title}</span>
                {doc.sizeBytes ? ` (${formatFileSize(doc.sizeBytes, locale)})` : ""}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A link that opens another site in a new window, and says so to screen-reader users. */
export async function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const t = await getTranslations("Property");
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
      {children}
      <span className="sr-only"> {t("newWindow")}</span>
    </a>
  );
}

/** The placeholder of an empty part of a page (spec §8: no photos, no documents, …). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="mt-3 rounded-lg bg-brand-50 p-4 text-slate-700">{children}</p>;
}

/** Directions in the visitor's map app to a point. */
export function directionsUrl(p: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${p.lat},${p.lng}`;
}
