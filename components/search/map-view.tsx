"use client";

import dynamic from "next/dynamic";
import type { MapProps } from "./map-canvas";

// Leaflet and its styles load only when the map view is opened.
const MapCanvas = dynamic(() => import("./map-canvas"), {
  ssr: false,
  loading: () => <div className="grid h-full place-items-center text-slate-700">…</div>,
});

export function MapView(props: MapProps) {
  return <MapCanvas {...props} />;
}
