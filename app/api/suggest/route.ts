import { z } from "zod";
import { getSuggestions } from "@/lib/db/suggest";

// Suggestions for the search field as the visitor types: places by name or postal code.
const query = z.string().trim().min(1).max(60);

export async function GET(request: Request) {
  const parsed = query.safeParse(new URL(request.url).searchParams.get("q"));
  if (!parsed.success) return Response.json([], { status: 200 });
  return Response.json(await getSuggestions(parsed.data), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}
