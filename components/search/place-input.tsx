"use client";

import { useEffect, useId, useState } from "react";

/** The place field: suggestions of towns and postal codes as the visitor types (a native datalist). */
export function PlaceInput({
  id,
  placeholder,
  defaultValue,
  className,
}: {
  id: string;
  placeholder: string;
  defaultValue?: string;
  className?: string;
}) {
  const listId = useId();
  const [text, setText] = useState(defaultValue ?? "");
  const [options, setOptions] = useState<{ city: string; zip: string }[]>([]);
  useEffect(() => {
    if (text.trim().length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/suggest/?q=${encodeURIComponent(text)}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : []))
        .then(setOptions)
        .catch(() => {});
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return (
    <>
      <input
        id={id}
        name="q"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        list={listId}
        autoComplete="off"
        placeholder={placeholder}
        className={className}
      />
      <datalist id={listId}>
        {options.map((o) => (
          <option key={`${o.city}-${o.zip}`} value={o.city}>
            {o.zip} {o.city}
          </option>
        ))}
      </datalist>
    </>
  );
}
