import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { config } from "@/lib/config";
import { getMapPoints } from "@/lib/db/search-map";
import { goals } from "@/lib/domain";
import { locales } from "@/lib/i18n/locales";
import { mapMarkers } from "@/lib/search/map-markers";
import { snapArea } from "@/lib/search/normalize";
import { bboxSchema } from "@/lib/domain/search-params";
import { readSearch } from "@/lib/search/search-key";

// The map view's data: the same search as the list, within the visible area. The search and the area are
// normalized as the list's are (lib/search/normalize.ts): each distinct one is an entry in the data cache.
const extra = z.object({
  goal: z.enum(goals),
  locale: z.enum(locales),
  area: bboxSchema.optional(),
});

export async function GET(request: Request) {
  const search = new URL(request.url).searchParams;
  const raw = Object.fromEntries(search);
  const parsed = extra.safeParse({ goal: raw.goal, locale: raw.locale, area: raw.area || undefined });
  if (!parsed.success)
    return Response.json({ error: "expected goal, locale and optionally area=s,w,n,e" }, { status: 400 });
  const { goal, locale, area } = parsed.data;
  // The page, order and view change nothing on the map: one entry for all of them.
  const params = { ...readSearch(goal, search), page: 1, sort: "date", view: "map" } as const;
  const [result, t] = await Promise.all([
    getMapPoints(goal, params, locale, area && snapArea(area), config.searchShowsClosed),
    getTranslations({ locale, namespace: "Property" }),
  ]);
  return Response.json(mapMarkers(result, locale, (key) => t(`marquee.${key}`)));
}
