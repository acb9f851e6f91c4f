import "server-only";
import { redirect } from "next/navigation";
import { verifyCaptcha, type VerifiedCaptcha } from "@/lib/forms/captcha";
import type { ErrorKey } from "@/lib/forms/fields";
import type { UploadKind } from "@/lib/forms/file-kind";
import { uploadChecks, withinLimits } from "@/lib/forms/rate-limit";
import type { StoredUpload } from "@/lib/types/submission";
import {
  describeUpload,
  prepareUpload,
  receiveUpload,
  type CheckedUpload,
  type ReceivedUpload,
} from "@/lib/forms/uploads";
import type { Locale } from "@/lib/i18n/locales";
import type { RouteKey } from "@/lib/i18n/paths";
import { buildPath } from "@/lib/i18n/build-path";
import { Refusal } from "./action";

// The layers of the visitors' forms, in the order lib/forms/form-action.ts adds them: what costs little
// first (the honeypot, each file's size, the kind its first bytes claim and a picture's declared dimensions),
// then the address, the captcha (checked, not spent) and the hourly limit; only then are Word documents opened
// and pictures decoded, so an anonymous request with a bad captcha, or past the limit, never reaches an
// inflater or a decoder; the captcha is spent last, so a file refused there costs the visitor no new captcha.

/** The fields every public form carries beside its own (lib/forms/fields.ts `guard`). */
interface Guarded {
  captcha?: unknown;
  website2?: unknown;
}

export type FileRule = { allowed: readonly UploadKind[]; required: boolean };

/** A bot filled in the field people never see: it is thanked, and nothing is kept or sent. */
export const honeypot =
  (thanks: RouteKey) =>
  ({ values, ctx }: { values: Guarded; ctx: { locale: Locale } }): object => {
    if (values.website2) redirect(buildPath(thanks, ctx.locale));
    return {};
  };

/** Each file's cheap checks (lib/forms/uploads.ts `receiveUpload`); nothing decoded yet. */
export const receiveFiles =
  (rules: Record<string, FileRule>) =>
  async ({ formData }: { formData: FormData }): Promise<{ received: Record<string, ReceivedUpload> }> => {
    const received: Record<string, ReceivedUpload> = {};
    const errors: Record<string, ErrorKey> = {};
    for (const [name, rule] of Object.entries(rules)) {
      const result = await receiveUpload(formData.get(name), rule.allowed, rule.required);
      if (typeof result === "string") errors[name] = result;
      else if (result) received[name] = result;
    }
    if (Object.keys(errors).length) throw new Refusal("invalid", errors);
    return { received };
  };

/** The form's captcha, checked and not spent yet. */
export async function withCaptcha({ values }: { values: Guarded }): Promise<{ captcha: VerifiedCaptcha }> {
  const captcha = await verifyCaptcha(values.captcha);
  if (captcha === "empty") throw new Refusal("invalid", { captcha: "captchaEmpty" });
  if (captcha === "invalid") throw new Refusal("invalid", { captcha: "captchaInvalid" });
  return { captcha };
}

/** The received files made ready to store: Word documents opened, pictures decoded and drawn again (two at a time per server). */
export async function decodeFiles({ ctx }: { ctx: { received: Record<string, ReceivedUpload> } }): Promise<{
  uploads: Record<string, CheckedUpload>;
  files: Record<string, StoredUpload>;
}> {
  const uploads: Record<string, CheckedUpload> = {};
  const errors: Record<string, ErrorKey> = {};
  for (const [name, upload] of Object.entries(ctx.received)) {
    const result = await prepareUpload(upload);
    if (typeof result === "string") errors[name] = result;
    else uploads[name] = result;
  }
  if (Object.keys(errors).length) throw new Refusal("invalid", errors);
  const files = Object.fromEntries(Object.entries(uploads).map(([name, upload]) => [name, describeUpload(upload)]));
  return { uploads, files };
}

/** Spends the captcha checked earlier: accepted once, across every web server. */
export async function spendCaptcha({ ctx }: { ctx: { captcha: VerifiedCaptcha } }): Promise<object> {
  if (!(await ctx.captcha.spend())) throw new Refusal("invalid", { captcha: "captchaInvalid" });
  return {};
}

/** The day's allowance of files, per client and for the whole site (lib/forms/rate-limit.ts `uploadChecks`). */
export async function uploadQuota({
  ctx,
}: {
  ctx: { client: string; uploads: Record<string, CheckedUpload> };
}): Promise<object> {
  const uploads = Object.entries(ctx.uploads);
  if (!uploads.length) return {};
  const sizes = uploads.map(([, upload]) => upload.sizeBytes);
  if (await withinLimits(uploadChecks(ctx.client, sizes))) return {};
  throw new Refusal("invalid", Object.fromEntries(uploads.map(([name]) => [name, "uploadQuota" as const])));
}
