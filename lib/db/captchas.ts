import "server-only";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";

// Spent captchas, shared by every web server: a solution is accepted once (the primary key refuses a replay).

/** Records a captcha's signature as used until `expiresAt`; false when it was used already. */
export async function spendCaptcha(signature: string, expiresAt: Date, db: Database = getPrisma()): Promise<boolean> {
  await db.usedCaptcha.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  try {
    await db.usedCaptcha.create({ data: { signature, expiresAt } });
    return true;
  } catch {
    return false;
  }
}

/** Whether a captcha's signature was used already (and is still remembered). */
export async function isCaptchaSpent(signature: string, db: Database = getPrisma()): Promise<boolean> {
  return (await db.usedCaptcha.count({ where: { signature, expiresAt: { gte: new Date() } } })) > 0;
}
