import "server-only";
import type { Database } from "@/lib/db/database";
import { enqueueMail } from "@/lib/db/outbox";
import { findOwnerAccount, recordSignIn } from "@/lib/db/owner-accounts";
import type { Locale } from "@/lib/i18n/locales";
import { queued } from "@/lib/mail/outbox";
import { failedSignInsMail } from "@/lib/mail/templates/failed-sign-ins-mail";
import { loginNoticeMail } from "@/lib/mail/templates/owner-mails";
import {
  hashPassword,
  needsRehash,
  normalisePassword,
  passwordLengthOk,
  verifyDummy,
  verifyPassword,
} from "./password";
import { enterAttempt, settleAttempt } from "./throttle";

// Checking an owner's username or e-mail and password: the one path both the sign-in form and
// next-auth's credentials provider take. An unknown name and a wrong password answer the same, after
// the same work (a hash is verified either way), and both count as a failure (lib/auth/throttle.ts).

export type SignInResult =
  | { status: "ok"; owner: { id: number; locale: Locale }; sessionId: string }
  /** `captcha`: the account has had many failures, and the next attempt must carry a solved captcha. */
  | { status: "invalid"; captcha?: true }
  | { status: "throttled"; minutes: number }
  /** The account is past its bar and the attempt carried no solved captcha: no password was verified. */
  | { status: "captcha"; result: "empty" | "invalid" };

export interface Credentials {
  identifier: string;
  password: string;
  /** The client, as the limits count them (lib/http/ip.mjs). */
  client: string;
  /** The form's captcha field, looked at only when the account is past its bar. */
  captcha?: unknown;
  /** The session the browser still carries, which a new sign-in ends. */
  previousSessionId?: string | null;
}

export async function signInWithCredentials(
  input: Credentials,
  db?: Database,
  now = new Date(),
): Promise<SignInResult> {
  const identifier = input.identifier.trim();
  const password = normalisePassword(input.password);
  const account = identifier ? await findOwnerAccount(identifier, db) : null;
  const attempt = { account: account?.id ?? identifier, client: input.client };
  const gate = await enterAttempt(attempt, input.captcha, db);
  if (gate.status !== "granted") return gate;
  // An invited owner without a password yet answers as an unknown name, after the same work.
  const hash = account?.passwordHash ?? null;
  const valid =
    account && hash && passwordLengthOk(password) ? await verifyPassword(password, hash) : await verifyDummy(password);
  if (!account || !hash || !valid) {
    if ((await settleAttempt(gate, false, db)) && account) {
      await enqueueMail(queued(await failedSignInsMail(account, now)), db);
    }
    return gate.atBar ? { status: "invalid", captcha: true } : { status: "invalid" };
  }
  const [sessionId] = await Promise.all([
    recordSignIn(
      {
        ownerId: account.id,
        newHash: needsRehash(hash) ? await hashPassword(password) : null,
        previousSessionId: input.previousSessionId ?? null,
        notice: account.managerEmail ? queued(await loginNoticeMail(account, account.managerEmail, now)) : null,
        now,
      },
      db,
    ),
    settleAttempt(gate, true, db),
  ]);
  return { status: "ok", owner: { id: account.id, locale: account.locale }, sessionId };
}
