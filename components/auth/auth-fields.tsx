import type { ReactNode } from "react";
import { inputClass } from "@/components/forms/use-field";

// The inputs and messages the sign-in and password forms share: labelled, described by their error.

export function AuthField({
  id,
  name,
  label,
  type = "text",
  autoComplete,
  defaultValue,
  error,
  errorId,
}: {
  id: string;
  name: string;
  label: string;
  type?: "text" | "password";
  autoComplete: string;
  defaultValue?: string;
  error: boolean;
  errorId?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        maxLength={type === "password" ? 1024 : 254}
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error || undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass(error)}
      />
    </div>
  );
}

export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800">
      {children}
    </p>
  );
}

export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded border border-brand-900 bg-brand-50 px-3 py-2 text-brand-900">
      {children}
    </p>
  );
}

export const submitClass =
  "rounded bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2";
