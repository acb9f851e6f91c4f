import { getFavouriteCards } from "@/lib/db/favourites";
import { toFavouriteItem } from "@/lib/favourites/item";
import { parseIdList } from "@/lib/favourites/ids";
import { isLocale } from "@/lib/i18n/locales";

// The favourites page's cards (?ids=3,7,12&locale=fr): the current price and state of each; of a withdrawn one
// only that it was withdrawn, as its page (410) says. The ids come from the visitor's browser; nothing is stored.
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  const list = query.get("ids");
  const ids = list === null ? null : parseIdList(list);
  const locale = query.get("locale");
  if (ids === null || !isLocale(locale)) {
    return Response.json({ error: "ids: up to 50 positive integers; locale: en, nl, fr or de" }, { status: 400 });
  }
  const cards = await getFavouriteCards(ids, locale);
  // No Cache-Control: the cache policy keeps it from every shared cache (lib/http/cache-policy.mjs), so a change
  // of price or state shows at once.
  return Response.json({ items: cards.map((card) => toFavouriteItem(card, locale)) });
}
