import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { config } from "@/lib/config";
import { getMapPoints } from "@/lib/db/search-map";
import { goals } from "@/lib/domain";
import { locales } from "@/lib/i18n/locales";
import { marqueeKey } from "@/lib/rules";
import { bboxSchema } from "@/lib/search/area";
import { parseSearchParams } from "@/lib/search/params";

// The map view's data: the same search as the list, within the visible area.
const extra = z.object({
  goal: z.enum(goals),
  locale: z.enum(locales),
  area: bboxSchema.optional(),
});

export async function GET(request: Request) {
  const raw = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = extra.safeParse({ goal: raw.goal, locale: raw.locale, area: raw.area || undefined });
  if (!parsed.success)
    return Response.json({ error: "expected goal, locale and optionally area=s,w,n,e" }, { status: 400 });
  const { goal, locale, area } = parsed.data;
  const [result, t] = await Promise.all([
    getMapPoints(goal, parseSearchParams(raw), locale, area, config.searchShowsClosed),
    getTranslations({ locale, namespace: "Property" }),
  ]);
  const points = result.points.map((point) => {
    const key = point.kind === "property" ? marqueeKey(point.marquee) : null;
    return key ? { ...point, marqueeName: t(`marquee.${key}`) } : point;
  });
  return Response.json({ ...result, points });
}
