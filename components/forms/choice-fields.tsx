"use client";

import type { ReactNode } from "react";
import { Message, useField } from "./use-field";

export function CheckboxField({
  name,
  label,
  summaryLabel,
  required,
}: {
  name: string;
  label: ReactNode;
  /** The label as plain text for the summary of errors, when `label` holds more than text (a link). */
  summaryLabel?: string;
  required?: boolean;
}) {
  const { id, message, errorId, sent, control } = useField(name, typeof label === "string" ? label : summaryLabel);
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
  const { register, id, message, errorId, sent, autoFocus } = useField(name, legend);
  const chosen = Array.isArray(sent) ? sent : sent ? [sent] : [];
  const firstValue = options[0]?.[0];
  // The first choice carries the field's id: the summary of errors links to it.
  const optionId = (value: string) => (value === firstValue ? id : `${id}-${value}`);
  return (
    <fieldset aria-describedby={message ? errorId : undefined} aria-invalid={message ? true : undefined}>
      <legend className="font-medium">
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
        {options.map(([value, text]) => (
          <label key={value} className="flex items-center gap-2" htmlFor={optionId(value)}>
            <input
              id={optionId(value)}
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
