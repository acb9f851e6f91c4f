import "server-only";
import { redirect } from "next/navigation";
import type { z } from "zod";
import type { Transaction } from "@/lib/db/database";
import { recordOptIn } from "@/lib/db/newsletter";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import type { RouteKey } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { buildPath } from "@/lib/i18n/navigation";
import { clientAddress } from "@/lib/http/client-address";
import { limitSubject } from "@/lib/http/ip";
import type { MailDraft } from "@/lib/mail/templates/frame";
import { wakeMailWorker } from "@/lib/mail/worker";
import { verifyCaptcha } from "./captcha";
import { fieldErrors, type ErrorKey } from "./fields";
import { formValues, listFields } from "./form-data";
import { prepareOptIn } from "./newsletter";
import { limits, uploadChecks, withinLimits } from "./rate-limit";
import { RefusedError, type FormState } from "./state";
import type { FormKind, Json, StoredUpload, Submission } from "./submission";
import type { UploadKind } from "./file-kind";
import {
  describeUpload,
  prepareUpload,
  receiveUpload,
  storeWithUploads,
  type CheckedUpload,
  type ReceivedUpload,
} from "./uploads";

// The server side of every form: the same schema as the browser, the honeypot, the files, the captcha
// and the rate limit, then the form's handler, then the submission and its mails in one transaction,
// then the thank-you page. No form is known here by name, and no error's details reach the visitor.

/** What a handler asks to store: the submission and the mails it sends. */
export interface Prepared {
  kind: FormKind;
  email: string;
  propertyId?: number;
  projectId?: number;
  mails: MailDraft[];
  /** Work that must succeed with the submission (a booking's place); throwing undoes everything. */
  within?: (tx: Transaction, submissionId: number) => Promise<void>;
}

/** What a handler answers instead, when nothing is to be stored (a notice, or a refusal). */
export type Answer = Extract<FormState, { status: "failed" | "notice" }>;

export interface FormContext {
  locale: Locale;
  /** Who sent it, as the limits count clients: an IPv4 address or an IPv6 /64 (lib/http/ip.ts). */
  client: string;
  /** The form's files, checked, with the names they are stored under when the submission is. */
  files: Record<string, StoredUpload>;
}

export type FileRule = { allowed: readonly UploadKind[]; required: boolean };

type Handler<S extends z.ZodObject> = (input: { values: z.output<S>; ctx: FormContext }) => Promise<Prepared | Answer>;

/** Never sent back to the form: the captcha (spent once checked) and the honeypot. */
const notSentBack = new Set(["captcha", "website2"]);
/** Never kept with the submission: those, and the privacy tick (the act of sending is the consent). */
const notKept = new Set([...notSentBack, "privacy"]);

const payloadOf = (values: object): Json =>
  JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(values).filter(([key]) => !notKept.has(key)))));

/**
 * A form's server action: `formAction({ schema, thanks, files }).action(async ({ values, ctx }) => …)`.
 * The action answers a FormState, or sends the visitor to the `thanks` page once the submission is stored.
 */
