"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";

export interface Place {
  lat: number;
  lng: number;
  title: string;
  detail?: string;
  href?: string;
  /** False: the address is not published, the map shows an area instead of a pin. */
  exact: boolean;
}

export interface LocationMapProps {
  places: Place[];
  tiles: { url: string; attribution: string };
  labels: { region: string; noTiles: string; approximate: string };
}

// Leaflet and its styles load only when the map comes near the screen.
const LocationCanvas = dynamic(() => import("./location-canvas"), { ssr: false });

export function LocationMap(props: LocationMapProps) {
  const box = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: "300px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (props.places.length === 0) return null;
  return (
    <section
      ref={box}
      aria-label={props.labels.region}
      className="relative z-0 h-80 overflow-hidden rounded-lg border border-brand-100 bg-brand-50 print:hidden"
    >
      {near && <LocationCanvas {...props} />}
      {props.places.some((p) => !p.exact) && (
        <p className="absolute right-2 top-2 z-[1000] rounded bg-white/95 px-2 py-1 text-xs shadow">
          {props.labels.approximate}
        </p>
      )}
    </section>
  );
}
