"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { MapProps } from "./place";

// Leaflet and its styles load only when the map comes near the screen, which only the browser sees (so the
// server never draws Leaflet). React's lazy rather than next/dynamic, whose loader would weigh on the page.
const LocationCanvas = lazy(() => import("./location-canvas"));

export function MapFrame({ places, tiles, label }: MapProps) {
  const t = useTranslations("Listing");
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
  return (
    <section
      ref={box}
      aria-label={label}
      className="relative z-0 h-80 overflow-hidden rounded-lg border border-brand-100 bg-brand-50 print:hidden"
    >
      {near && (
        <Suspense>
          <LocationCanvas places={places} tiles={tiles} />
        </Suspense>
      )}
      {places.some((p) => !p.exact) && (
        <p className="absolute right-2 top-2 z-[1000] rounded bg-white/95 px-2 py-1 text-xs shadow">
          {t("mapApproximate")}
        </p>
      )}
    </section>
  );
}
