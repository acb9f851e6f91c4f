import "server-only";
import { unstable_rethrow } from "next/navigation";
import { safeParse, type $ZodObject, type output } from "zod/v4/core";
import { fieldErrors, type FieldErrors } from "@/lib/forms/fields";
import { formValues, listFields } from "@/lib/forms/form-data";
import { errorFields, log } from "@/lib/log.mjs";

// The one base of every server action, in the shape of dub's lib/actions/safe-action.ts: the input read
// and checked with the action's zod schema, then the layers the action adds (its language, the client's
// address, a limit, the captcha, files, the session), each one adding to `ctx` or refusing, then the
// action itself. A refusal becomes the action's own answer; any other error is logged once under the
// action's name and answered with the action's failure state, so its details never reach the visitor.

/** Why a layer or an action refused: its answer is the action's to shape (`Answers.refused`). */
export type RefusalReason =
  "invalid" | "noAddress" | "rateLimited" | "signedOut" | "dailyLimit" | "full" | "alreadyBooked";

/** Thrown by a layer or an action (inside a transaction too, which it undoes) to refuse the request. */
export class Refusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    /** For "invalid": the message key of each refused field. */
    readonly errors: FieldErrors = {},
  ) {
    super(`refused: ${reason}`);
  }
}

/** The text fields sent, as the schema expects them (a list field is always a list); files are apart. */
export type Raw = Record<string, string | string[]>;

/** What a layer and the action receive: the checked input, what earlier layers added, and the request. */
export interface Args<V, Ctx> {
  values: V;
  ctx: Ctx;
  raw: Raw;
  formData: FormData;
}

/** A step of the pipeline: what it adds to `ctx`, or a thrown Refusal. */
export type Layer<V, Ctx, Add extends object> = (args: Args<V, Ctx>) => Add | Promise<Add>;

/** How an action answers what the pipeline did not let through. */
export interface Answers<State> {
  refused: (refusal: Refusal, raw: Raw) => State;
  /** An unexpected error's answer: the action's generic failure, in the visitor's language on the page. */
  failed: (raw: Raw) => State;
}

export type ServerAction<State> = (previous: State, formData: FormData) => Promise<State>;

export interface ActionBuilder<V, Ctx extends object, State> {
  /** A new builder with one more layer, run after the ones before it. */
  use<Add extends object>(layer: Layer<V, Ctx, Add>): ActionBuilder<V, Ctx & Add, State>;
  action(run: (args: Args<V, Ctx>) => Promise<State>): ServerAction<State>;
}

type AnyLayer = (args: Args<unknown, object>) => object | Promise<object>;

function builder<V, Ctx extends object, State>(
  name: string,
  schema: $ZodObject,
  answers: Answers<State>,
  layers: AnyLayer[],
): ActionBuilder<V, Ctx, State> {
  return {
    use: <Add extends object>(layer: Layer<V, Ctx, Add>) =>
      builder<V, Ctx & Add, State>(name, schema, answers, [...layers, layer as unknown as AnyLayer]),
    action: (run) => {
      const lists = listFields(schema);
      return async (_previous, formData) => {
        // A client calling the action by hand can send any value instead of the form.
        const form = formData instanceof FormData ? formData : null;
        const raw: Raw = form ? formValues(form, lists) : {};
        try {
          if (!form) throw new Refusal("invalid", { form: "required" });
          const parsed = safeParse(schema, raw);
          if (!parsed.success) throw new Refusal("invalid", fieldErrors(parsed.error));
          const args: Args<unknown, object> = { values: parsed.data, ctx: {}, raw, formData: form };
          for (const layer of layers) args.ctx = { ...args.ctx, ...(await layer(args)) };
          return await run(args as Args<V, Ctx>);
        } catch (error) {
          // Next's redirect and notFound are answers, not errors.
          unstable_rethrow(error);
          if (error instanceof Refusal) return answers.refused(error, raw);
          log.error({ event: "action.failed", action: name, ...errorFields(error) }, `action ${name} failed`);
          return answers.failed(raw);
        }
      };
    },
  };
}

/**
 * A server action: `serverAction({ name, schema, ...answers }).use(layer)….action(async ({ values, ctx }) => …)`.
 * `name` is the action's export, which its log lines carry.
 */
export function serverAction<S extends $ZodObject, State>(
  options: { name: string; schema: S } & Answers<State>,
): ActionBuilder<output<S>, object, State> {
  const { name, schema, refused, failed } = options;
  return builder(name, schema, { refused, failed }, []);
}
