import "server-only";
import { redirect } from "next/navigation";
import type { $ZodObject, output } from "zod/v4/core";
import { serverAction, type Raw, type Refusal } from "@/lib/actions/action";
import {
  decodeFiles,
  honeypot,
  receiveFiles,
  spendCaptcha,
  uploadQuota,
  withCaptcha,
  type FileRule,
} from "@/lib/actions/form-layers";
import { withClient, withinLimit, withLocale } from "@/lib/actions/layers";
import type { Transaction } from "@/lib/db/database";
import { recordOptIn } from "@/lib/db/newsletter";
import type { Locale } from "@/lib/i18n/locales";
import type { RouteKey } from "@/lib/i18n/paths";
import { buildPath } from "@/lib/i18n/build-path";
import type { MailDraft } from "@/lib/mail/templates/frame";
import { wakeMailWorker } from "@/lib/mail/worker";
import { thanksAddress } from "./back-path";
import { prepareOptIn } from "./newsletter";
import { limitKey, limits } from "./rate-limit";
import type { FormState } from "./state";
import type { FormKind, Json, StoredUpload, Submission } from "@/lib/types/submission";
import { storeWithUploads } from "./uploads";

// The visitors' forms on the one action base (lib/actions/action.ts): the same schema as the browser,
// the honeypot, the files, the address, the captcha and the hourly limit as layers, then the form's
// handler, then the submission and its mails in one transaction, then the thank-you page. No form is
// known here by name, and no error's details reach the visitor.

/** What a handler asks to store: the submission and the mails it sends. */
export interface Prepared {
  kind: FormKind;
  email: string;
  propertyId?: number;
  projectId?: number;
  mails: MailDraft[];
  /** The property page the form was sent about: the thank-you page links back to it (lib/forms/back-path.ts). */
  back?: string;
  /** Work that must succeed with the submission (a booking's place); throwing undoes everything. */
  within?: (tx: Transaction, submissionId: number) => Promise<void>;
}

/** What a handler answers instead, when nothing is to be stored (a notice, or a refusal). */
export type Answer = Extract<FormState, { status: "failed" | "notice" }>;

export interface FormContext {
  locale: Locale;
  /** Who sent it, as the limits count clients: an IPv4 address or an IPv6 /64 (lib/http/ip.mjs). */
  client: string;
  /** The form's files, checked, with the names they are stored under when the submission is. */
  files: Record<string, StoredUpload>;
}

type Handler<S extends $ZodObject> = (input: { values: output<S>; ctx: FormContext }) => Promise<Prepared | Answer>;

/** Never sent back to the form: the captcha (spent once checked) and the honeypot. */
const notSentBack = new Set(["captcha", "website2"]);
/** Never kept with the submission: those, and the privacy tick (the act of sending is the consent). */
const notKept = new Set([...notSentBack, "privacy"]);

const payloadOf = (values: object): Json =>
  JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(values).filter(([key]) => !notKept.has(key)))));

const failed = (): FormState => ({ status: "failed", reason: "notSent" });

/** A form's answer to a refusal: its fields marked, with what was sent (a privacy tick too), or the reason. */
function refused(refusal: Refusal, raw: Raw): FormState {
  const { reason } = refusal;
  if (reason === "signedOut") return failed();
  if (reason !== "invalid") return { status: "failed", reason };
  const values = Object.fromEntries(Object.entries(raw).filter(([key]) => !notSentBack.has(key)));
  return { status: "invalid", errors: refusal.errors, values };
}

/**
 * A form's server action: `formAction({ name, schema, thanks, files }).action(async ({ values, ctx }) => …)`,
 * `name` being its export (for its log lines). The action answers a FormState, or sends the visitor to
 * the `thanks` page once the submission is stored.
 */
export function formAction<S extends $ZodObject>(options: {
  name: string;
  schema: S;
  thanks: RouteKey;
  files?: Record<string, FileRule>;
}) {
  const pipeline = serverAction({ name: options.name, schema: options.schema, refused, failed })
    .use(withLocale)
    .use(honeypot(options.thanks))
    .use(receiveFiles(options.files ?? {}))
    .use(withClient)
    .use(withCaptcha)
    .use(withinLimit(({ ctx }) => [[limits.forms, { address: ctx.client }]]))
    .use(decodeFiles)
    .use(spendCaptcha)
    .use(uploadQuota);
  return {
    action: (handler: Handler<S>) =>
      pipeline.action(async ({ values, ctx }) => {
        const { locale, client, files, uploads } = ctx;
        const answer = await handler({ values, ctx: { locale, client, files } });
        if ("status" in answer) return answer;
        const { back, ...prepared } = answer;
        const submission: Submission = { ...prepared, payload: payloadOf(values), locale };
        const newsletter = (values as { newsletter?: unknown }).newsletter === true;
        const stored = newsletter ? await withNewsletter(submission) : submission;
        await storeWithUploads(fromSource(stored, client), Object.values(uploads));
        wakeMailWorker();
        redirect(thanksAddress(buildPath(options.thanks, locale), back ?? null));
      }),
  };
}

/** Its mails marked with who sent the form, as the limits key them: the outbox caps each source's hour. */
function fromSource(submission: Submission, client: string): Submission {
  const source = limitKey({ address: client });
  return { ...submission, mails: submission.mails.map((mail) => ({ ...mail, source })) };
}

/**
 * A form's "send me the newsletter" tick starts the same double opt-in as the newsletter page; when no mail
 * is to go (subscribed, a confirmation still pending, or today's cap), the form is sent without it.
 */
async function withNewsletter(submission: Submission): Promise<Submission> {
  const { email, locale, within } = submission;
  const optIn = await prepareOptIn(email, locale);
  if (optIn.status !== "mail") return submission;
  return {
    ...submission,
    within: async (tx, submissionId) => {
      await within?.(tx, submissionId);
      await recordOptIn(email, locale, optIn.tokens, tx);
    },
    mails: [...submission.mails, optIn.mail],
  };
}
