import { useTranslations } from "next-intl";
import { COMPARE_MAX } from "@/lib/favourites/compare";
import { buildPath } from "@/lib/i18n/build-path";
import type { Locale } from "@/lib/i18n/locales";
import { CompareBarPanel, type CompareBarWords } from "./compare-bar-panel";

/** The bar's words, drawn here so that the browser carries no messages: the button's name for each count. */
export function compareBarWords(t: ReturnType<typeof useTranslations<"Favourites">>): CompareBarWords {
  return {
    label: t("bar.label"),
    clear: t("bar.clear"),
    hint: t("compare.hint"),
    counts: Array.from({ length: COMPARE_MAX + 1 }, (_, count) => t("compare.button", { count })),
  };
}

/**
 * The comparison's bar under a page's property cards: in view at the bottom of the screen while a property is
 * chosen (app/globals.css, .compare-bar), resting after the page's content at its end. Placed only beside
 * cards, so only their pages load its code.
 */
export function CompareBar({ locale }: { locale: Locale }) {
  const t = useTranslations("Favourites");
  return <CompareBarPanel comparePath={buildPath("/compare", locale)} words={compareBarWords(t)} />;
}
