"use client";

import { useTranslations } from "next-intl";
import { inputClass, Label, Message, useField } from "./use-field";

export function TextField({
  name,
  label,
  required,
  type = "text",
  autoComplete,
  inputMode,
}: {
  name: string;
  label: string;
  required?: boolean;
  type?: "text" | "email" | "tel" | "date";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
}) {
  const { id, message, errorId, sent, control } = useField(name, label);
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <input
        type={type}
        defaultValue={typeof sent === "string" ? sent : undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        className={inputClass(Boolean(message))}
        {...control(required)}
      />
      <Message id={errorId} message={message} />
    </div>
  );
}

export function TextArea({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { id, message, errorId, sent, control } = useField(name, label);
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <textarea
        defaultValue={typeof sent === "string" ? sent : undefined}
        rows={5}
        className={inputClass(Boolean(message))}
        {...control(required)}
      />
      <Message id={errorId} message={message} />
    </div>
  );
}

/** A list to choose from; `blank` starts it on a "Choose…" option, so nothing is chosen for the visitor. */
export function SelectField({
  name,
  label,
  options,
  required,
  blank,
}: {
  name: string;
  label: string;
  options: Array<[value: string, label: string]>;
  required?: boolean;
  blank?: boolean;
}) {
  const t = useTranslations("Forms");
  const { id, message, errorId, sent, control } = useField(name, label);
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <select
        defaultValue={typeof sent === "string" ? sent : undefined}
        className={inputClass(Boolean(message))}
        {...control(required)}
      >
        {blank && <option value="">{t("choose")}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <Message id={errorId} message={message} />
    </div>
  );
}

/** A file to send with the form; its size and kind are checked by the server (lib/forms/uploads.ts). */
export function FileField({
  name,
  label,
  accept,
  required,
}: {
  name: string;
  label: string;
  accept: string;
  required?: boolean;
}) {
  const { id, message, errorId } = useField(name, label);
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        className={`mt-1 block w-full text-base ${message ? "outline outline-2 outline-red-700" : ""}`}
      />
      <Message id={errorId} message={message} />
    </div>
  );
}
