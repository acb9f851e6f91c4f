"use client";

import type { ReactNode } from "react";
import { Message, useField } from "./use-field";

export function CheckboxField({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  const { id, message, errorId, sent, control } = useField(name);
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          defaultChecked={sent === "on" || sent === "true" ? true : undefined}
          className={`mt-1 h-5 w-5 ${message ? "outline outline-2 outline-red-700" : ""}`}
          {...control(required)}
        />
        <label htmlFor={id}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      </div>
      <Message id={errorId} message={message} />
    </div>
  );
}

export function ChoiceGroup({
  name,
  legend,
  options,
  multiple = false,
  required,
}: {
  name: string;
  legend: string;
  options: Array<[value: string, label: string]>;
  multiple?: boolean;
  required?: boolean;
}) {
  const { register, id, message, errorId, sent, autoFocus } = useField(name);
  const chosen = Array.isArray(sent) ? sent : sent ? [sent] : [];
  const firstValue = options[0]?.[0];
  return (
    <fieldset aria-describedby={message ? errorId : undefined} aria-invalid={message ? true : undefined}>
      <legend className="font-medium">
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
        {options.map(([value, text]) => (
          <label key={value} className="flex items-center gap-2" htmlFor={`${id}-${value}`}>
            <input
              id={`${id}-${value}`}
              type={multiple ? "checkbox" : "radio"}
              value={value}
              defaultChecked={chosen.includes(value) ? true : undefined}
              autoFocus={autoFocus && value === firstValue}
              className={`h-5 w-5 ${message ? "outline outline-2 outline-red-700" : ""}`}
              {...register(name)}
            />
            {text}
          </label>
        ))}
      </div>
      <Message id={errorId} message={message} />
    </fieldset>
  );
}

/** The message of a field drawn by its own component (a map of choices), in the form's style. */
export function FieldMessage({ name }: { name: string }) {
  const { message, errorId } = useField(name);
  return <Message id={errorId} message={message} />;
}
