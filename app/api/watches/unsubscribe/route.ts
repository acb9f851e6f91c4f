import { followLink } from "@/lib/db/mailed-links";
import { watchLocale } from "@/lib/db/property-watches";
import { config } from "@/lib/config";
import { isToken } from "@/lib/domain/id";
import { buildPath } from "@/lib/i18n/build-path";
import { routing } from "@/lib/i18n/routing";

// A watch's one-click unsubscribe (RFC 8058), the List-Unsubscribe address of its mails. A mail client
// POSTs `List-Unsubscribe=One-Click` here, without a page or a cookie: the watch stops, and a second
// POST answers the same. A GET (a person, or a mail scanner opening links) stops nothing: it leads to the
// watches page, whose button asks first.

export const dynamic = "force-dynamic";

const noStore = { "cache-control": "no-store" };

export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const body = new URLSearchParams(await request.text().catch(() => ""));
  if (body.get("List-Unsubscribe") !== "One-Click") {
    return Response.json({ error: "expected the body List-Unsubscribe=One-Click" }, { status: 400, headers: noStore });
  }
  const state = await followLink("STOP_WATCH", token);
  if (state !== "done") return Response.json({ error: "unknown link" }, { status: 404, headers: noStore });
  return Response.json({ stopped: true }, { headers: noStore });
}

export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const locale = (await watchLocale(token)) ?? routing.defaultLocale;
  // Something that cannot be a token is not carried along: the page then says the link is unknown.
  const query = new URLSearchParams({ stop: isToken(token) ? token : "" });
  const page = `${config.siteUrl}${buildPath("/watches", locale)}?${query}`;
  return new Response(null, { status: 303, headers: { location: page, ...noStore } });
}
