"use client";

import { useId, type ReactNode } from "react";
import { get, useFormState } from "react-hook-form";
import type { ErrorKey } from "@/lib/forms/fields";
import { useErrorMessage } from "./error-message";
import { useSummaryEntry } from "./error-summary";
import { useFormMethods, useServerAnswer } from "./form-context";

/**
 * A field's id, error message and registration. react-hook-form holds the message, the server's too (the form
 * hands its refusals over from the first render). A field is drawn again only when its own errors change: it
 * reads the form's methods, which stay the same, and subscribes to its errors alone. Its label names it in
 * the form's summary of errors, whose link focuses the element with its id.
 */
export function useField(name: string, label?: string) {
  const { register } = useFormMethods();
  const { errors } = useFormState({ name });
  const server = useServerAnswer();
  const errorText = useErrorMessage();
  const id = useId();
  useSummaryEntry(name, label, id);
  const key = get<typeof errors, { message?: ErrorKey } | undefined>(errors, name)?.message;
  const message = key ? errorText(key) : null;
  const sent = server?.values[name];
  // Without JavaScript the browser puts the focus on the first field the server refused.
  const autoFocus = server !== null && Object.keys(server.errors)[0] === name;
  const errorId = `${id}-error`;
  /** What the one control of a field carries: its id, its state for assistive technology, its registration. */
  const control = (required?: boolean) => ({
    id,
    autoFocus,
    "aria-required": required,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": message ? errorId : undefined,
    ...register(name),
  });
  return { register, id, message, errorId, sent, autoFocus, control };
}

export const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded border bg-white px-3 py-2 text-base ${invalid ? "border-red-700 ring-1 ring-red-700" : "border-slate-400"}`;

export function Message({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}

export function Label({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block font-medium">
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}
