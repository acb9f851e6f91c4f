import "server-only";
import type { Database } from "@/lib/db/database";
import { changePassword, findPasswordHolder } from "@/lib/db/owner-passwords";
import { clearPoints, consumePoints, type LimitRule } from "@/lib/db/rate-limits";
import { limitKey } from "@/lib/forms/rate-limit";
import { queued } from "@/lib/mail/outbox";
import { passwordChangedMail } from "@/lib/mail/templates/owner-mails";
import { hashPassword, normalisePassword, passwordLengthOk, verifyPassword } from "./password";
import { newPasswordProblem } from "./password-strength";
import type { PasswordChangeRefusal } from "./states";
import { minutesLeft } from "./throttle";

// A signed-in owner changing their password (ASVS 6.2.2, 6.2.3): the current one first, then the new
// one twice, held to the rule of every new password. Every session of the owner ends, the browser that
// changed it gets a new one, and the owner is mailed. Wrong current passwords are counted per owner in the
// site's rate-limit store (shared by every web server), so a session left open is no way to guess it.

/** Attempts at the current password per owner: 5 in 15 minutes, then refused until the window ends. */
export const passwordChecks: LimitRule = { name: "password-change", points: 5, seconds: 15 * 60 };

export type ChangePasswordResult = { status: "changed"; sessionId: string } | PasswordChangeRefusal;

export interface PasswordChange {
  /** The signed-in owner (the action asks the session). */
  ownerId: number;
  current: string;
  password: string;
  confirmation: string;
}

export async function changeOwnerPassword(
  input: PasswordChange,
  db?: Database,
  now = new Date(),
): Promise<ChangePasswordResult> {
  const password = normalisePassword(input.password);
  if (!input.current) return { status: "invalid", reason: "currentRequired" };
  if (!passwordLengthOk(password)) return { status: "invalid", reason: "passwordLength" };
  if (password !== normalisePassword(input.confirmation)) return { status: "invalid", reason: "notIdentical" };
  const key = limitKey({ email: `owner:${input.ownerId}` });
  // Taken before the check, so that attempts sent at once cannot all pass a count read beforehand.
  const taken = await consumePoints(passwordChecks, key, 1, db);
  if (!taken.granted) return { status: "throttled", minutes: minutesLeft(taken.msLeft) };
  const owner = await findPasswordHolder(input.ownerId, db);
  if (!owner?.passwordHash || !(await verifyPassword(input.current, owner.passwordHash))) {
    return { status: "wrongCurrent" };
  }
  await clearPoints(passwordChecks, key, db);
  const problem = await newPasswordProblem(password, owner);
  if (problem) return { status: "invalid", reason: problem };
  const mail = queued(await passwordChangedMail(owner, now));
  const sessionId = await changePassword(owner.id, await hashPassword(password), mail, now, db);
  return { status: "changed", sessionId };
}
