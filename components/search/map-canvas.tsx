"use client";

import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useLocale, useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from "react-leaflet";
import type { MapMarker, MapMarkers } from "@/lib/search/map-markers";
import type { Goal } from "@/lib/domain";
import { MARQUEE } from "@/lib/rules/marquee";
import { BELGIUM } from "@/lib/search/area";
import { TilesNotice } from "@/components/map/tiles-notice";

export interface MapProps {
  goal: Goal;
  /** The search's query string (without view and page). */
  query: string;
  tiles: { url: string; attribution: string };
}

const [south, west, north, east] = BELGIUM;
const belgium: L.LatLngBoundsExpression = [
  [south, west],
  [north, east],
];
const marqueeClass: Record<number, string> = {
  [MARQUEE.SOLD]: "is-closed",
  [MARQUEE.RENTED]: "is-closed",
  [MARQUEE.NEW_FOR_SALE]: "is-new",
  [MARQUEE.PROJECT]: "is-new",
};

function icon(point: MapMarker, clusterLabel: (count: number) => string): L.DivIcon {
  if (point.kind === "cluster") {
    const size = Math.min(64, 28 + Math.log10(point.count) * 12);
    return L.divIcon({
      className: "map-cluster",
      html: `<span aria-label="${clusterLabel(point.count)}">${point.count}</span>`,
      iconSize: [size, size],
    });
  }
  return L.divIcon({
    className: `map-price ${marqueeClass[point.marquee ?? 0] ?? ""}`,
    html: `<span>${point.price}</span>`,
    iconSize: undefined,
  });
}

function Points({ points }: { points: MapMarker[] }) {
  const map = useMap();
  const t = useTranslations("Listing");
  const clusterLabel = (count: number) => t("mapCluster", { count });
  return points.map((point) =>
    point.kind === "cluster" ? (
      <Marker
        key={`c${point.lat},${point.lng}`}
        position={[point.lat, point.lng]}
        icon={icon(point, clusterLabel)}
        title={clusterLabel(point.count)}
        eventHandlers={{ click: () => map.setView([point.lat, point.lng], Math.min(map.getZoom() + 2, 18)) }}
      />
    ) : (
      <Marker
        key={point.id}
        position={[point.lat, point.lng]}
        icon={icon(point, clusterLabel)}
        title={point.marqueeName ? `${point.marqueeName}: ${point.title}` : point.title}
      >
        <Popup>
          {point.marqueeName && <p className="text-xs font-semibold uppercase tracking-wide">{point.marqueeName}</p>}
          <p className="font-bold">{point.price}</p>
          <a href={point.href} className="font-semibold underline">
            {point.title}
          </a>
          <p>{point.city}</p>
        </Popup>
      </Marker>
    ),
  );
}

function Tracker({ onMove }: { onMove: (map: L.Map) => void }) {
  const map = useMapEvents({ moveend: () => onMove(map) });
  return null;
}

export default function MapCanvas({ goal, query, tiles }: MapProps) {
  const locale = useLocale();
  const t = useTranslations("Listing");
  const router = useRouter();
  const pathname = usePathname();
  const [data, setData] = useState<MapMarkers | null>(null);
  const [area, setArea] = useState<L.LatLngBounds | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const fitted = useRef(false);
  // The map's own moves (fitting the results) are not the visitor's: they offer no "search this area".
  const ownMove = useRef(false);
  const mapRef = useRef<L.Map | null>(null);

  const fetchPoints = useCallback(
    async (bounds: L.LatLngBounds | null): Promise<MapMarkers | null> => {
      const params = new URLSearchParams(query.replace(/^\?/, ""));
      params.set("goal", goal);
      params.set("locale", locale);
      if (bounds)
        params.set(
          "area",
          [bounds.getSouth(), bounds.getWest(), bounds.getNorth(), bounds.getEast()].map((n) => n.toFixed(5)).join(","),
        );
      const response = await fetch(`/api/search/map/?${params}`);
      return response.ok ? response.json() : null;
    },
    [goal, locale, query],
  );

  useEffect(() => {
    fitted.current = false;
    let current = true;
    fetchPoints(null).then((result) => current && result && setData(result));
    return () => {
      current = false;
    };
  }, [fetchPoints]);

  useEffect(() => {
    if (!fitted.current && data?.bounds && mapRef.current) {
      fitted.current = true;
      ownMove.current = true;
      const [s, w, n, e] = data.bounds;
      mapRef.current.fitBounds(
        [
          [s, w],
          [n, e],
        ],
        { padding: [24, 24], maxZoom: 15 },
      );
    }
  }, [data]);

  const onMove = useCallback(
    (map: L.Map) => {
      fetchPoints(map.getBounds()).then((result) => result && setData(result));
      if (ownMove.current) ownMove.current = false;
      else setArea(map.getBounds());
    },
    [fetchPoints],
  );

  const searchArea = () => {
    if (!area) return;
    const params = new URLSearchParams(query.replace(/^\?/, ""));
    params.set(
      "bbox",
      [area.getSouth(), area.getWest(), area.getNorth(), area.getEast()].map((n) => n.toFixed(5)).join(","),
    );
    params.set("view", "map");
    router.push(`${pathname}?${params}`, { scroll: false });
  };

  return (
    <div className="relative h-full">
      <MapContainer ref={mapRef} bounds={belgium} className="h-full w-full" scrollWheelZoom>
        <TileLayer
          url={tiles.url}
          attribution={tiles.attribution}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        <Tracker onMove={onMove} />
        {data && <Points points={data.points} />}
      </MapContainer>
      {area && (
        <button
          type="button"
          onClick={searchArea}
          className="absolute left-1/2 top-3 z-[1000] -translate-x-1/2 rounded bg-brand-900 px-4 py-2 font-semibold text-white shadow"
        >
          {t("searchArea")}
        </button>
      )}
      {tilesFailed && <TilesNotice text={t("mapNoTiles")} />}
    </div>
  );
}
