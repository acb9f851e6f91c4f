// A map area as south, west, north, east: in the URL (bbox=), the map API (area=) and the map view. No zod
// here (the URL's schema is in ./params.ts): the map view runs in the browser, and full zod there brought
// its JSON Schema code to the map and kept the parts of zod's core only it uses in the forms' zod (2.7 kB gz).
export type BBox = [south: number, west: number, north: number, east: number];

/** Belgium's extent: the map's first view, and its area when none is asked for. */
export const BELGIUM: BBox = [49.45, 2.5, 51.55, 6.45];
