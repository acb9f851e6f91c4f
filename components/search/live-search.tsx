"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** The field the visitor changed: the new search's page draws a new form, where it gets the focus back. */
let changed: { name: string; value: string } | null = null;

/** Where JavaScript runs, the search form navigates without a full page load; selects and checkboxes
 * apply at once (on a phone, with the search button), and the search button folds a phone's filters away to
 * show the count and the results. Without it the form is a plain GET form. */
export function LiveSearch({ formId }: { formId: string }) {
  const router = useRouter();
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    if (changed) {
      const { name, value } = changed;
      changed = null;
      const same = [...form.elements].find(
        (e): e is HTMLInputElement => e instanceof HTMLInputElement && e.name === name && e.value === value,
      );
      same?.focus();
    }
    // Behind a phone's Filters button the visitor sets several filters, then searches: each new search draws
    // a new page, which would fold the filters away after the first one.
    const folds = () => form.closest("details")?.querySelector(":scope > summary")?.checkVisibility() ?? false;
    const go = (event?: Event) => {
      event?.preventDefault();
      if (event?.type === "submit" && folds()) {
        // On a phone the search button sits at the foot of a long panel: fold it away and land on the count.
        form.closest("details")?.removeAttribute("open");
        document.querySelector("[data-search-count]")?.scrollIntoView({ block: "start" });
      }
      const query = new URLSearchParams();
      for (const [key, value] of new FormData(form)) {
        if (typeof value === "string" && value.trim() && key !== "page") query.append(key, value.trim());
      }
      const target = new URL(form.action);
      router.push(`${target.pathname}${query.size ? `?${query}` : ""}`, { scroll: false });
    };
    const onChange = (event: Event) => {
      const field = event.target as HTMLInputElement;
      if ((field.type === "checkbox" || field.tagName === "SELECT") && !folds()) {
        if (field.type === "checkbox") changed = { name: field.name, value: field.value };
        go();
      }
    };
    form.addEventListener("submit", go);
    form.addEventListener("change", onChange);
    return () => {
      form.removeEventListener("submit", go);
      form.removeEventListener("change", onChange);
    };
  }, [formId, router]);
  return null;
}
