"use client";

import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useLocale, useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { MapContainer, Marker, Polygon, Popup, TileLayer, useMap, useMapEvents, ZoomControl } from "react-leaflet";
import type { MapMarker, MapMarkers } from "@/lib/search/map-markers";
import { clusterSize, separateMarkers } from "@/lib/search/marker-overlap";
import type { Goal } from "@/lib/domain";
import { MARQUEE } from "@/lib/rules/marquee";
import { BELGIUM } from "@/lib/domain/area";
import { decodePolygon, encodePolygon, ringBounds } from "@/lib/rules/polygon";
import { TilesNotice } from "@/components/map/tiles-notice";

export interface MapProps {
  goal: Goal;
  /** The search's query string (without view and page). */
  query: string;
  tiles: { url: string; attribution: string };
  /** The area drawn on the map (polygon=), outlined and fitted to. */
  polygon?: string;
}

/** The drawing tool (Leaflet-Geoman) and its styles load only when the visitor starts drawing. */
async function loadDrawing(map: L.Map): Promise<NonNullable<L.Map["pm"]>> {
  await Promise.all([
    import("@geoman-io/leaflet-geoman-free"),
    import("@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css"),
  ]);
  // The tool sets itself up on maps made after it loads; this one was made before.
  const { Map: DrawingMap } = L.PM as unknown as { Map: new (map: L.Map) => NonNullable<L.Map["pm"]> };
  map.pm ??= new DrawingMap(map);
  return map.pm;
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
    const size = clusterSize(point.count);
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

const MAX_ZOOM = 18;

function Points({ points: all }: { points: MapMarker[] }) {
  const map = useMap();
  const t = useTranslations("Listing");
  const [zoom, setZoom] = useState(map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const clusterLabel = (count: number) => t("mapCluster", { count });
  // At the closest zoom a cluster could open no further: its markers show as they are.
  const points =
    zoom >= MAX_ZOOM
      ? all
      : separateMarkers(
          all,
          (lat, lng) => map.project([lat, lng], zoom),
          (at) => {
            const { lat, lng } = map.unproject([at.x, at.y], zoom);
            return { lat, lng };
          },
        );
  return points.map((point) =>
    point.kind === "cluster" ? (
      <Marker
        key={`c${point.lat},${point.lng}`}
        position={[point.lat, point.lng]}
        icon={icon(point, clusterLabel)}
        title={clusterLabel(point.count)}
        eventHandlers={{ click: () => map.setView([point.lat, point.lng], Math.min(map.getZoom() + 2, MAX_ZOOM)) }}
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

export default function MapCanvas({ goal, query, tiles, polygon }: MapProps) {
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
  const ring = polygon ? decodePolygon(polygon) : null;
  const [drawing, setDrawing] = useState<"off" | "on" | "invalid">("off");

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
    const bounds = ring ? ringBounds(ring) : data?.bounds;
    if (!fitted.current && data && bounds && mapRef.current) {
      fitted.current = true;
      ownMove.current = true;
      const [s, w, n, e] = bounds;
      mapRef.current.fitBounds(
        [
          [s, w],
          [n, e],
        ],
        { padding: [24, 24], maxZoom: 15 },
      );
    }
  }, [data, ring]);

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

  const navigate = (change: (params: URLSearchParams) => void) => {
    const params = new URLSearchParams(query.replace(/^\?/, ""));
    change(params);
    params.set("view", "map");
    router.push(`${pathname}?${params}`, { scroll: false });
  };

  const startDrawing = async () => {
    const map = mapRef.current;
    if (!map) return;
    const pm = await loadDrawing(map);
    // The tool's own tips in the page's words: its bundled ones miss a few (Dutch "het eerst punt").
    pm.setLang(locale as "en" | "nl" | "fr" | "de", {
      tooltips: { firstVertex: t("drawTipFirst"), continueLine: t("drawTipNext"), finishPoly: t("drawTipClose") },
    });
    map.once("pm:create", ({ layer }) => {
      const corners = (layer as L.Polygon).getLatLngs()[0] as L.LatLng[];
      layer.remove();
      const text = encodePolygon(corners.map((c) => [c.lat, c.lng]));
      if (!text) return setDrawing("invalid");
      setDrawing("off");
      // The drawn area takes the place of a searched rectangle.
      navigate((params) => {
        params.set("polygon", text);
        params.delete("bbox");
      });
    });
    pm.enableDraw("Polygon", { allowSelfIntersection: false });
    // The hint shows once the tool takes clicks.
    setDrawing("on");
  };

  const stopDrawing = () => {
    mapRef.current?.pm?.disableDraw();
    mapRef.current?.off("pm:create");
    setDrawing("off");
  };

  // The controls stand in a bar above the map: on a phone nothing covers the zoom buttons or another control.
  const button = "min-h-11 rounded px-4 py-2 font-semibold";
  return (
    <div className="flex h-full flex-col">
      <div className="flex flex-wrap items-center justify-end gap-2 border-b border-brand-100 bg-white p-2">
        {drawing === "on" && (
          <p role="status" className="mr-auto basis-full text-sm tablet:basis-auto">
            {t("drawHint")}
          </p>
        )}
        {drawing === "invalid" && (
          <p role="alert" className="mr-auto basis-full text-sm text-red-800 tablet:basis-auto">
            {t("drawInvalid")}
          </p>
        )}
        {area && drawing !== "on" && (
          <button
            type="button"
            onClick={searchArea}
            className={`${button} border border-brand-700 bg-white text-brand-700`}
          >
            {t("searchArea")}
          </button>
        )}
        {drawing === "on" ? (
          <button
            type="button"
            onClick={stopDrawing}
            className={`${button} border border-brand-700 bg-white text-brand-700`}
          >
            {t("drawCancel")}
          </button>
        ) : (
          <button type="button" onClick={startDrawing} className={`${button} bg-brand-900 text-white`}>
            {t(ring ? "redrawArea" : "drawArea")}
          </button>
        )}
      </div>
      <div className="relative min-h-0 flex-1">
        <MapContainer
          ref={mapRef}
          bounds={belgium}
          className="search-map h-full w-full"
          scrollWheelZoom
          zoomControl={false}
          maxZoom={MAX_ZOOM}
        >
          <ZoomControl position="topleft" zoomInTitle={t("zoomIn")} zoomOutTitle={t("zoomOut")} />
          <TileLayer
            url={tiles.url}
            attribution={tiles.attribution}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
          <Tracker onMove={onMove} />
          {data && <Points points={data.points} />}
          {ring && (
            <Polygon
              positions={ring}
              interactive={false}
              pathOptions={{ color: "#1e3a5f", weight: 3, fillOpacity: 0.05 }}
            />
          )}
        </MapContainer>
        {tilesFailed && <TilesNotice text={t("mapNoTiles")} />}
      </div>
    </div>
  );
}
