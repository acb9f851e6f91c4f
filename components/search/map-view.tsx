"use client";

import dynamic from "next/dynamic";
import type { MapLabels, MapProps } from "./map-canvas";

// Leaflet and its styles load only when the map view is opened.
const MapCanvas = dynamic(() => import("./map-canvas"), {
  ssr: false,
  loading: () => <div className="grid h-full place-items-center text-slate-700">…</div>,
});

export type { MapLabels };

export function MapView(props: MapProps) {
  return (
    <section
      aria-label={props.labels.region}
      className="mt-4 h-[70vh] min-h-96 overflow-hidden rounded-lg border border-brand-100"
    >
      <MapCanvas {...props} />
    </section>
  );
}
