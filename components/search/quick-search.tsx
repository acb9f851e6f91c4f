import { useTranslations } from "next-intl";
import { buildPath } from "@/lib/i18n/resolve";
import type { Locale } from "@/lib/i18n/locales";

/** Search by reference, city or postal code: a plain GET form to the for-sale list, so it works without JavaScript. */
export function QuickSearch({ locale, id = "quick-search" }: { locale: Locale; id?: string }) {
  const t = useTranslations("Search");
  return (
    <form
      role="search"
      action={buildPath("/for-sale", locale)}
      method="get"
      className="flex w-full max-w-xl flex-col gap-2 tablet:flex-row"
    >
      <label htmlFor={id} className="sr-only">
        {t("label")}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        placeholder={t("placeholder")}
        className="min-h-11 flex-1 rounded border border-slate-400 bg-white px-3 text-base"
      />
      <button type="submit" className="min-h-11 rounded bg-accent-700 px-5 font-semibold text-white hover:bg-brand-900">
        {t("submit")}
      </button>
    </form>
  );
}
