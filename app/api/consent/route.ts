import { z } from "zod";
import { consentSettings } from "@/lib/consent/settings";
import { consentTexts } from "@/lib/consent/texts";
import { recordConsent } from "@/lib/db/consent";
import { CONSENT_CATEGORIES } from "@/lib/domain/consent";
import { clientWithin, limits, refusal } from "@/lib/forms/rate-limit";
import { isLocale, locales } from "@/lib/i18n/locales";

// Read per request: pages prerendered at build time cannot carry settings the operator sets at run time.
export const dynamic = "force-dynamic";

/**
 * The dialog's settings: policy version, lifetime and the configured integrations; with `?lang=`, also the
 * texts that depend on them in that language (lib/consent/texts.ts). Without it, the settings alone, as a
 * page of an earlier release still asks.
 */
export async function GET(request: Request) {
  const lang = new URL(request.url).searchParams.get("lang");
  if (lang !== null && !isLocale(lang)) {
    return Response.json({ error: `expected ?lang= one of ${locales.join(", ")}` }, { status: 400 });
  }
  const settings = consentSettings();
  const body = lang === null ? settings : { ...settings, texts: await consentTexts(lang, settings) };
  return Response.json(body, { headers: { "cache-control": "public, max-age=300" } });
}

// The consent dialog reports every choice here, as the agency's proof of consent.
const body = z.object({
  consentId: z.uuid(),
  revision: z.number().int().min(0).max(1_000_000),
  accepted: z.array(z.enum(CONSENT_CATEGORIES)).max(CONSENT_CATEGORIES.length),
});

export async function POST(request: Request) {
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "expected { consentId, revision, accepted }" }, { status: 400 });
  // Each choice is a row: one address cannot fill the table.
  const outcome = await clientWithin(limits.consentRecords);
  if (outcome !== "ok") return refusal(outcome);
  const { consentId, revision, accepted } = parsed.data;
  await recordConsent({ consentId, policyVersion: revision, accepted });
  return new Response(null, { status: 204 });
}
