"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  createContext,
  startTransition,
  useActionState,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import {
  FormProvider,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { useHydrated } from "@/components/layout/script-button";
import type { ErrorKey } from "@/lib/forms/fields";
import { idle, type FormState } from "@/lib/forms/state";
import { CaptchaField } from "./captcha-field";

// Every form of the site: react-hook-form with the zod schema the server action also uses. Without
// JavaScript the form posts to the action and shows the server's errors; with it, the same checks run
// in the browser first. Fields in error are marked red with their message, and the first gets focus.

export interface FormTexts {
  errors: Record<ErrorKey, string>;
  summary: string;
  requiredNote: string;
  send: string;
  sending: string;
  notSent: string;
  rateLimited: string;
  full: string;
  captcha: { label: string; checking: string; done: string; failed: string };
  previous: string;
  next: string;
  /** With {n}, {total} and {title}. */
  step: string;
}

/** One step of a long form: its title, the fields it holds (checked before "next") and its content. */
export interface FormStep {
  title: string;
  fields: string[];
  content: ReactNode;
}

interface Shared {
  texts: FormTexts;
  /** The server's answer to a form sent without JavaScript: its errors and the values to show again. */
  server: { errors: Record<string, ErrorKey>; values: Record<string, string | string[]> } | null;
}
const Shared = createContext<Shared | null>(null);
const useShared = () => useContext(Shared)!;

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

type FormElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A field as the server drew it, and whether the visitor changed it since or the server filled it. */
function drawnState(element: FormElement) {
  if (element instanceof HTMLSelectElement) {
    const drawn = [...element.options].find((o) => o.defaultSelected) ?? element.options[0];
    return {
      kept: element.value !== (drawn?.value ?? "") || Boolean(drawn?.defaultSelected && drawn.value),
      restore: () => [...element.options].forEach((o) => (o.selected = o.defaultSelected)),
    };
  }
  if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
    return {
      kept: element.checked !== element.defaultChecked || element.defaultChecked,
      restore: () => (element.checked = element.defaultChecked),
    };
  }
  return {
    kept: element.value !== element.defaultValue || element.defaultValue !== "",
    restore: () => (element.value = element.defaultValue),
  };
}

/**
 * What the visitor typed or ticked before React took over the page (a slow phone, a slow network), and
 * what the server drew back into a form sent before then. react-hook-form would reset such a field to
 * its default when it registers it, or keep an edited text without telling the parts that watch it
 * (the amount in words). So the fields are read first, and put back as the server drew them: the
 * returned ref goes on an element placed before every field, whose ref React attaches before theirs.
 * Once they are registered, the values are handed to react-hook-form as if typed then.
 */
function useKeptBeforeHydration(methods: UseFormReturn<FieldValues>) {
  const kept = useRef<Map<string, { values: string[]; boxes: number }> | null>(null);
  const capture = useCallback((marker: HTMLElement | null) => {
    const form = marker?.closest("form");
    if (!form || kept.current) return;
    const fields = new Map<string, { values: string[]; boxes: number; kept: boolean; restore: (() => void)[] }>();
    for (const element of form.elements) {
      if (
        !(element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) &&
        !(element instanceof HTMLInputElement && !["hidden", "file", "submit", "button"].includes(element.type))
      ) {
        continue;
      }
      // Not the visitor's: the honeypot, which nobody sees.
      if (!element.name || element.closest("[aria-hidden=true]")) continue;
      const choice = element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio");
      const field = fields.get(element.name) ?? { values: [], boxes: 0, kept: false, restore: [] };
      if (element instanceof HTMLInputElement && element.type === "checkbox") field.boxes += 1;
      if (!choice || (element as HTMLInputElement).checked) field.values.push(element.value);
      const state = drawnState(element);
      field.kept ||= state.kept;
      field.restore.push(state.restore);
      fields.set(element.name, field);
    }
    kept.current = new Map();
    for (const [name, field] of fields) {
      if (!field.kept) continue;
      field.restore.forEach((restore) => restore());
      kept.current.set(name, { values: field.values, boxes: field.boxes });
    }
  }, []);
  // Before the browser paints: the fields never show empty in between.
  useLayoutEffect(() => {
    for (const [name, { values, boxes }] of kept.current ?? []) {
      // A group of boxes holds a list, a single box yes or no (unless its default says it is a list).
      const list = boxes > 1 || Array.isArray(methods.formState.defaultValues?.[name]);
      const value = boxes === 0 ? (values[0] ?? "") : list ? values : values.length > 0;
      methods.setValue(name, value, { shouldDirty: true });
    }
  }, [methods]);
  return capture;
}

