"use server";

import { after } from "next/server";
import { serverAction, type Raw } from "@/lib/actions/action";
import { withClient, withinLimit } from "@/lib/actions/layers";
import { findOwnerAccount } from "@/lib/db/owner-accounts";
import { createResetLink } from "@/lib/db/password-resets";
import { limits, withinLimits } from "@/lib/forms/rate-limit";
import { queued } from "@/lib/mail/outbox";
import { resetLinkMail } from "@/lib/mail/templates/owner-mails";
import { wakeMailWorker } from "@/lib/mail/worker";
import { resetRequestSchema } from "../schemas";
import type { ResetRequestState } from "../states";
import { resetMails, resetRequests } from "../throttle";
import { errorFields, log } from "@/lib/log.mjs";

const typed = (raw: Raw) => (typeof raw.identifier === "string" ? raw.identifier.trim() : "");

/**
 * The password reminder: the same answer, at once, whether or not the name is an account's; the link
 * and its mail are made after the answer is sent, so its timing tells nothing either.
 */
export const requestPasswordReset = serverAction({
  name: "requestPasswordReset",
  schema: resetRequestSchema,
  refused: ({ reason, errors }, raw): ResetRequestState => {
    const identifier = typed(raw);
    if (reason === "noAddress") return { status: "error", reason, identifier };
    if (reason === "rateLimited") return { status: "error", reason: "tooManyRequests", identifier };
    if (reason !== "invalid") return { status: "error", reason: "requestFailed", identifier };
    // A name longer than any account's is answered as any unknown one.
    if (!Object.values(errors).includes("required")) return { status: "sent" };
    return { status: "error", reason: "forgottenRequired", identifier };
  },
  failed: (raw): ResetRequestState => ({ status: "error", reason: "requestFailed", identifier: typed(raw) }),
})
  .use(withClient)
  .use(
    withinLimit(({ values, ctx }) => [
      [limits.forms, { address: ctx.client }],
      [resetRequests, { email: values.identifier }],
    ]),
  )
  .action(async ({ values: { identifier } }) => {
    after(async () => {
      try {
        const account = await findOwnerAccount(identifier);
        if (!account || !(await withinLimits([[resetMails, { email: `owner:${account.id}` }]]))) return;
        await createResetLink(account.id, async (token) => queued(await resetLinkMail(account, token)));
        wakeMailWorker();
      } catch (error) {
        log.error(
          { event: "action.failed", action: "requestPasswordReset", ...errorFields(error) },
          "action requestPasswordReset failed",
        );
      }
    });
    return { status: "sent" };
  });
