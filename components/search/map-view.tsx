"use client";

import { lazy, Suspense } from "react";
import { useHydrated } from "@/components/layout/script-button";
import type { MapProps } from "./map-canvas";

// Leaflet and its styles load only when the map view is opened, and only in the browser (Leaflet needs the
// window). React's lazy rather than next/dynamic, whose loader would weigh on every list page.
const MapCanvas = lazy(() => import("./map-canvas"));

export function MapView(props: MapProps) {
  const hydrated = useHydrated();
  const waiting = <div className="grid h-full place-items-center text-slate-700">…</div>;
  return hydrated ? (
    <Suspense fallback={waiting}>
      <MapCanvas {...props} />
    </Suspense>
  ) : (
    waiting
  );
}
