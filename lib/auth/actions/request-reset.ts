"use server";

import { after } from "next/server";
import { findOwnerAccount } from "@/lib/db/owner-accounts";
import { createResetLink } from "@/lib/db/password-resets";
import { textField } from "@/lib/forms/form-data";
import { limits, withinLimits } from "@/lib/forms/rate-limit";
import { clientAddress } from "@/lib/http/client-address";
import { limitSubject } from "@/lib/http/ip";
import { queued } from "@/lib/mail/outbox";
import { resetLinkMail } from "@/lib/mail/templates/owner-mails";
import { wakeMailWorker } from "@/lib/mail/worker";
import type { ResetRequestState } from "../states";
import { resetMails, resetRequests } from "../throttle";

/**
 * The password reminder: the same answer, at once, whether or not the name is an account's; the link
 * and its mail are made after the answer is sent, so its timing tells nothing either.
 */
export async function requestPasswordReset(
  _previous: ResetRequestState,
  formData: FormData,
): Promise<ResetRequestState> {
  const identifier = (textField(formData, "identifier") ?? "").trim().slice(0, 254);
  if (!identifier) return { status: "error", reason: "forgottenRequired", identifier };
  const address = clientAddress();
  if (!address) return { status: "error", reason: "noAddress", identifier };
  const allowed = await withinLimits([
    [limits.forms, { address: limitSubject(address) }],
    [resetRequests, { email: identifier }],
  ]);
  if (!allowed) return { status: "error", reason: "tooManyRequests", identifier };
  after(async () => {
    try {
      const account = await findOwnerAccount(identifier);
      if (!account || !(await withinLimits([[resetMails, { email: `owner:${account.id}` }]]))) return;
      await createResetLink(account.id, async (token) => queued(await resetLinkMail(account, token)));
      wakeMailWorker();
    } catch (error) {
      console.error(`password reset: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return { status: "sent" };
}
