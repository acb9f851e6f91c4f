import { useTranslations } from "next-intl";
import { buildPath } from "@/lib/i18n/build-path";
import type { Locale } from "@/lib/i18n/locales";
import { CompareChoice } from "./compare-choice";

/**
 * A property card's menu, over its photo beside the heart: a <details>, with the choice to compare the
 * property (the comparison's list is kept in this browser, like the favourites) drawn when it first opens.
 */
export function CardMenu({ id, title, locale }: { id: number; title: string; locale: Locale }) {
  const t = useTranslations("Favourites");
  return (
    <details className="card-menu">
      <summary title={t("menu", { title })}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M3 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0m7 0a2 2 0 1 0 4 0 2 2 0 1 0-4 0m7 0a2 2 0 1 0 4 0 2 2 0 1 0-4 0" />
        </svg>
        <span className="sr-only">{t("menu", { title })}</span>
      </summary>
      <CompareChoice
        id={id}
        comparePath={buildPath("/compare", locale)}
        words={{
          add: t("compareAdd"),
          remove: t("compareRemove"),
          compareNow: t("compareNow"),
          hint: t("compareHint"),
        }}
      />
    </details>
  );
}
