import "server-only";
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { sharedSecret } from "@/lib/config";
import { isCaptchaSpent, spendCaptcha } from "@/lib/db/captchas";
import type { Database } from "@/lib/db/database";

// ALTCHA: a proof of work the visitor's browser solves, created and checked here; nothing is sent to
// a third party. A solution is accepted once, across every web server.

const VALID_MINUTES = 20;

function secrets(): [string, string] {
  const secret = sharedSecret("CAPTCHA_SECRET");
  return [secret, `${secret}:key`];
}

export async function newCaptchaChallenge(): Promise<Challenge> {
  const [signatureSecret, keySecret] = secrets();
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(20_000, 80_000),
    deriveKey,
    hmacSignatureSecret: signatureSecret,
    hmacKeySignatureSecret: keySecret,
    expiresAt: new Date(Date.now() + VALID_MINUTES * 60_000),
  });
}

/** A captcha whose solution and signature hold and that was not spent yet; `spend` accepts it once. */
export interface VerifiedCaptcha {
  spend: () => Promise<boolean>;
}

/**
 * Checks the form's captcha field (base64 JSON of { challenge, solution }) without spending it, so work
 * that may still refuse the form (decoding a picture) costs the visitor no new captcha.
 */
export async function verifyCaptcha(field: unknown, db?: Database): Promise<VerifiedCaptcha | "empty" | "invalid"> {
  if (typeof field !== "string" || field.trim() === "") return "empty";
  let payload: { challenge: Challenge; solution: Solution };
  try {
    payload = JSON.parse(Buffer.from(field, "base64").toString("utf8"));
  } catch {
    return "invalid";
  }
  const [signatureSecret, keySecret] = secrets();
  const signature = payload.challenge?.signature;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: signatureSecret,
      hmacKeySignatureSecret: keySecret,
    });
    if (!result.verified || !signature) return "invalid";
  } catch {
    return "invalid";
  }
  if (await isCaptchaSpent(signature, db)) return "invalid";
  const expiresAt = new Date(Date.now() + VALID_MINUTES * 60_000);
  return { spend: () => spendCaptcha(signature, expiresAt, db) };
}
