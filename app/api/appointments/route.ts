import { listSlots } from "@/lib/db/appointments";

// The visit slots of a property, live (GET ?property=<id>): free places change with every booking.
export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const id = new URL(request.url).searchParams.get("property") ?? "";
  if (!/^\d{1,9}$/.test(id)) return Response.json({ error: "property expected" }, { status: 400 });
  return Response.json({ slots: await listSlots(Number(id)) }, { headers: { "cache-control": "no-store" } });
}
