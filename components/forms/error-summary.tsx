"use client";

import { useTranslations } from "next-intl";
import { createContext, useContext } from "react";
import type { ErrorKey } from "@/lib/forms/fields";
import { useErrorMessage } from "./error-message";

// The summary of a form's errors, above its submit button: it names each field in error by its label and
// links to it. Each field tells the form's directory its label and the id of the control to focus.

export interface SummaryEntry {
  label: string;
  /** The id of the control a link focuses: the field itself, or the first box of a group. */
  target: string;
}

/** The fields of one form, in the order they are drawn. */
export type FieldDirectory = Map<string, SummaryEntry>;

export const FieldDirectoryContext = createContext<FieldDirectory | null>(null);

/**
 * Writes a field into its form's directory while it renders. The summary renders after the fields, in the
 * same pass, so a page the server draws without JavaScript names them too; writing the same entry again
 * changes nothing, so a repeated render is harmless.
 */
export function useSummaryEntry(name: string, label: string | undefined, target: string) {
  const directory = useContext(FieldDirectoryContext);
  if (directory && label !== undefined) directory.set(name, { label, target });
}

/** The first message in a field's errors (a list's errors are one per item). */
export function firstErrorKey(error: unknown): ErrorKey | undefined {
  if (!error || typeof error !== "object") return undefined;
  const message = (error as { message?: unknown }).message;
  if (typeof message === "string") return message as ErrorKey;
  for (const item of Object.values(error)) {
    const key = firstErrorKey(item);
    if (key) return key;
  }
  return undefined;
}

export function ErrorSummary({
  id,
  errors,
  directory,
  onFollow,
}: {
  id: string;
  errors: Record<string, ErrorKey>;
  directory: FieldDirectory;
  /** Shows the field (its step, in a form in steps) and focuses it. */
  onFollow: (name: string, target: string) => void;
}) {
  const t = useTranslations("Forms");
  const errorText = useErrorMessage();
  const order = [...directory.keys()];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const names = Object.keys(errors).sort((a, b) => rank(a) - rank(b));
  return (
    <div id={id} role="alert" className="rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800">
      <p className="font-medium">{t("summary", { count: names.length })}</p>
      <ul className="mt-1 list-disc pl-6">
        {names.map((name) => {
          const entry = directory.get(name);
          return (
            <li key={name}>
              {entry ? (
                <a
                  href={`#${entry.target}`}
                  className="font-medium underline"
                  onClick={(event) => {
                    // The hash stays as it is: the property page reads it to choose the request.
                    event.preventDefault();
                    onFollow(name, entry.target);
                  }}
                >
                  {entry.label}
                </a>
              ) : (
                errorText(errors[name]!)
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
