import { isAuthorised } from "@/lib/auth/staff-request";
import { config } from "@/lib/config";
import { changeProperties, propertyChangesSchema } from "@/lib/staff/property-changes";
import { clientAddress } from "@/lib/http/client-address";

// The agency's tools change published properties here: PATCH { changes: [{ reference, status?, price?, … }] }
// with Authorization: Bearer STAFF_API_SECRET. Unknown references are reported, not invented; each change
// lands in the audit trail with the address it came from.
export async function PATCH(request: Request) {
  if (!isAuthorised(request, config.staffApiSecret, "PATCH /api/staff/properties/")) {
    return Response.json({ error: "unauthorised" }, { status: 401 });
  }
  const parsed = propertyChangesSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`);
    return Response.json({ error: "invalid changes", problems }, { status: 400 });
  }
  return Response.json(await changeProperties(parsed.data.changes, { address: clientAddress() }));
}
