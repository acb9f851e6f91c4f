import { useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/build-path";
import { PlaceInput } from "./place-input";

/** Search by reference (jumps to the property), city or postal code: a plain GET form to the
 * for-sale list, with place suggestions where JavaScript runs. */
export function QuickSearch({
  locale,
  id = "quick-search",
  compact = false,
}: {
  locale: Locale;
  id?: string;
  compact?: boolean;
}) {
  const t = useTranslations("Search");
  return (
    <form
      role="search"
      aria-label={compact ? t("quick") : t("label")}
      action={buildPath("/for-sale", locale)}
      method="get"
      className={`flex w-full gap-2 ${compact ? "" : "max-w-xl flex-col tablet:flex-row"}`}
    >
      <label htmlFor={id} className="sr-only">
        {t("label")}
      </label>
      <PlaceInput
        id={id}
        label={t("placeholder")}
        className={`min-w-0 flex-1 rounded border border-slate-400 bg-white px-3 text-base text-slate-900 ${compact ? "min-h-10" : "min-h-11"}`}
      />
      <button
        type="submit"
        className={`rounded bg-accent-700 px-4 font-semibold text-white hover:bg-brand-900 ${compact ? "min-h-10" : "min-h-11 px-5"}`}
      >
        {t("submit")}
      </button>
    </form>
  );
}
