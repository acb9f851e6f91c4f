import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { expire } from "@/lib/db/cache";

// Lets import and seed scripts that write to a shared PostgreSQL server refresh the cached pages.
const body = z.object({
  tags: z
    .array(z.string().regex(/^[a-z]+(:\d+)?$/))
    .min(1)
    .max(100),
});

function authorised(header: string | null): boolean {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function POST(request: Request) {
  if (!authorised(request.headers.get("authorization"))) {
    return Response.json({ error: "unauthorised" }, { status: 401 });
  }
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "expected { tags: string[] }" }, { status: 400 });
  expire(...parsed.data.tags);
  return Response.json({ revalidated: parsed.data.tags });
}
