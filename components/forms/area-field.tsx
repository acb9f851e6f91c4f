"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { useFormMethods } from "./form-context";

/** The area drawn on the search's map, carried over by its "Get alerts for this area" link (?goal=…&polygon=…):
 * kept beside or instead of the zones, with a way to remove it. Nothing shows without one. */
export function AreaField() {
  const t = useTranslations("StandingSearch");
  const { register, setValue } = useFormMethods();
  const area = useWatch({ name: "area" }) as string | undefined;
  useEffect(() => {
    // The page is served from the cache whatever its query: the area is read here, in the browser.
    const query = new URLSearchParams(window.location.search);
    // The server normalises it (lib/standing-search/register.ts) and drops one that names no area.
    const carried = query.get("polygon");
    if (!carried) return;
    setValue("area", carried);
    const goal = query.get("goal");
    if (goal === "0" || goal === "1") setValue("goal", goal);
  }, [setValue]);
  return (
    <>
      <input type="hidden" {...register("area")} />
      {area && (
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded bg-brand-50 px-4 py-2">
          <span className="font-medium">{t("areaDrawn")}</span>
          <button
            type="button"
            onClick={() => setValue("area", "")}
            className="min-h-11 font-medium text-brand-700 underline"
          >
            {t("areaRemove")}
          </button>
        </p>
      )}
    </>
  );
}
