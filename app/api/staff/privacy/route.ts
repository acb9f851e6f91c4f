import { isAuthorised } from "@/lib/auth/staff-request";
import { config } from "@/lib/config";
import { siteDatabase } from "@/lib/db/privacy";
import { recordStaffAction } from "@/lib/db/staff-audit";
import { clientAddress, fromThisMachine } from "@/lib/http/client-address";
import { addressProblem, answerPrivacyRequest, privacyRequest } from "@/lib/privacy/staff-request";

// A person's request about their data while the site holds the embedded database (npm run privacy:export and
// privacy:erase ask here): POST { action: "export", address } or { action: "erase", address, apply } from this
// machine, not through a proxy, with Authorization: Bearer STAFF_API_SECRET. The answer is the export, or what
// the erasure removed (or would remove without `apply`).
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  // The answer holds one person's data: never handed to another machine, nor to a request a proxy passed on.
  if (!fromThisMachine()) {
    return Response.json({ error: "personal data is handed over on the site's own machine only" }, { status: 403 });
  }
  if (!isAuthorised(request, config.staffApiSecret, "POST /api/staff/privacy/")) {
    return Response.json({ error: "unauthorised" }, { status: 401 });
  }
  const parsed = privacyRequest.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return Response.json(
      { error: 'expected { action: "export", address } or { action: "erase", address, apply }' },
      { status: 400 },
    );
  }
  const problem = addressProblem(parsed.data.address);
  if (problem) return Response.json({ error: problem }, { status: 400 });
  const answer = await answerPrivacyRequest(parsed.data, siteDatabase());
  // The trail names what was done and how much, never whose data it was.
  if (answer.action === "erase" && answer.erasure.applied) {
    await recordStaffAction({
      action: "privacy.erase",
      after: { ...answer.erasure.counts, filesLeft: answer.erasure.filesLeft.length },
      address: clientAddress(),
    });
  } else if (answer.action === "export") {
    await recordStaffAction({ action: "privacy.export", address: clientAddress() });
  }
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
}
