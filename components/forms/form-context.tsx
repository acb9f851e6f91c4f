import { createContext, useContext, type ReactNode } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { ErrorKey } from "@/lib/forms/fields";

/** The server's answer to a form sent without JavaScript: its errors and the values to show again. */
export interface ServerAnswer {
  errors: Record<string, ErrorKey>;
  values: Record<string, string | string[]>;
}

export const ServerAnswerContext = createContext<ServerAnswer | null>(null);

export function useServerAnswer(): ServerAnswer | null {
  return useContext(ServerAnswerContext);
}

/**
 * The form's react-hook-form methods (register, setValue…): one object for the form's whole life, so a part
 * that reads them is not drawn again each time the form's state changes. react-hook-form's own
 * `useFormContext` changes with every state change, the first one right after the page becomes interactive,
 * and would draw every field of the form again then. A field reads its own errors with `useFormState`.
 */
export const FormMethodsContext = createContext<UseFormReturn<FieldValues> | null>(null);

export function useFormMethods(): UseFormReturn<FieldValues> {
  const methods = useContext(FormMethodsContext);
  if (!methods) throw new Error("useFormMethods outside a FormMethodsProvider");
  return methods;
}

/** A form's methods for its fields: react-hook-form's provider (useWatch, useFormState) and ours, together. */
export function FormMethodsProvider<T extends FieldValues, C, O>({
  methods,
  children,
}: {
  methods: UseFormReturn<T, C, O>;
  children: ReactNode;
}) {
  return (
    <FormProvider {...methods}>
      <FormMethodsContext value={methods as unknown as UseFormReturn<FieldValues>}>{children}</FormMethodsContext>
    </FormProvider>
  );
}

// Where a form posts before the page is interactive: the page itself with its query, as an empty action
// would, but as a valid URL (React writes action="" for a server action without one).
export const SAME_PAGE = "#";
