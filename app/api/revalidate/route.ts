import { z } from "zod";
import { bearerMatches } from "@/lib/auth/bearer";
import { expire } from "@/lib/db/cache";

// Lets import and seed scripts that write to a shared PostgreSQL server refresh the cached pages.
const body = z.object({
  tags: z
    .array(z.string().regex(/^[a-z]+(:\d+)?$/))
    .min(1)
    .max(100),
});

export async function POST(request: Request) {
  if (!bearerMatches(request.headers.get("authorization"), process.env.REVALIDATE_SECRET)) {
    return Response.json({ error: "unauthorised" }, { status: 401 });
  }
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "expected { tags: string[] }" }, { status: 400 });
  expire(...parsed.data.tags);
  return Response.json({ revalidated: parsed.data.tags });
}
