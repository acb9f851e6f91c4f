import "server-only";
import type { Goal } from "@/lib/domain/goal";
import { GOAL_CODE } from "@/lib/domain/goal";
import { cached, tags } from "./cache";
import { getPrisma } from "./infra/prisma";

export interface TownOption {
  slug: string;
  name: string;
  zip: string;
}

/** The communes with a listing shown for a goal, by name (the search form's list of communes, towns=). */
export const listTowns = cached(
  async (goal: Goal): Promise<TownOption[]> =>
    getPrisma().$queryRaw<TownOption[]>`
      SELECT p."citySlug" AS slug, min(p."city") AS name, min(p."zip") AS zip FROM "Property" p
      WHERE p."goal" = ${GOAL_CODE[goal]} AND p."listingRank" <= 1
      GROUP BY p."citySlug" ORDER BY p."citySlug"`,
  "towns",
  () => [tags.properties],
);
