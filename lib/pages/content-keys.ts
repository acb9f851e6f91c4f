import type { RouteKey } from "@/lib/i18n/paths";

/** The stored page (spec §2 "page" entries) each content route shows, by its key in the agency software. */
export const contentKeys = {
  "/agency": "/L'agence/",
  "/agency/legal-notice": "/L'agence/Mentions-légales/",
  "/blog": "/Blog/",
  "/cookie-policy": "/Cookie-policy/",
  "/disclaimer": "/Disclaimer/",
  "/online-valuation": "/Estimer-mon-bien-en-ligne/",
  "/privacy": "/Privacy/",
  "/property-management": "/Gestion/",
} as const satisfies Partial<Record<RouteKey, string>>;

export type ContentRoute = keyof typeof contentKeys;
