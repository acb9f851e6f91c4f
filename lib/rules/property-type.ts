export type PropertyTypeIcon = "residential" | "commercial" | "industrial" | "land" | "retail";

const iconByWebId: Record<number, PropertyTypeIcon> = {
  1: "residential",
  2: "commercial",
  3: "industrial",
  4: "land",
  5: "commercial",
  6: "retail",
  7: "commercial",
};

export function propertyTypeIcon(webId: number): PropertyTypeIcon {
  return iconByWebId[webId] ?? "commercial";
}
