import { listSlots } from "@/lib/db/appointments";
import { parseId } from "@/lib/domain";

// The visit slots of a property, live (GET ?property=<id>): free places change with every booking.
export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const id = parseId(new URL(request.url).searchParams.get("property"));
  if (id === null) return Response.json({ error: "property expected" }, { status: 400 });
  return Response.json({ slots: await listSlots(id) }, { headers: { "cache-control": "no-store" } });
}
