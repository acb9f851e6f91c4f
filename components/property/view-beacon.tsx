"use client";

import { useEffect } from "react";
import { sendViewBeacon } from "@/lib/page-views/beacon-client";

/**
 * Counts this page view for the owner's statistics: one small request once the page runs in a browser,
 * so the page itself stays cached (by the site and by a CDN) and a prefetch, which runs no script, never counts.
 */
export function ViewBeacon({ propertyId }: { propertyId: number }) {
  useEffect(() => sendViewBeacon(document, navigator, propertyId), [propertyId]);
  return null;
}
