import { goals, type Goal } from "@/lib/domain/goal";
import type { RouteKey } from "@/lib/i18n/paths";

/** The list page of each goal (spec §1, §2). */
export const listRoutes = { sale: "/for-sale", rent: "/for-rent" } as const satisfies Record<Goal, RouteKey>;

/** The goal whose list a route is, or null for any other route. */
export function goalOfListRoute(key: string): Goal | null {
  return goals.find((goal) => listRoutes[goal] === key) ?? null;
}

export const isGoal = (value: string): value is Goal => (goals as readonly string[]).includes(value);
