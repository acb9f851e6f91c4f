import { ClientMessages } from "@/lib/i18n/client-messages";
import { MapFrame } from "./map-frame";
import type { MapProps } from "./place";

export type { Place } from "./place";

/** A map of a property's or of projects' places; its texts come with it. */
export function LocationMap(props: MapProps) {
  if (props.places.length === 0) return null;
  return (
    <ClientMessages namespaces={["Listing.mapNoTiles", "Listing.mapApproximate"]}>
      <MapFrame {...props} />
    </ClientMessages>
  );
}
