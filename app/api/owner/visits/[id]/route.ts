import { getTranslations } from "next-intl/server";
import { currentOwner } from "@/lib/auth/owner-session";
import { ownerVisitHistory } from "@/lib/db/owner-portal";
import { parseId } from "@/lib/domain/id";
import { buildPath } from "@/lib/i18n/build-path";
import { isLocale } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";
import { brusselsDay } from "@/lib/rules/calendar";
import { visitsCsv, visitsExportPath, visitsFileName } from "@/lib/portal/export";

// The owner portal's CSV export of one property's listing views per day (its whole history), in the
// language of the portal page whose link asked for it (?lang=), else the owner's. The data layer answers
// only for the signed-in owner: another owner's property, or an id naming none, is a 404; without a session
// the browser goes to the sign-in page in that language and comes back here.
export const dynamic = "force-dynamic";

const privateHeaders = { "Cache-Control": "private, no-store" };

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const propertyId = parseId((await params).id);
  const lang = new URL(request.url).searchParams.get("lang");
  const asked = isLocale(lang) ? lang : null;
  const owner = await currentOwner();
  if (!owner) {
    const locale = asked ?? routing.defaultLocale;
    const login = new URL(buildPath("/login", locale), request.url);
    if (propertyId !== null) login.searchParams.set("next", visitsExportPath(propertyId, locale));
    return new Response(null, { status: 303, headers: { ...privateHeaders, Location: login.pathname + login.search } });
  }
  const history = propertyId === null ? null : await ownerVisitHistory(owner.id, propertyId);
  if (!history) {
    return new Response("Not found", { status: 404, headers: { ...privateHeaders, "Content-Type": "text/plain" } });
  }
  const locale = asked ?? owner.locale;
  const t = await getTranslations({ locale, namespace: "OwnerPortal" });
  const body = visitsCsv(history.days, { day: t("csvDay"), views: t("csvViews") });
  const fileName = visitsFileName(t("csvFile"), history.reference, brusselsDay(new Date()));
  return new Response(body, {
    headers: {
      ...privateHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Language": locale,
    },
  });
}