export function formAction<S extends z.ZodObject>(options: {
  schema: S;
  thanks: RouteKey;
  files?: Record<string, FileRule>;
}) {
  const lists = listFields(options.schema);
  return {
    action:
      (handler: Handler<S>) =>
      async (_previous: FormState, formData: FormData): Promise<FormState> => {
        // A client calling the action by hand can send any value instead of the form.
        if (!(formData instanceof FormData)) return { status: "invalid", errors: { form: "required" }, values: {} };
        const raw = formValues(formData, lists);
        const locale = isLocale(raw.locale) ? raw.locale : routing.defaultLocale;
        // A form sent back with errors keeps the privacy tick the visitor gave, as the browser would.
        const sent = Object.fromEntries(Object.entries(raw).filter(([key]) => !notSentBack.has(key)));
        const parsed = options.schema.safeParse(raw);
        if (!parsed.success) return { status: "invalid", errors: fieldErrors(parsed.error), values: sent };
        const values = parsed.data as z.output<S> & { captcha?: string; website2?: string; newsletter?: unknown };
        const thanks = buildPath(options.thanks, locale);
        // A bot filled in the field people never see: it is thanked, and nothing is kept or sent.
        if (values.website2) redirect(thanks);
        // What costs little first: each file's size, kind and declared dimensions, then the address, the
        // captcha (not spent yet) and the hourly limit; only then are pictures decoded, so an anonymous
        // request with a bad captcha, or past the limit, never reaches the decoder.
        const received: Record<string, ReceivedUpload> = {};
        const fileErrors: Record<string, ErrorKey> = {};
        for (const [name, rule] of Object.entries(options.files ?? {})) {
          const result = await receiveUpload(formData.get(name), rule.allowed, rule.required);
          if (typeof result === "string") fileErrors[name] = result;
          else if (result) received[name] = result;
        }
        if (Object.keys(fileErrors).length) return { status: "invalid", errors: fileErrors, values: sent };
        // Without the client's address no limit could hold: refused before the captcha is looked at.
        const address = clientAddress();
        if (!address) return { status: "failed", reason: "noAddress" };
        const client = limitSubject(address);
        const captcha = await verifyCaptcha(values.captcha);
        if (typeof captcha === "string") {
          const error = captcha === "empty" ? "captchaEmpty" : "captchaInvalid";
          return { status: "invalid", errors: { captcha: error }, values: sent };
        }
        try {
          if (!(await withinLimits([[limits.forms, { address: client }]]))) {
            return { status: "failed", reason: "rateLimited" };
          }
          const checked: Record<string, CheckedUpload> = {};
          for (const [name, upload] of Object.entries(received)) {
            const result = await prepareUpload(upload);
            if (typeof result === "string") fileErrors[name] = result;
            else checked[name] = result;
          }
          // A file refused on decoding does not spend the captcha: the visitor sends another file with it.
          if (Object.keys(fileErrors).length) return { status: "invalid", errors: fileErrors, values: sent };
          if (!(await captcha.spend())) {
            return { status: "invalid", errors: { captcha: "captchaInvalid" }, values: sent };
          }
          const uploads = Object.values(checked);
          const files = Object.fromEntries(
            Object.entries(checked).map(([name, upload]) => [name, describeUpload(upload)]),
          );
          if (
            uploads.length &&
            !(await withinLimits(
              uploadChecks(
                client,
                uploads.map((upload) => upload.sizeBytes),
              ),
            ))
          ) {
            const quota = Object.fromEntries(Object.keys(checked).map((name) => [name, "uploadQuota" as const]));
            return { status: "invalid", errors: quota, values: sent };
          }
          const prepared = await handler({ values, ctx: { locale, client, files } });
          if ("status" in prepared) return prepared;
          const submission: Submission = { ...prepared, payload: payloadOf(values), locale };
          await storeWithUploads(values.newsletter === true ? await withNewsletter(submission) : submission, uploads);
        } catch (error) {
          if (error instanceof RefusedError) return { status: "failed", reason: error.reason };
          console.error(`form ${options.thanks}: ${error instanceof Error ? error.message : String(error)}`);
          return { status: "failed", reason: "notSent" };
        }
        wakeMailWorker();
        redirect(thanks);
      },
  };
}

/** A form's "send me the newsletter" tick starts the same double opt-in as the newsletter page. */
async function withNewsletter(submission: Submission): Promise<Submission> {
  const { email, locale, within } = submission;
  const optIn = await prepareOptIn(email, locale);
  if (!optIn) return submission;
  return {
    ...submission,
    within: async (tx, submissionId) => {
      await within?.(tx, submissionId);
      await recordOptIn(tx, email, locale, optIn.tokens);
    },
    mails: [...submission.mails, optIn.mail],
  };
}
