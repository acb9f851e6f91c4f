import { z } from "zod";
import { isAuthorised } from "@/lib/auth/staff-request";
import { config } from "@/lib/config";
import { expire } from "@/lib/cache/expire";
import { MAX_TAGS_PER_REVALIDATION } from "@/lib/cache/revalidate-limit";
import { recordStaffAction } from "@/lib/db/staff-audit";
import { clientAddress } from "@/lib/http/client-address";

// Lets import and seed scripts that write to a shared PostgreSQL server refresh the cached pages.
const body = z.object({
  tags: z
    .array(z.string().regex(/^[a-z]+(:\d+)?$/))
    .min(1)
    .max(MAX_TAGS_PER_REVALIDATION),
});

export async function POST(request: Request) {
  if (!isAuthorised(request, config.revalidateSecret, "POST /api/revalidate/")) {
    return Response.json({ error: "unauthorised" }, { status: 401 });
  }
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "expected { tags: string[] }" }, { status: 400 });
  const { tags } = parsed.data;
  await recordStaffAction({ action: "cache.revalidate", after: { tags }, address: clientAddress() });
  expire(...tags);
  return Response.json({ revalidated: tags });
}
