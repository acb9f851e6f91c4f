import { propertyTypeIcon, type PropertyTypeIcon } from "@/lib/rules";

const shapes: Record<PropertyTypeIcon, string> = {
  residential: "M3 11 12 4l9 7v9h-6v-6H9v6H3z",
  commercial: "M4 20V6h10v14M14 10h6v10M7 9h2M7 13h2M7 17h2M17 13h1M17 17h1",
  industrial: "M3 20V10l5 3V10l5 3V6h4l1 14z",
  land: "M3 18c3-4 6-6 9-6s6 2 9 6M7 9a2 2 0 1 0 0-.1",
  retail: "M4 9h16l-1-4H5zM5 9v11h14V9M9 20v-6h6v6",
};

/** The type icon of spec §3 (by the category's web id), labelled with the type's name. */
export function TypeIcon({ webId, label }: { webId: number; label: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" role="img" aria-label={label} className="card-icon">
      <path d={shapes[propertyTypeIcon(webId)]} />
    </svg>
  );
}
