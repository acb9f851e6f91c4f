import { newCaptchaChallenge } from "@/lib/forms/captcha";

// A fresh ALTCHA challenge for a form. Never cached: each one is signed and used once.
export const dynamic = "force-dynamic";

export async function GET() {
  return Response.json(await newCaptchaChallenge(), { headers: { "cache-control": "no-store" } });
}
