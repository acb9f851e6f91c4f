"use client";

import { useTranslations } from "next-intl";
import type { CategoryOption } from "@/lib/db/categories";
import { Message, useField } from "./use-field";

/** The category tree as groups: each top category with the types under it. */
export function groupCategories(categories: CategoryOption[]) {
  const groups: Array<{ category: CategoryOption; types: CategoryOption[] }> = [];
  for (const c of categories) {
    if (c.depth === 0 || groups.length === 0) groups.push({ category: c, types: [] });
    else groups.at(-1)!.types.push(c);
  }
  return groups;
}

/**
 * The demand register's property types (spec §3), a fieldset per category named by its legend, so a type
 * stays under its own category however the groups flow into columns. Ticking a category takes all its types.
 */
export function PropertyTypeChoices({ categories }: { categories: CategoryOption[] }) {
  const t = useTranslations("StandingSearch");
  const { register, id, message, errorId } = useField("categoryIds", t("types"));
  const box = (c: CategoryOption, label: string, first: boolean) => (
    <label key={c.id} className="flex items-center gap-2">
      {/* The first box carries the field's id: the summary of errors links to it. */}
      <input
        type="checkbox"
        value={c.id}
        id={first ? id : undefined}
        className="h-5 w-5"
        {...register("categoryIds")}
      />
      {label}
    </label>
  );
  return (
    <fieldset aria-describedby={message ? errorId : undefined} aria-invalid={message ? true : undefined}>
      <legend className="font-medium">
        {t("types")}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="mt-1 grid items-start gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
        {groupCategories(categories).map(({ category, types }, i) =>
          types.length === 0 ? (
            <div key={category.id} className="px-3 py-2 font-semibold">
              {box(category, category.name, i === 0)}
            </div>
          ) : (
            <fieldset key={category.id} className="space-y-1 rounded border border-slate-300 px-3 pt-1 pb-2">
              <legend className="px-1 font-semibold">{category.name}</legend>
              {box(category, t("allTypes"), i === 0)}
              {types.map((type) => box(type, type.name, false))}
            </fieldset>
          ),
        )}
      </div>
      <Message id={errorId} message={message} />
    </fieldset>
  );
}
