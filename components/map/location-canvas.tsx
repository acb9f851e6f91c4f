"use client";

import L from "leaflet";
import { useTranslations } from "next-intl";
import "leaflet/dist/leaflet.css";
import { useState } from "react";
import { Circle, MapContainer, Marker, Popup, TileLayer } from "react-leaflet";
import type { MapProps } from "./place";
import { TilesNotice } from "./tiles-notice";

const pin = L.divIcon({ className: "map-pin", html: "<span></span>", iconSize: [28, 28], iconAnchor: [14, 28] });

/** The places of a property or of the projects: a pin each, or a circle where the address is not published. */
export default function LocationCanvas({ places, tiles }: Omit<MapProps, "label">) {
  const t = useTranslations("Listing");
  const [tilesFailed, setTilesFailed] = useState(false);
  const bounds = L.latLngBounds(places.map((p) => [p.lat, p.lng]));
  return (
    <div className="relative h-full">
      <MapContainer
        bounds={bounds.pad(places.length > 1 ? 0.2 : 0)}
        boundsOptions={{ maxZoom: places.every((p) => p.exact) ? 15 : 14 }}
        className="h-full w-full"
        scrollWheelZoom={false}
      >
        <TileLayer
          url={tiles.url}
          attribution={tiles.attribution}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        {places.map((place) =>
          place.exact ? (
            <Marker key={`${place.lat},${place.lng}`} position={[place.lat, place.lng]} icon={pin} title={place.title}>
              <Popup>
                {place.href ? (
                  <a href={place.href} className="font-semibold underline">
                    {place.title}
                  </a>
                ) : (
                  <span className="font-semibold">{place.title}</span>
                )}
                {place.detail && <p>{place.detail}</p>}
              </Popup>
            </Marker>
          ) : (
            <Circle
              key={`${place.lat},${place.lng}`}
              center={[place.lat, place.lng]}
              radius={600}
              pathOptions={{ color: "#2d5a80", fillOpacity: 0.15 }}
            />
          ),
        )}
      </MapContainer>
      {tilesFailed && <TilesNotice text={t("mapNoTiles")} />}
    </div>
  );
}
