import { newCaptchaChallenge } from "@/lib/forms/captcha";
import { clientWithin, limits, refusal } from "@/lib/forms/rate-limit";

// A fresh ALTCHA challenge for a form. Never cached: each one is signed and used once.
export const dynamic = "force-dynamic";

export async function GET() {
  // Without a client address the challenge is still handed out: the form then says why it is refused.
  const outcome = await clientWithin(limits.captchaChallenges);
  if (outcome === "limited") return refusal(outcome);
  return Response.json(await newCaptchaChallenge(), { headers: { "cache-control": "no-store" } });
}
