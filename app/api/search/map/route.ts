import { z } from "zod";
import { config } from "@/lib/config";
import { getMapPoints, type BBox } from "@/lib/db/search-map";
import { locales } from "@/lib/i18n/locales";
import { parseSearchParams } from "@/lib/search/params";

// The map view's data: the same search as the list, within the visible area.
const extra = z.object({
  goal: z.enum(["sale", "rent"]),
  locale: z.enum(locales),
  area: z
    .string()
    .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/)
    .transform((s) => s.split(",").map(Number) as BBox)
    .refine(([s, w, n, e]) => s < n && w < e)
    .optional(),
});

export async function GET(request: Request) {
  const raw = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = extra.safeParse({ goal: raw.goal, locale: raw.locale, area: raw.area || undefined });
  if (!parsed.success)
    return Response.json({ error: "expected goal, locale and optionally area=s,w,n,e" }, { status: 400 });
  const { goal, locale, area } = parsed.data;
  return Response.json(await getMapPoints(goal, parseSearchParams(raw), locale, area, config.searchShowsClosed));
}
