import { getTranslations } from "next-intl/server";
import { currentOwner } from "@/lib/auth/owner-session";
import { ownerVisitHistory } from "@/lib/db/owner-portal";
import { parseId } from "@/lib/domain/id";
import { routing } from "@/lib/i18n/routing";
import { brusselsDay } from "@/lib/portal/calendar";
import { visitsCsv, visitsExportPath, visitsFileName } from "@/lib/portal/export";

// The owner portal's CSV export of one property's listing views per day (its whole history). The data
// layer answers only for the signed-in owner: another owner's property, or an id naming none, is a 404;
// without a session the browser goes to the sign-in page and comes back here.
export const dynamic = "force-dynamic";

const privateHeaders = { "Cache-Control": "private, no-store" };

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const propertyId = parseId((await params).id);
  const owner = await currentOwner();
  if (!owner) {
    const login = new URL(`/${routing.defaultLocale}/login/`, request.url);
    if (propertyId !== null) login.searchParams.set("next", visitsExportPath(propertyId));
    return new Response(null, { status: 303, headers: { ...privateHeaders, Location: login.pathname + login.search } });
  }
  const history = propertyId === null ? null : await ownerVisitHistory(owner.id, propertyId);
  if (!history) {
    return new Response("Not found", { status: 404, headers: { ...privateHeaders, "Content-Type": "text/plain" } });
  }
  const t = await getTranslations({ locale: owner.locale, namespace: "OwnerPortal" });
  const body = visitsCsv(history.days, { day: t("csvDay"), views: t("csvViews") });
  return new Response(body, {
    headers: {
      ...privateHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${visitsFileName(history.reference, brusselsDay(new Date()))}"`,
      "Content-Language": owner.locale,
    },
  });
}
