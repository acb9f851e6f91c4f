"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/** One step of a long form: its title, the fields it holds (checked before "next") and its content. */
export interface FormStep {
  title: string;
  fields: string[];
  content: ReactNode;
}

/** Every step stays in the form (hidden, not removed), so going back loses nothing and the last step sends all. */
export function StepFieldsets({ steps, current, hydrated }: { steps: FormStep[]; current: number; hydrated: boolean }) {
  const t = useTranslations("Forms");
  // Without JavaScript all steps show at once.
  return steps.map((s, i) => (
    <fieldset key={s.title} data-step={i} hidden={hydrated && i !== current} className="space-y-4">
      <legend tabIndex={-1} className="mb-2 text-lg font-semibold text-brand-900">
        {t("step", { n: i + 1, total: steps.length, title: s.title })}
      </legend>
      {s.content}
    </fieldset>
  ));
}

export function StepButtons({
  current,
  last,
  onPrevious,
  onNext,
}: {
  current: number;
  last: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const t = useTranslations("Forms");
  return (
    <div className="flex gap-3">
      {current > 0 && (
        <button
          type="button"
          onClick={onPrevious}
          className="rounded border border-brand-700 px-5 py-2 font-semibold text-brand-700"
        >
          {t("previous")}
        </button>
      )}
      {!last && (
        <button type="button" onClick={onNext} className="rounded bg-brand-900 px-5 py-2 font-semibold text-white">
          {t("next")}
        </button>
      )}
    </div>
  );
}
