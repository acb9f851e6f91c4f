import { applyPropertyChanges, propertyChangesSchema } from "@/lib/db/property-changes";
import { bearerMatches } from "@/lib/auth/bearer";

// The agency's tools change published properties here: PATCH { changes: [{ reference, status?, price?, … }] }
// with Authorization: Bearer STAFF_API_SECRET. Unknown references are reported, not invented.
export async function PATCH(request: Request) {
  if (!bearerMatches(request.headers.get("authorization"), process.env.STAFF_API_SECRET)) {
    return Response.json({ error: "unauthorised" }, { status: 401 });
  }
  const parsed = propertyChangesSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`);
    return Response.json({ error: "invalid changes", problems }, { status: 400 });
  }
  return Response.json(await applyPropertyChanges(parsed.data.changes));
}
