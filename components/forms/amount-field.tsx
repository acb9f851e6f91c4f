"use client";

import { useLocale } from "next-intl";
import { useRef } from "react";
import { editAmount, groupSeparator } from "@/lib/forms/amount";
import { inputClass, Label, Message, useField } from "./use-field";

/**
 * An amount in euro, grouped by three as the visitor types ("450.000"; in French "450 000"), the caret kept
 * after the same digits. The form sends it as plain digits (ManagedForm reads `data-plain-number`); the
 * server also reads groups, as a visitor without JavaScript may type them.
 */
export function AmountField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const locale = useLocale();
  const { id, message, errorId, sent, control } = useField(name, label);
  const { onChange, ...field } = control(required);
  // What the box held before an edit: a deleted separator is told apart from a deleted digit.
  const previous = useRef("");
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        data-plain-number
        defaultValue={typeof sent === "string" ? sent : undefined}
        className={inputClass(Boolean(message))}
        {...field}
        onFocus={(event) => {
          previous.current = event.target.value;
        }}
        onChange={(event) => {
          const input = event.target;
          const next = editAmount(
            {
              previous: previous.current,
              typed: input.value,
              caret: input.selectionStart ?? input.value.length,
              inputType: (event.nativeEvent as InputEvent).inputType,
            },
            groupSeparator(locale),
          );
          input.value = next.value;
          input.setSelectionRange(next.caret, next.caret);
          previous.current = next.value;
          return onChange(event);
        }}
      />
      <Message id={errorId} message={message} />
    </div>
  );
}
