import { useCallback, useLayoutEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

type FormElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A field as the server drew it, and whether the visitor changed it since or the server filled it. */
function drawnState(element: FormElement) {
  if (element instanceof HTMLSelectElement) {
    const drawn = [...element.options].find((o) => o.defaultSelected) ?? element.options[0];
    return {
      kept: element.value !== (drawn?.value ?? "") || Boolean(drawn?.defaultSelected && drawn.value),
      restore: () => [...element.options].forEach((o) => (o.selected = o.defaultSelected)),
    };
  }
  if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
    return {
      kept: element.checked !== element.defaultChecked || element.defaultChecked,
      restore: () => (element.checked = element.defaultChecked),
    };
  }
  return {
    kept: element.value !== element.defaultValue || element.defaultValue !== "",
    restore: () => (element.value = element.defaultValue),
  };
}

function isVisitorField(element: Element): element is FormElement {
  const typed =
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && !["hidden", "file", "submit", "button"].includes(element.type));
  // Not the visitor's: the honeypot, which nobody sees.
  return typed && Boolean((element as FormElement).name) && !element.closest("[aria-hidden=true]");
}

/**
 * What the visitor typed or ticked before React took over the page (a slow phone, a slow network), and
 * what the server drew back into a form sent before then. react-hook-form would reset such a field to
 * its default when it registers it, or keep an edited text without telling the parts that watch it
 * (the amount in words). So the fields are read first, and put back as the server drew them: the
 * returned ref goes on an element placed before every field, whose ref React attaches before theirs.
 * Once they are registered, the values are handed to react-hook-form as if typed then.
 */
export function useKeptBeforeHydration(methods: UseFormReturn<FieldValues>) {
  const kept = useRef<Map<string, { values: string[]; boxes: number }> | null>(null);
  const capture = useCallback((marker: HTMLElement | null) => {
    const form = marker?.closest("form");
    if (!form || kept.current) return;
    const fields = new Map<string, { values: string[]; boxes: number; kept: boolean; restore: (() => void)[] }>();
    for (const element of form.elements) {
      if (!isVisitorField(element)) continue;
      const choice = element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio");
      const field = fields.get(element.name) ?? { values: [], boxes: 0, kept: false, restore: [] };
      if (element instanceof HTMLInputElement && element.type === "checkbox") field.boxes += 1;
      if (!choice || (element as HTMLInputElement).checked) field.values.push(element.value);
      const state = drawnState(element);
      field.kept ||= state.kept;
      field.restore.push(state.restore);
      fields.set(element.name, field);
    }
    kept.current = new Map();
    for (const [name, field] of fields) {
      if (!field.kept) continue;
      field.restore.forEach((restore) => restore());
      kept.current.set(name, { values: field.values, boxes: field.boxes });
    }
  }, []);
  // Before the browser paints: the fields never show empty in between.
  useLayoutEffect(() => {
    for (const [name, { values, boxes }] of kept.current ?? []) {
      // A group of boxes holds a list, a single box yes or no (unless its default says it is a list).
      const list = boxes > 1 || Array.isArray(methods.formState.defaultValues?.[name]);
      const value = boxes === 0 ? (values[0] ?? "") : list ? values : values.length > 0;
      methods.setValue(name, value, { shouldDirty: true });
    }
  }, [methods]);
  return capture;
}
