"use client";

import { useTranslations } from "next-intl";
import { startTransition, useActionState, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import {
  set,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import type { $ZodType, input, output } from "zod/v4/core";
import type { ErrorKey } from "@/lib/forms/fields";
import { idle, type FormState } from "@/lib/forms/state";
import { CaptchaField } from "./captcha-field";
import { useErrorMessage } from "./error-message";
import { ErrorSummary, FieldDirectoryContext, firstErrorKey, type FieldDirectory } from "./error-summary";
import { FormMethodsProvider, SAME_PAGE, ServerAnswerContext, type ServerAnswer } from "./form-context";
import { FormNotices } from "./form-notices";
import { StepButtons, StepFieldsets, type FormStep } from "./form-steps";
import { useKeptBeforeHydration } from "./keep-typed-before-hydration";

// Every visitor form (spec §1; the sign-in, search and portal forms are plain forms): react-hook-form with
// the zod schema the server action also uses. Without JavaScript the form posts to the action and shows
// the server's errors; with it, the same checks run in the browser first. Fields in error are marked red
// with their message, the first gets focus, and a summary above the submit button names and links them all.
// The schema (and zod with it, about 23 kB gz: Turbopack keeps the whole of zod's core, whose index re-exports
// its files with `export *`) is not part of the page's JavaScript: the browser loads it when the visitor
// first touches the form, and the checks wait for it on the first send if it has not come yet.

export type { FormStep } from "./form-steps";

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

/** The form's data, amounts shown in groups ("450.000") sent as the plain number they are. */
function plainNumbers(form: HTMLFormElement): FormData {
  const data = new FormData(form);
  for (const input of form.querySelectorAll<HTMLInputElement>("input[data-plain-number]")) {
    if (input.name) data.set(input.name, input.value.replace(/\D/g, ""));
  }
  return data;
}

/**
 * A resolver that loads the schema on first use (or when `load` is called: the form calls it when the
 * visitor first focuses or touches it). When it cannot be loaded (the network went away) the browser checks
 * nothing: the form is sent and the server action, which checks the same schema, answers.
 */
function lazyResolver<S extends $ZodType<FieldValues, FieldValues>>(loadSchema: () => Promise<S>) {
  let loading: Promise<Resolver<input<S>, unknown, output<S>>> | undefined;
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<input<S>, unknown, output<S>>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<input<S>, unknown, output<S>> = async (values, context, options) => {
    const resolve = await load().catch(() => null);
    return resolve ? resolve(values, context, options) : { values: values as output<S>, errors: {} };
  };
  return { load, resolver };
}

/** The server's refusals as react-hook-form's errors (a dotted name nested, as it nests its fields). */
function asFieldErrors<T extends FieldValues>(refused: Record<string, ErrorKey>): FieldErrors<T> {
  const errors: FieldValues = {};
  for (const [name, message] of Object.entries(refused)) set(errors, name, { type: "server", message });
  return errors as FieldErrors<T>;
}

export function ManagedForm<S extends $ZodType<FieldValues, FieldValues>>({
  loadSchema,
  action,
  defaultValues,
  hidden,
  label,
  submitLabel,
  steps,
  children,
}: {
  /** The form's schema, from its module in lib/forms/schemas (loaded when the visitor starts on the form). */
  loadSchema: () => Promise<S>;
  action: Action;
  defaultValues: DefaultValues<input<S>>;
  /** Sent with the form but not typed by the visitor: the page's language, the property's id. */
  hidden: Record<string, string | number>;
  label: string;
  /** The button's text, when "Send" is not the right word. */
  submitLabel?: string;
  /** A long form in steps (spec §2 multi-step forms): next checks the step, previous keeps everything. */
  steps?: FormStep[];
  children?: ReactNode;
}) {
  const t = useTranslations("Forms");
  const errorText = useErrorMessage();
  const [checks] = useState(() => lazyResolver(loadSchema));
  const [state, formAction, pending] = useActionState(action, idle, SAME_PAGE);
  // The server's refusals (the captcha, or a form sent before the page was interactive) are react-hook-form's
  // errors from its first render, on the server too: one source for every message, whoever found it.
  const server = useMemo<ServerAnswer | null>(
    () => (state.status === "invalid" ? { errors: state.errors, values: state.values } : null),
    [state],
  );
  const serverErrors = useMemo(() => (server ? asFieldErrors<input<S>>(server.errors) : undefined), [server]);
  const methods = useForm<input<S>, unknown, output<S>>({
    resolver: checks.resolver,
    defaultValues,
    // Checked when the visitor sends (or asks for the next step), then again as they correct a field.
    // Not on leaving a field: a message appearing or going at that moment moves the button being clicked.
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    errors: serverErrors,
  });
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
  const formRef = useRef<HTMLFormElement>(null);
  // A new step announces itself: focus goes to its title (not to a field, which would then count as
  // touched and show an error as soon as the visitor clicks elsewhere).
  const goTo = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-step="${next}"] legend`)?.focus());
  };
  const summaryId = useId();
  const [directory] = useState<FieldDirectory>(() => new Map());
  const keepTyped = useKeptBeforeHydration(methods as unknown as UseFormReturn<FieldValues>);

  // The server refused the form: its first refused field gets the focus.
  useEffect(() => {
    if (state.status !== "invalid") return;
    const first = Object.keys(state.errors)[0];
    if (first === "captcha") formRef.current?.querySelector<HTMLElement>("[data-captcha]")?.focus();
    else if (first) methods.setFocus(first as never);
  }, [state, methods]);

  // react-hook-form is ready once the page is interactive (it sets this as it mounts): steps show one at a
  // time from then on. The server draws them all, for a browser without JavaScript.
  const hydrated = methods.formState.isReady;
  const errors: Record<string, ErrorKey> = Object.fromEntries(
    Object.entries(methods.formState.errors).flatMap(([name, error]) => {
      const key = firstErrorKey(error);
      return key ? [[name, key]] : [];
    }),
  );
  const hasErrors = Object.keys(errors).length > 0;
  // A link of the summary shows the step holding its field (the captcha is on the last one), then focuses it.
  const follow = (name: string, target: string) => {
    if (steps) setStep(name === "captcha" ? steps.length - 1 : stepOf(name));
    requestAnimationFrame(() => document.getElementById(target)?.focus());
  };
  const captchaError = (methods.formState.errors as Record<string, { message?: string } | undefined>).captcha
    ?.message as ErrorKey | undefined;
  return (
    <ServerAnswerContext value={server}>
      <FieldDirectoryContext value={directory}>
        <FormMethodsProvider methods={methods}>
          <form
            ref={formRef}
            action={formAction}
            noValidate
            aria-label={label}
            aria-describedby={hasErrors ? summaryId : undefined}
            onFocus={() => void checks.load().catch(() => undefined)}
            onPointerDown={() => void checks.load().catch(() => undefined)}
            onSubmit={(event) => {
              event.preventDefault();
              void methods.handleSubmit(
                () => {
                  startTransition(() => formAction(plainNumbers(formRef.current!)));
                },
                (invalid) => steps && setStep(stepOf(Object.keys(invalid)[0])),
              )(event);
            }}
            className="space-y-4"
          >
            <span ref={keepTyped} hidden />
            {Object.entries(hidden).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <p className="text-sm text-slate-700">{t("requiredNote")}</p>
            <FormNotices state={state} />
            {children}
            {steps && <StepFieldsets steps={steps} current={step} hydrated={hydrated} />}
            {/* Nobody sees or fills this in; a bot that does is thanked and ignored. */}
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label>
                website
                <input type="text" name="website2" tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            <div hidden={hydrated && !last} className="space-y-4">
              <CaptchaField key={captchaRound} error={captchaError} />
              {captchaError && <p className="-mt-2 text-sm font-medium text-red-800">{errorText(captchaError)}</p>}
            </div>
            {/* After every field (the fields name themselves in it as they render) and above the buttons. */}
            {hasErrors && <ErrorSummary id={summaryId} errors={errors} directory={directory} onFollow={follow} />}
            <div hidden={hydrated && !last}>
              <button
                type="submit"
                disabled={pending}
                className="rounded bg-accent-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:opacity-70"
              >
                {pending ? t("sending") : (submitLabel ?? t("send"))}
              </button>
            </div>
            {steps && hydrated && (
              <StepButtons
                current={step}
                last={last}
                onPrevious={() => goTo(step - 1)}
                onNext={async () => {
                  if (await methods.trigger(steps[step]!.fields as never)) goTo(step + 1);
                }}
              />
            )}
          </form>
        </FormMethodsProvider>
      </FieldDirectoryContext>
    </ServerAnswerContext>
  );
}
