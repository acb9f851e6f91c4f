import { useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/build-path";
import { PlaceInput } from "./place-input";

const goalChoices = [
  ["sale", "buy"],
  ["rent", "rent"],
] as const;

/** Buy or rent, as a segmented control on the home's dark hero. The radios stay in the keyboard's reach
 * (arrow keys) while only their labels show. */
function GoalChoice() {
  const t = useTranslations("Search");
  return (
    <fieldset className="mb-3">
      <legend className="sr-only">{t("goal")}</legend>
      <div className="inline-flex rounded-lg p-1 ring-1 ring-white/50">
        {goalChoices.map(([goal, key]) => (
          <label
            key={goal}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-md px-5 font-semibold text-white has-checked:bg-white has-checked:text-brand-900 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-white"
          >
            <input type="radio" name="goal" value={goal} defaultChecked={goal === "sale"} className="sr-only" />
            {t(key)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Search by reference (jumps to the property), city or postal code: a plain GET form to the for-sale list,
 * with place suggestions where JavaScript runs. With chooseGoal it asks buy or rent: the for-sale list sends
 * goal=rent on to the for-rent list (lib/search/search-rewrite.ts), so the choice needs no JavaScript. */
export function QuickSearch({
  locale,
  id = "quick-search",
  chooseGoal = false,
}: {
  locale: Locale;
  id?: string;
  chooseGoal?: boolean;
}) {
  const t = useTranslations("Search");
  return (
    <form
      role="search"
      aria-label={t("label")}
      action={buildPath("/for-sale", locale)}
      method="get"
      className="w-full max-w-xl"
    >
      {chooseGoal && <GoalChoice />}
      <div className="flex flex-col gap-2 tablet:flex-row">
        <label htmlFor={id} className="sr-only">
          {t("label")}
        </label>
        <PlaceInput
          id={id}
          placeholder={t("placeholder")}
          className="min-h-11 min-w-0 flex-1 rounded border border-slate-400 bg-white px-3 text-base text-slate-900"
        />
        <button
          type="submit"
          className="min-h-11 rounded bg-accent-700 px-5 font-semibold text-white hover:bg-brand-900"
        >
          {t("submit")}
        </button>
      </div>
    </form>
  );
}
