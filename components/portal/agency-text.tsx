import type { Locale } from "@/lib/i18n/locales";

/**
 * Text the agency wrote, as it wrote it. In another language than the page's, it carries that language
 * (so that a screen reader reads it in the right voice) and, given a `marker` ("(in French)"), says which.
 */
export function AgencyText({
  text,
  lang,
  locale,
  marker,
}: {
  text: string | null;
  lang: Locale | null;
  locale: Locale;
  marker?: string;
}) {
  if (!text) return null;
  if (!lang || lang === locale) return <>{text}</>;
  return (
    <>
      <span lang={lang}>{text}</span>
      {marker && (
        <>
          {" "}
          <span className="text-xs text-slate-600" data-written-in={lang}>
            {marker}
          </span>
        </>
      )}
    </>
  );
}