export function ManagedForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  action,
  defaultValues,
  hidden,
  texts,
  label,
  submitLabel,
  steps,
  children,
}: {
  schema: S;
  action: Action;
  defaultValues: DefaultValues<z.input<S>>;
  /** Sent with the form but not typed by the visitor: the page's language, the property's id. */
  hidden: Record<string, string | number>;
  texts: FormTexts;
  label: string;
  /** The button's text, when "Send" is not the right word. */
  submitLabel?: string;
  /** A long form in steps (spec §2 multi-step forms): next checks the step, previous keeps everything. */
  steps?: FormStep[];
  children?: ReactNode;
}) {
  const methods = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    // Checked when the visitor sends (or asks for the next step), then again as they correct a field.
    // Not on leaving a field: a message appearing or going at that moment moves the button being clicked.
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const [state, formAction, pending] = useActionState(action, idle);
  // The server spends the captcha's solution when it checks it (a captcha error, a refusal, a notice):
  // a new field, with a new challenge, replaces it. Derived while rendering, from the answer received.
  const [answer, setAnswer] = useState(state);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [step, setStep] = useState(0);
  const stepOf = (field: string | undefined) =>
    Math.max(0, steps?.findIndex((s) => s.fields.includes(field ?? "")) ?? 0);
  if (answer !== state) {
    setAnswer(state);
    if (
      state.status === "failed" ||
      state.status === "notice" ||
      (state.status === "invalid" && "captcha" in state.errors)
    ) {
      setCaptchaRound((n) => n + 1);
    }
    // The server refused a field: show the step that holds it (the captcha is on the last one).
    if (steps && state.status === "invalid") {
      const first = Object.keys(state.errors)[0];
      setStep(first === "captcha" ? steps.length - 1 : stepOf(first));
    }
  }
  const last = !steps || step === steps.length - 1;
  // A new step announces itself: focus goes to its title (not to a field, which would then count as
  // touched and show an error as soon as the visitor clicks elsewhere).
  const goTo = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-step="${next}"] legend`)?.focus());
  };
  const formRef = useRef<HTMLFormElement>(null);
  const summaryId = useId();
  const keepTyped = useKeptBeforeHydration(methods as unknown as UseFormReturn<FieldValues>);

  // Errors found by the server (the captcha, or a request that skipped the browser's checks).
  useEffect(() => {
    if (state.status !== "invalid") return;
    const fields = Object.entries(state.errors);
    for (const [name, key] of fields) methods.setError(name as never, { type: "server", message: key });
    const first = fields[0]?.[0];
    if (first === "captcha") formRef.current?.querySelector<HTMLElement>("[data-captcha]")?.focus();
    else if (first) methods.setFocus(first as never);
  }, [state, methods]);

  const hydrated = useHydrated();
  const hasErrors = hydrated
    ? Object.keys(methods.formState.errors).length > 0
    : state.status === "invalid" && Object.keys(state.errors).length > 0;
  const captchaError = (methods.formState.errors as Record<string, { message?: string } | undefined>).captcha
    ?.message as ErrorKey | undefined;
  return (
    <Shared.Provider
      value={{ texts, server: state.status === "invalid" ? { errors: state.errors, values: state.values } : null }}
    >
      <FormProvider {...methods}>
        <form
          ref={formRef}
          action={formAction}
          noValidate
          aria-label={label}
          aria-describedby={hasErrors ? summaryId : undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void methods.handleSubmit(
              () => {
                startTransition(() => formAction(new FormData(formRef.current!)));
              },
              (errors) => steps && setStep(stepOf(Object.keys(errors)[0])),
            )(event);
          }}
          className="space-y-4"
        >
          <span ref={keepTyped} hidden />
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <p className="text-sm text-slate-700">{texts.requiredNote}</p>

          {state.status === "failed" && (
            <p role="alert" className="rounded border border-red-700 bg-red-50 px-3 py-2 font-medium text-red-800">
              {state.reason === "rateLimited"
                ? texts.rateLimited
                : state.reason === "full"
                  ? texts.full
                  : texts.notSent}
            </p>
          )}
          {state.status === "notice" && (
            <p role="status" className="rounded border border-brand-700 bg-brand-50 px-3 py-2 font-medium">
              {state.text}
            </p>
          )}
          {children}
          {steps?.map((s, i) => (
            // Every step stays in the form (hidden, not removed), so going back loses nothing and the
            // last step sends all. Without JavaScript all steps show at once.
            <fieldset key={s.title} data-step={i} hidden={hydrated && i !== step} className="space-y-4">
              <legend tabIndex={-1} className="mb-2 text-lg font-semibold text-brand-900">
                {texts.step
                  .replace("{n}", String(i + 1))
                  .replace("{total}", String(steps.length))
                  .replace("{title}", s.title)}
              </legend>
              {s.content}
            </fieldset>
          ))}
          {/* Nobody sees or fills this in; a bot that does is thanked and ignored. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              website
              <input type="text" name="website2" tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <div hidden={hydrated && !last} className="space-y-4">
            <CaptchaField key={captchaRound} texts={texts.captcha} error={captchaError} />
            {captchaError && <p className="-mt-2 text-sm font-medium text-red-800">{texts.errors[captchaError]}</p>}
            <button
              type="submit"
              disabled={pending}
              className="rounded bg-accent-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:opacity-70"
            >
              {pending ? texts.sending : (submitLabel ?? texts.send)}
            </button>
          </div>
          {steps && hydrated && (
            <div className="flex gap-3">
              {step > 0 && (
                <button
                  type="button"
                  onClick={() => goTo(step - 1)}
                  className="rounded border border-brand-700 px-5 py-2 font-semibold text-brand-700"
                >
                  {texts.previous}
                </button>
              )}
              {!last && (
                <button
                  type="button"
                  onClick={async () => {
                    if (await methods.trigger(steps[step]!.fields as never)) goTo(step + 1);
                  }}
                  className="rounded bg-brand-900 px-5 py-2 font-semibold text-white"
                >
                  {texts.next}
                </button>
              )}
            </div>
          )}
          {/* Under the buttons: it appears and goes without moving what the visitor is about to click. */}
          {hasErrors && (
            <p
              id={summaryId}
              role="alert"
              className="rounded border border-red-700 bg-red-50 px-3 py-2 font-medium text-red-800"
            >
              {texts.summary}
            </p>
          )}
        </form>
      </FormProvider>
    </Shared.Provider>
  );
}

function useField(name: string) {
  const { register, formState } = useFormContext();
  const { texts, server } = useShared();
  const hydrated = useHydrated();
  const id = useId();
  let error: unknown = formState.errors;
  for (const part of name.split(".")) error = (error as Record<string, unknown> | undefined)?.[part];
  // In the browser react-hook-form holds the errors; a page drawn by the server shows the server's.
  const key = hydrated
    ? ((error as { message?: string } | undefined)?.message as ErrorKey | undefined)
    : server?.errors[name];
  const message = key ? (texts.errors[key] ?? texts.errors.required) : null;
  const sent = server?.values[name];
  // Without JavaScript the browser puts the focus on the first field the server refused.
  const autoFocus = !hydrated && server !== null && Object.keys(server.errors)[0] === name;
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

const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded border bg-white px-3 py-2 text-base ${invalid ? "border-red-700 ring-1 ring-red-700" : "border-slate-400"}`;

function Message({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block font-medium">
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

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
  const { id, message, errorId, sent, control } = useField(name);
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
  const { id, message, errorId, sent, control } = useField(name);
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

export function SelectField({
  name,
  label,
  options,
  required,
  placeholder,
}: {
  name: string;
  label: string;
  options: Array<[value: string, label: string]>;
  required?: boolean;
  placeholder?: string;
}) {
  const { id, message, errorId, sent, control } = useField(name);
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <select
        defaultValue={typeof sent === "string" ? sent : undefined}
        className={inputClass(Boolean(message))}
        {...control(required)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
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
  const { id, message, errorId } = useField(name);
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
