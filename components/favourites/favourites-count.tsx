"use client";

import { favourites } from "@/lib/favourites/store";

/** The header's count of favourites, inside the link's name ("Favourites 3"); nothing while there are none. */
export function FavouritesCount() {
  const count = favourites.ids(favourites.useRaw()).length;
  return count > 0 ? (
    <span className="favourites-count" data-favourites-count>
      {count}
    </span>
  ) : null;
}
