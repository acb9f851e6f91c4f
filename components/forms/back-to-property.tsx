"use client";

import { useSearchParams } from "next/navigation";
import { FROM_PARAMETER, propertyBackPath } from "@/lib/forms/back-path";

/**
 * A thank-you page's line with the way back to the property its form was sent from, read from the address in
 * the browser; `data-back-to-property` says whether it was found ("shown") or refused ("none").
 */
export function BackToProperty({
  sections,
  label,
  className,
}: {
  sections: string[];
  label: string;
  className: string;
}) {
  const path = propertyBackPath(useSearchParams().get(FROM_PARAMETER), sections);
  return (
    <p className={className} data-back-to-property={path ? "shown" : "none"}>
      {path && (
        <a href={path} className="font-semibold text-brand-700 underline">
          {label}
        </a>
      )}
    </p>
  );
}
