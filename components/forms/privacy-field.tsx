"use client";

import { useLocale, useTranslations } from "next-intl";
import { buildPath } from "@/lib/i18n/build-path";
import { CheckboxField } from "./choice-fields";

/** The consent every form asks, its privacy statement linked (opened beside the form, which stays filled). */
export function PrivacyField() {
  const t = useTranslations("Forms");
  const locale = useLocale();
  const label = t.rich("labels.privacy", {
    link: (chunks) => (
      <a href={buildPath("/privacy", locale)} className="text-brand-700 underline" target="_blank">
        {chunks}
      </a>
    ),
  });
  const summaryLabel = t.markup("labels.privacy", { link: (chunks) => chunks });
  return <CheckboxField name="privacy" label={label} summaryLabel={summaryLabel} required />;
}
