import type { $ZodObject, $ZodType } from "zod/v4/core";

// A form's FormData as its zod schema expects it: a field the schema declares as a list is always a
// list (a single ticked box included), any other field one string.

type Def = { type: string; innerType?: $ZodType; in?: $ZodType; out?: $ZodType };

/** Whether a field of a schema, under its defaults, optionals and preprocessing, is an array. */
export function isListField(field: $ZodType): boolean {
  const def = field._zod.def as unknown as Def;
  if (def.type === "array") return true;
  if (def.innerType) return isListField(def.innerType);
  if (def.type === "pipe") return [def.in, def.out].some((part) => part !== undefined && isListField(part));
  return false;
}

/** The names of a schema's list fields. */
export function listFields(schema: $ZodObject): Set<string> {
  return new Set(
    Object.entries(schema._zod.def.shape)
      .filter(([, field]) => isListField(field))
      .map(([k]) => k),
  );
}

// Control characters other than tabs and line breaks, and halves of surrogate pairs, are nothing a person
// types; the database refuses a NUL byte with an error. They are dropped before validation, so what is
// checked is what is stored.
const untypable = /(?![\t\n\r])[\p{Cc}\p{Cs}]/gu;

/** A text as typed: without control characters (tabs and line breaks kept) and lone surrogates. */
export const typedText = (value: string) => value.replace(untypable, "");

/** The text fields of a form (files are checked on their own), lists as the schema declares them. */
export function formValues(formData: FormData, lists: Set<string>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(formData.keys())) {
    if (key.startsWith("$ACTION")) continue;
    const values = formData
      .getAll(key)
      .filter((v): v is string => typeof v === "string")
      .map(typedText);
    if (lists.has(key)) out[key] = values;
    else if (values[0] !== undefined) out[key] = values[0];
  }
  return out;
}
