import "server-only";
import type { Database } from "@/lib/db/database";
import { findOwnerAccount, recordSignIn } from "@/lib/db/owner-accounts";
import type { Locale } from "@/lib/i18n/locales";
import { loginNoticeMail } from "@/lib/mail/templates/owner-mails";
import {
  hashPassword,
  needsRehash,
  normalisePassword,
  passwordLengthOk,
  verifyDummy,
  verifyPassword,
} from "./password";
import { clearAccountFailures, countFailure, refusedFor } from "./throttle";

// Checking an owner's username or e-mail and password: the one path both the sign-in form and
// next-auth's credentials provider take. An unknown name and a wrong password answer the same, after
// the same work (a hash is verified either way), and both count as a failure.

export type SignInResult =
  | { status: "ok"; owner: { id: number; locale: Locale }; sessionId: string }
  | { status: "invalid" }
  | { status: "throttled"; minutes: number };

export interface Credentials {
  identifier: string;
  password: string;
  /** The client, as the limits count them (lib/http/ip.ts). */
  client: string;
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
  const attempt = { account: account?.id ?? identifier.toLowerCase(), client: input.client };
  const minutes = await refusedFor(attempt, db);
  if (minutes !== null) return { status: "throttled", minutes };
  const valid =
    account && passwordLengthOk(password)
      ? await verifyPassword(password, account.passwordHash)
      : await verifyDummy(password);
  if (!account || !valid) {
    await countFailure(attempt, db);
    return { status: "invalid" };
  }
  const sessionId = await recordSignIn(
    {
      ownerId: account.id,
      newHash: needsRehash(account.passwordHash) ? await hashPassword(password) : null,
      previousSessionId: input.previousSessionId ?? null,
      notice: account.managerEmail ? await loginNoticeMail(account, account.managerEmail, now) : null,
      now,
    },
    db,
  );
  await clearAccountFailures(account.id, db);
  return { status: "ok", owner: { id: account.id, locale: account.locale }, sessionId };
}
